// Every page route is rendered on the server. What crawlers and the first paint get (the HTML before any
// script), who it is rendered for (the session cookie), and that the browser hydrates it without a warning,
// without asking the API again for what the HTML brought, and without moving anything.
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ServerHtml } from './pages';
import { apiSignIn } from './support/session';
import { watchConsole } from './support/console';

const HERO = 'Build what is next with AI, cloud and data';
const SIGN_UP_HEADING = 'Make the most of Nimbus';

test.describe('the HTML the server sends', () => {
  test('home holds the hero heading, the page title and its og and twitter tags, and no inline script but the boot loader', async ({
    request,
  }) => {
    const home = await ServerHtml.fetch(request, '/en/home');
    expect(home.status).toBe(200);
    expect(home.html).toMatch(/<html lang="en">/);
    expect(home.title).toBe('Nimbus Developer Conference 2027');
    expect(home.meta('name', 'description')).toBe(
      'Three days of cloud, AI, data and security for developers. Seattle and online, May 18–20, 2027.',
    );
    expect(home.meta('property', 'og:title')).toBe('Nimbus Developer Conference 2027');
    expect(home.meta('property', 'og:image')).toBe('https://nimbusconf.example.com/og/home.png');
    expect(home.meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(home.meta('name', 'robots')).toBe('index, follow');
    expect(home.head).toContain('<link rel="canonical" href="https://nimbusconf.example.com/en/home">');
    expect(home.text()).toContain(HERO);
    // The entry and the blocks' chunk are asked for by the boot loader once the HTML has painted (nothing in <head>
    // competes with the page's first paint); the stylesheets come inline (no request blocks the first paint), each
    // with a disabled link that tells Vite's loader it is in the page.
    expect(home.head).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(home.boot?.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(home.boot?.preload).toContainEqual(expect.stringMatching(/^\/assets\/all-blocks-[\w-]+\.js$/));
    expect(home.head).toMatch(
      /<style data-href="\/assets\/all-blocks-[\w-]+\.css">[^<]*\.blk-[^<]*<\/style><link rel="stylesheet" crossorigin href="\/assets\/all-blocks-[\w-]+\.css" disabled>/,
    );
    expect(home.head).toMatch(/<style data-href="\/assets\/index-[\w-]+\.css">/);
    expect(home.head).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
    // The one inline script is the boot loader, and the page's policy allows it by its hash alone.
    expect(home.inlineScripts).toBe(1);
    const hash = createHash('sha256')
      .update(home.inlineScriptTexts[0] ?? '')
      .digest('base64');
    expect(home.csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`));
    expect(/script-src [^;]*/.exec(home.csp)?.[0]).not.toContain('unsafe-inline');
  });

  test('a page names and preloads only the blocks it rendered for the visitor', async ({ request }) => {
    // The home layout holds the tool belt, which needs the event-tools scope: anonymous visitors never load it.
    const anonymous = await ServerHtml.fetch(request, '/en/home');
    expect(anonymous.blockTypes).toEqual(
      expect.arrayContaining(['headerBanner', 'countdown', 'tabExplorer', 'agenda']),
    );
    expect(anonymous.blockTypes).not.toContain('toolBelt');
    await request.post('/api/auth/dev/sign-in', { data: { persona: 'attendee' } });
    const attendee = await ServerHtml.fetch(request, '/en/home');
    expect(attendee.blockTypes).toContain('toolBelt');
  });

  test("editors' rich text is sanitised into markup on the server, not escaped into visible tags", async ({
    request,
  }) => {
    // The site-wide announcement from settings, on a page without an announcement block of its own.
    const page = await ServerHtml.fetch(request, '/en/code-of-conduct');
    expect(page.body).toContain('Early-bird registration ends <strong>February 28</strong>');
    expect(page.body).not.toContain('&lt;strong&gt;');
  });

  test('the German home is German from the first byte', async ({ request }) => {
    const home = await ServerHtml.fetch(request, '/de/home');
    expect(home.html).toMatch(/<html lang="de">/);
    expect(home.text()).toContain('Holen Sie das Beste aus Nimbus heraus');
  });

  test('redirects and statuses are answered by the server', async ({ request }) => {
    expect((await ServerHtml.fetch(request, '/')).location).toBe('/en/home');
    const gated = await ServerHtml.fetch(request, '/en/schedule');
    expect(gated.status).toBe(302);
    expect(gated.location).toBe('/en/login?returnUrl=%2Fen%2Fschedule');
    const missing = await ServerHtml.fetch(request, '/en/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text()).toContain('Page not found');
  });

  test("a signed-in attendee's first HTML already shows what their scopes allow", async ({ request }) => {
    const anonymous = await ServerHtml.fetch(request, '/en/home');
    expect(anonymous.text()).toContain(SIGN_UP_HEADING);
    // The sign-in answer sets the HttpOnly page session cookie; the request context keeps it.
    await apiSignIn(request, 'attendee');
    const attendee = await ServerHtml.fetch(request, '/en/home');
    expect(attendee.status).toBe(200);
    expect(attendee.text()).toContain(HERO);
    // Hidden from holders of the event-tools scope (they get the tool belt instead).
    expect(attendee.text()).not.toContain(SIGN_UP_HEADING);
    // Personal pages are never shared: not the anonymous copy, and private to the browser.
    const schedule = await request.get('/en/schedule', { maxRedirects: 0 });
    expect(schedule.status()).toBe(200);
    expect(schedule.headers()['cache-control']).toBe('private, no-cache');
    // The state the browser hydrates from names the visitor but never carries a token.
    expect(attendee.html).not.toMatch(/"token"|eyJhbGci/);
  });

  test('anonymous HTML is cached with a strong ETag and follows a content change at once', async ({
    request,
  }) => {
    const first = await request.get('/en/code-of-conduct');
    const etag = first.headers().etag ?? '';
    expect(etag).toMatch(/^"[\w-]+(\.br|\.gz)?"$/);
    expect((await request.get('/en/code-of-conduct', { headers: { 'If-None-Match': etag } })).status()).toBe(
      304,
    );

    const token = await apiSignIn(request, 'contenteditor');
    const auth = { Authorization: `Bearer ${token}` };
    const layout = (await (
      await request.get('/api/content/code-of-conduct--pre-event?env=cont', { headers: auth })
    ).json()) as {
      hash: string;
      components: { componentId: string; props: Record<string, unknown> }[];
    };
    const save = (components: typeof layout.components, hash: string) =>
      request.put('/api/content/code-of-conduct', {
        headers: auth,
        data: { environment: 'cont', phase: 'pre-event', components, originalPageHash: hash },
      });
    const changed = layout.components.map((c) =>
      c.componentId === 'heading' ? { ...c, props: { ...c.props, heading: 'Be kind, be curious' } } : c,
    );
    const saved = await save(changed, layout.hash);
    expect(saved.status()).toBe(200);
    try {
      const after = await ServerHtml.fetch(request, '/en/code-of-conduct');
      expect(after.text()).toContain('Be kind, be curious');
    } finally {
      // Put the heading back, saved against what is stored now.
      const { layout: now } = (await saved.json()) as { layout: typeof layout };
      const original = layout.components.find((c) => c.componentId === 'heading')?.props ?? {};
      const restored = now.components.map((c) =>
        c.componentId === 'heading' ? { ...c, props: original } : c,
      );
      expect((await save(restored, now.hash)).status()).toBe(200);
    }
  });
});

/** Console errors and warnings (React reports hydration mismatches there) and the API reads after load. */
function watch(page: Page) {
  const problems = watchConsole(page);
  const reads: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/api\/(settings|content|translation|chrome)\b/.test(path)) reads.push(path);
  });
  return { problems, reads };
}

for (const path of ['/en/home', '/en/sessions']) {
  test(`${path} asks for no stylesheet: its styles, the blocks' own included, are in the HTML`, async ({
    page,
  }) => {
    const styles: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet' || r.url().endsWith('.css')) styles.push(r.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main')).toBeVisible();
    expect(styles).toEqual([]);
    // The styles apply: the header is laid out by the site's stylesheet, not the browser's defaults.
    expect(await page.getByRole('banner').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  });
}

const ROUTES = [
  '/en/error',
  '/en/home',
  '/en/sessions',
  '/en/speakers',
  '/en/sponsors',
  '/en/code-of-conduct',
  '/en/accessibility',
  '/en/get-help',
  '/en/discover',
  '/en/login',
  '/en/no-such-page',
];

test.describe('hydration', () => {
  for (const path of ROUTES) {
    test(`${path} hydrates without a warning and without asking the API again`, async ({ page }) => {
      const seen = watch(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('main')).toBeVisible();
      expect(seen.problems).toEqual([]);
      expect(seen.reads).toEqual([]);
    });
  }

  test('hydrating home changes nothing on <html>, <body> or <head>: the page properties and head tags are in the HTML', async ({ page }) => {
    // Every change the page's code makes to the document's top, from the moment the HTML is read.
    await page.addInitScript(() => {
      const seen = window as unknown as { topChanges: string[] };
      seen.topChanges = [];
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((list) => {
          for (const m of list) seen.topChanges.push(`${(m.target as Element).nodeName ?? m.target.nodeName} ${m.type} ${m.attributeName ?? ''}`);
        }).observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'style', 'lang'] });
        new MutationObserver((list) => {
          for (const m of list) if (m.target.nodeName !== 'HEAD' || m.type !== 'childList') seen.topChanges.push(`${m.target.nodeName} ${m.type} ${m.attributeName ?? ''}`);
        }).observe(document.head, { attributes: true, characterData: true, childList: true, subtree: true });
        new MutationObserver((list) => {
          for (const m of list) seen.topChanges.push(`BODY ${m.type} ${m.attributeName ?? ''}`);
        }).observe(document.body, { attributes: true });
      });
    });
    const home = await ServerHtml.fetch(page.request, '/en/home');
    expect(home.html).toMatch(/<body class="page-properties home cap-1920[^"]*"/);
    await page.goto('/en/home');
    await expect(page.locator('#root[data-hydrated]')).toBeAttached();
    await expect(page.locator('body.page-properties.home')).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { topChanges: string[] }).topChanges)).toEqual([]);
  });

  test('a signed-in attendee hydrates their own page without a warning', async ({ page }) => {
    await page.goto('/en/login');
    await page.getByRole('button', { name: 'Attendee', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    const seen = watch(page);
    await page.goto('/en/schedule', { waitUntil: 'networkidle' });
    await expect(page.getByRole('main')).toBeVisible();
    expect(seen.problems).toEqual([]);
  });
});

