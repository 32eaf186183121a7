import type { Page, Response } from '@playwright/test';

/**
 * What the pseudo-locale check (e2e/support/pseudo-sweep.ts) looks at on an open page.
 *
 * Every text the site translates shows in the pseudo-locale as accented letters in brackets (`[Šĥöŵ ɱöŕê ~~~]`), so
 * a visible or audible text with plain ASCII letters either is content (from the API: the page's layout, the
 * settings, sessions, people) or bypasses the translations. `visibleTexts` answers the texts with ASCII letters left
 * once the reviewed allow-list's words are taken out; the spec then drops those the page's data holds.
 */

export interface TextFinding {
  text: string;
  where: string;
}

/** Visible text nodes and audible attributes (aria-label, title, placeholder, alt) with plain ASCII letters left. */
export async function unlocalisedTexts(page: Page, allowed: readonly string[]): Promise<TextFinding[]> {
  return page.evaluate((allowed) => {
    const allow = new RegExp(`\\b(${allowed.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`, 'g');
    // Words with digits are ids, codes and times (a trace id, KEY101, 9:00am), not words of the UI.
    // Identifiers shown as they are (a block's id, a glyph's name, a settings property: one lower-case word, maybe
    // with hyphens or inner capitals) are names, not words of the UI.
    const identifier = /^[a-z][a-z0-9]*(?:[-_][a-z0-9]+|[A-Z][a-z0-9]*)*$/;
    const plain = (text: string) => !identifier.test(text) && /[A-Za-z]{2,}/.test(text.replace(allow, ' ').replace(/https?:\/\/\S*|\S*\d\S*/g, ' '));
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
      const block = el.closest('[data-block-id]')?.getAttribute('data-block-id');
      return `${el.tagName.toLowerCase()}${id}${cls}${block ? ` in block ${block}` : ''}`;
    };
    const shown = (el: Element) => el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true });
    const found: { text: string; where: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, [hidden]') || !shown(parent)) continue;
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (plain(text)) found.push({ text, where: describe(parent) });
    }
    for (const el of Array.from(document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]'))) {
      if (el.closest('[hidden]') || !shown(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const text = (el.getAttribute(name) ?? '').replace(/\s+/g, ' ').trim();
        if (plain(text)) found.push({ text, where: `${describe(el)} [${name}]` });
      }
    }
    return found;
  }, allowed);
}

/**
 * Translated texts (those with pseudo-locale letters) that do not fit their box: cut by a clipping element, or
 * reaching past their element's edges; and the page scrolling sideways.
 */
