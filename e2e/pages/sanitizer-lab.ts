import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page, Request } from '@playwright/test';

/** The lab page's own origin: every request is answered by the page object, nothing leaves the machine. */
export const LAB_ORIGIN = 'http://lab.test';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let bundle: Promise<string> | undefined;

/** The renderer's sanitiser and URL checks as one script (built once per run, in memory). */
function sanitizerBundle(): Promise<string> {
  bundle ??= (async () => {
    // Loaded here, not at the top: other specs import the page objects without building anything.
    const { build } = await import('vite');
    const out = await build({
      configFile: false,
      logLevel: 'silent',
      root: ROOT,
      build: {
        write: false,
        minify: false,
        lib: { entry: `${ROOT}e2e/support/sanitizer-lab-entry.ts`, name: 'SanitizerLab', formats: ['iife'], fileName: () => 'lab.js' },
      },
    });
    const outputs = (Array.isArray(out) ? out : [out]) as { output: { type: string; code?: string }[] }[];
    const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
    if (!chunk?.code) throw new Error('the sanitiser bundle was not built');
    return chunk.code;
  })();
  return bundle;
}

export interface LabRun {
  id: string;
  output: string;
  /** What DOMPurify, run over our output, removed (must be nothing). */
  removed: string[];
  /** Our output sanitised again, compared by elements and attributes (must be equal). */
  stable: boolean;
}

/**
 * A blank page in Chromium with the project's sanitiser and DOMPurify loaded and no CSP, so that anything the
 * sanitiser lets through would run: scripts report to top.__hit, alert and friends are recorded, and every
 * request is recorded and answered with an empty 404.
 */
export class SanitizerLab {
  readonly requests: string[] = [];

  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    const [ours, purify] = [await sanitizerBundle(), readFileSync(`${ROOT}node_modules/dompurify/dist/purify.js`, 'utf8')];
    this.page.on('request', (req: Request) => this.requests.push(req.url()));
    await this.page.route('**/*', async (route) => {
      const url = route.request().url();
      if (url === `${LAB_ORIGIN}/`) {
        await route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><head><title>lab</title></head><body><div id="out"></div></body></html>' });
      } else {
        await route.fulfill({ status: 404, body: '' });
      }
    });
    this.page.on('dialog', (dialog) => {
      void this.page.evaluate((m) => (window as unknown as { __hits: string[] }).__hits.push(`dialog:${m}`), dialog.message()).catch(() => undefined);
      void dialog.dismiss().catch(() => undefined);
    });
    await this.page.goto(`${LAB_ORIGIN}/`);
    await this.page.evaluate(() => {
      const w = window as unknown as { __hits: string[]; __hit: (id: unknown) => void };
      w.__hits = [];
      w.__hit = (id) => w.__hits.push(String(id));
    });
    await this.page.addScriptTag({ content: purify });
    await this.page.addScriptTag({ content: ours });
  }

  /** Remembers what these names are on the clean page (before any case is rendered). */
  async recordCleanNames(names: readonly string[]): Promise<void> {
    await this.page.evaluate((list) => {
      const clean = new Map<string, unknown>();
      for (const name of list) {
        if (name in document) clean.set(`document.${name}`, (document as unknown as Record<string, unknown>)[name]);
        if (name in window) clean.set(`window.${name}`, (window as unknown as Record<string, unknown>)[name]);
      }
      (window as unknown as { __clean: Map<string, unknown> }).__clean = clean;
    }, names);
  }

  /** Sanitises each input, compares with DOMPurify, and renders the outputs into the live document. */
  async run(cases: readonly { id: string; html: string }[]): Promise<LabRun[]> {
    return this.page.evaluate((list) => {
      type Lab = { sanitizeHtml(html: string): string };
      type Purify = { sanitize(html: string, cfg: object): string; removed: { element?: Element; attribute?: Attr | null; from?: Element }[] };
      const w = window as unknown as { lab: Lab; DOMPurify: Purify };
      const cfg = { ADD_TAGS: ['button1', 'button2', 'button3', 'button4', 'button5'], ADD_ATTR: ['target'] };
      const signature = (html: string) => {
        const doc = new DOMParser().parseFromString(`<body>${html}`, 'text/html');
        return [...doc.body.querySelectorAll('*')].map((el) => `${el.localName}${[...el.attributes].map((a) => ` ${a.name}=${a.value}`).sort().join('')}`).sort().join('|');
      };
      const out = document.getElementById('out')!;
      return list.map(({ id, html }) => {
        const output = w.lab.sanitizeHtml(html);
        w.DOMPurify.sanitize(output, cfg);
        const removed = w.DOMPurify.removed.map((r) => (r.attribute ? `@${r.attribute.name}=${r.attribute.value} on ${r.from?.nodeName}` : `<${r.element?.nodeName}>`));
        const holder = document.createElement('div');
        holder.dataset.case = id;
        holder.innerHTML = output;
        out.appendChild(holder);
        return { id, output, removed, stable: signature(w.lab.sanitizeHtml(output)) === signature(output) };
      });
    }, cases);
  }

  /** Scripts that ran (ids passed to top.__hit, dialogs). */
  async hits(): Promise<string[]> {
    return this.page.evaluate(() => [...(window as unknown as { __hits: string[] }).__hits]);
  }

  /**
   * Names of document or window properties that existed on the clean page and now point at an element or a
   * collection (DOM clobbering: an id or name shadowing what code reads).
   */
  async clobbered(names: readonly string[]): Promise<string[]> {
    return this.page.evaluate((list) => {
      const bad: string[] = [];
      const clean = (window as unknown as { __clean: Map<string, unknown> }).__clean;
      for (const name of list) {
        for (const [where, target] of [['document', document], ['window', window]] as const) {
          const key = `${where}.${name}`;
          if (!clean.has(key)) continue;
          const value = (target as unknown as Record<string, unknown>)[name];
          // Same object as on the clean page (document.body stays the same body, document.forms the same live list).
          if (value !== clean.get(key) && (value instanceof Element || value instanceof HTMLCollection || value instanceof NodeList)) bad.push(key);
        }
      }
      return bad;
    }, names);
  }

  /** What the browser makes of a vetted link: the href it resolves to and whether our check called it off-site. */
  async resolveLinks(urls: readonly string[]): Promise<{ input: string; href: string | null; protocol: string | null; sameOrigin: boolean | null; external: boolean | null }[]> {
    return this.page.evaluate((list) => {
      type Vetted = { href: string; external: boolean } | undefined;
      const lab = (window as unknown as { lab: { vetLink(v: string): Vetted } }).lab;
      return list.map((input) => {
        const vetted = lab.vetLink(input);
        if (!vetted) return { input, href: null, protocol: null, sameOrigin: null, external: null };
        const a = document.createElement('a');
        a.href = vetted.href;
        // The browser's own URL parser decides what the link is.
        const url = new URL(a.href);
        return { input, href: a.href, protocol: url.protocol, sameOrigin: url.origin === location.origin, external: vetted.external };
      });
    }, urls);
  }

  /** Lets handlers, image errors and animations fire. */
  async settle(ms = 500): Promise<void> {
    await this.page.waitForTimeout(ms);
  }
}