/**
 * Counts the Intl formats the page builds (a date, number, list or relative-time format): the first one in a tab
 * sets up the browser's locale data, tens of ms of a phone's CPU. A page hydrates from the server's texts instead.
 */
async function countIntlFormats(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { intlFormats: string[] };
    counted.intlFormats = [];
    for (const name of ['DateTimeFormat', 'NumberFormat', 'ListFormat', 'RelativeTimeFormat'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      const Counted = function (...args: unknown[]) {
        counted.intlFormats.push(name);
        return new Original(...args);
      } as unknown as typeof Intl.DateTimeFormat;
      Object.assign(Counted, { prototype: Original.prototype, supportedLocalesOf: (Original as unknown as typeof Intl.DateTimeFormat).supportedLocalesOf });
      (Intl as unknown as Record<string, unknown>)[name] = Counted;
    }
  });
}

test.describe('hydration without Intl', () => {
  for (const path of ['/en/home', '/en/sessions', '/en/sessions/KEY101', '/de/sessions']) {
    test(`${path} hydrates with the times, lists and numbers the server printed, building no Intl format`, async ({ page }) => {
      await countIntlFormats(page);
      await page.goto(path);
      await expect(page.locator('#root[data-hydrated]')).toBeAttached();
      await expect(page.getByRole('main')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { intlFormats: string[] }).intlFormats)).toEqual([]);
    });
  }

  test('a signed-in attendee\'s schedule hydrates building no Intl format', async ({ page }) => {
    await page.goto('/en/login');
    await page.getByRole('button', { name: 'Attendee', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await countIntlFormats(page);
    await page.goto('/en/schedule');
    await expect(page.locator('#root[data-hydrated]')).toBeAttached();
    await expect(page.getByRole('main')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { intlFormats: string[] }).intlFormats)).toEqual([]);
  });
});

test.describe('layout stability', () => {
  // When a busy machine paints is the browser's choice, so a shift can show on one load and not on the next: the
  // tries after a failure tell such an accident from a shift the page makes every time (each failure names what moved).
  test.describe.configure({ retries: 2 });
  for (const width of [375, 1920]) {
    test(`home does not move while it loads and hydrates at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      // A slow phone (or a loaded machine) paints while the HTML is still being parsed: nothing painted may move.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.addInitScript(() => {
        const seen: { value: number; moved: string[] }[] = [];
        (window as unknown as { shifts: typeof seen }).shifts = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & LayoutShiftEntry)[]) {
            if (entry.hadRecentInput) continue;
            const moved = entry.sources.map((s) => {
              const el = s.node instanceof Element ? s.node : s.node?.parentElement;
              const where = (r: DOMRectReadOnly) =>
                `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
              return `${el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}` : '?'} ${where(s.previousRect)} -> ${where(s.currentRect)}`;
            });
            seen.push({ value: entry.value, moved });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/en/home', { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(
        () => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts,
      );
      expect(shifts, 'layout shifts and what moved').toEqual([]);
    });
  }
});

/** The Layout Instability API's entry (not in TypeScript's DOM library). */
interface LayoutShiftEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}