export async function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pseudo = /[àƀçđêƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÊƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ]/;
    const out: string[] = [];
    const vw = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > vw + 1) out.push(`the page scrolls sideways to ${document.documentElement.scrollWidth}px of ${vw}`);
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || seen.has(el) || !pseudo.test(node.textContent ?? '')) continue;
      seen.add(el);
      if (!el.checkVisibility({ checkVisibilityCSS: true })) continue;
      const box = el.getBoundingClientRect();
      // Visually hidden texts (screen-reader only) are 1 px boxes by design.
      if (box.width <= 2 || box.height <= 2) continue;
      const style = getComputedStyle(el);
      const name = `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/)[0]}` : ''}`;
      const label = `"${(el.textContent ?? '').trim().slice(0, 60)}" (${name})`;
      const clips = (s: CSSStyleDeclaration) => ['hidden', 'clip'].includes(s.overflowX) || ['hidden', 'clip'].includes(s.overflowY);
      if (clips(style) && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)) {
        out.push(`${label} is cut (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`);
        continue;
      }
      if (style.display === 'inline' || style.display === 'contents') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width > 0 && (text.right > box.right + 2 || text.left < box.left - 2)) {
        out.push(`${label} reaches past its box (${Math.round(text.left)}..${Math.round(text.right)} in ${Math.round(box.left)}..${Math.round(box.right)})`);
      }
    }
    return out;
  });
}

/** Every string value in a JSON value, lower-cased with spaces collapsed (the page's data, for `inData`). */
export function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value.replace(/\s+/g, ' ').toLowerCase());
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .join('');

/**
 * The data a page read: the server's dehydrated query state (without the translations, which are what is being
 * checked) and the API's JSON answers since `watch` began.
 */
export class PageData {
  private strings: string[] = [];
  /** Answers whose bodies are still being read: a text checked before its answer was read would count as UI. */
  private readonly reading = new Set<Promise<void>>();
  private readonly onResponse = (response: Response) => {
    const read = this.take(response).finally(() => this.reading.delete(read));
    this.reading.add(read);
  };

  constructor(private readonly page: Page) {
    page.on('response', this.onResponse);
  }

  private whole: Set<string> | null = null;

  /** Every value, and every fragment of a rich-text value between its tags, trimmed. */
  private wholeValues(): Set<string> {
    if (!this.whole || this.whole.size === 0) {
      this.whole = new Set<string>();
      for (const value of this.strings) {
        this.whole.add(value.trim());
        if (value.includes('<')) for (const fragment of value.split(/<[^>]*>/)) this.whole.add(fragment.replace(/&[#\w]+;/g, ' ').trim());
        // `name|url` pairs (a session's links) show their name.
        if (value.includes('|')) for (const fragment of value.split('|')) this.whole.add(fragment.trim());
      }
    }
    return this.whole;
  }

  private async take(response: Response): Promise<void> {
    const url = response.url();
    if (!url.includes('/api/') || url.includes('/translation/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    const body: unknown = await response.json().catch(() => null);
    stringsOf(body, this.strings);
    this.whole = null;
  }

  /**
   * Waits for the bodies of the API answers the page has had. Called after a look at the page: an answer whose data
   * the page showed was heard before that look ended, so its body is among these.
   */
  async settled(): Promise<void> {
    await Promise.all(this.reading);
  }

  /** Reads the server's dehydrated state of the open page. */
  async takeServerState(): Promise<void> {
    const state = await this.page.evaluate(() => document.getElementById('ssr-state')?.textContent ?? 'null');
    const parsed = JSON.parse(state) as { queries?: { queries?: { queryKey: unknown[]; state: { data: unknown } }[] }; visitor?: unknown } | null;
    // Who is signed in (their name, their initials) is data too.
    stringsOf(parsed?.visitor ?? null, this.strings);
    for (const query of parsed?.queries?.queries ?? []) if (query.queryKey[0] !== 'translations') stringsOf(query.state.data, this.strings);
    this.whole = null;
  }

  /**
   * Whether the text is a string the page's data holds: a whole value (or a fragment of a rich-text value between
   * its tags), a long part of one (a paragraph of a description), a list of whole values (Intl's lists of names),
   * or the initials of one (an avatar). A short text must be a whole value: common words ("Day", "Show more")
   * occur somewhere in any conference's data.
   */
  has(text: string): boolean {
    const whole = this.wholeValues();
    const found = (part: string) => {
      const wanted = part.replace(/\s+/g, ' ').trim().toLowerCase();
      return wanted === '' || whole.has(wanted) || (wanted.length >= 24 && this.strings.some((s) => s.includes(wanted)));
    };
    if (found(text)) return true;
    const parts = text.split(/,\s*|\s+and\s+|\s*·\s*|\s*\(|\)\s*/);
    if (parts.length > 1 && parts.every(found)) return true;
    // A two-letter mark drawn from a value (a social network's badge: GH, IG) or initials (an avatar).
    if (/^[A-Za-z]{2}$/.test(text) && [...whole].some((value) => value.startsWith(text.toLowerCase()))) return true;
    return /^[A-Z]{1,3}$/.test(text) && this.strings.some((s) => initialsOf(s) === text.toLowerCase());
  }
}
