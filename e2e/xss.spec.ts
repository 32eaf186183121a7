// Every string prop of every block schema receives every payload of the XSS corpus,
// saved by a content editor through the API; Chromium loads the page as a visitor and as the editor
// (edit mode on when the editor offers it). No payload may run: no dialog, no window.__xss, no CSP
// script violation, and no live handler or script URL in the rendered DOM. A second pass opens the editor's
// component data modal on blocks holding the payloads and visits its ui, JSON (Monaco), diff (jsondiffpatch)
// and changelog views, where the stored values are shown again by other code than the blocks'.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { blockTypes } from '../schemas';
import { blockBaseSchema, blockSchemas, validateBlockProps } from '../schemas/validators';
import { DataModal, SitePage, Toolbar } from './pages';
import { apiSignIn } from './support/session';
import { xssCorpus } from './support/xss-corpus';

// These saves are forced: the server requires the hash a layout was read with but does not compare it then.
const FORCED_HASH = 'e2e-forced-save';

// The visitor pass judges the renderer's own defence, so the page's CSP is bypassed there: a payload the renderer
// lets through runs and trips the wires. The editor pass keeps the CSP on, as deployed.
test.use({ bypassCSP: true });

const ROUTE = 'mobile-experience';
const LAYOUT = 'mobile-experience';

type Json = Record<string, unknown>;
type Path = (string | number)[];

interface Schemaish {
  type?: unknown;
  enum?: unknown;
  properties?: Record<string, Schemaish>;
  examples?: unknown[];
}

/** Visibility props that would hide the block from the visitor. */
const HIDING_PROPS = ['isDisabled', 'blockedScope', 'requireScope', 'requiresFeature', 'requiresPhaseId'];

function stringLeaves(value: unknown, prefix: Path = []): Path[] {
  if (typeof value === 'string') return [prefix];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...prefix, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...prefix, k]));
  return [];
}

const isStringSchema = (s: Schemaish) => !s.enum && (s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string')));

/** Every string prop of a block: the schema's (and the common base's) string properties plus every string in its examples. */
function stringPaths(type: string): { base: Json; paths: Path[] } {
  const schema = (blockSchemas as Record<string, Schemaish>)[type] as Schemaish;
  const base = structuredClone((schema.examples?.[0] ?? {}) as Json);
  for (const key of HIDING_PROPS) delete base[key];
  const declared = { ...((blockBaseSchema as Schemaish).properties ?? {}), ...(schema.properties ?? {}) };
  const fromSchema = Object.entries(declared).filter(([k, s]) => isStringSchema(s) && !HIDING_PROPS.includes(k)).map(([k]) => [k] as Path);
  const seen = new Set<string>();
  return {
    base,
    paths: [...fromSchema, ...stringLeaves(base)].filter((p) => {
      const key = JSON.stringify(p);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  };
}

function withValue(base: Json, path: Path, value: string): Json {
  const copy = structuredClone(base);
  let node = copy as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = value;
  return copy;
}

/**
 * The block props that put `text` at every one of `paths` (each accepted by the schema on its own), packed into as
 * few blocks as the schema accepts together: a path is added to the first block that stays valid with it.
 */
function packed(type: string, base: Json, paths: readonly Path[], text: string): Json[] {
  const blocks: Json[] = [];
  for (const path of paths) {
    const i = blocks.findIndex((props) => validateBlockProps(type as never, withValue(props, path, text)).ok);
    if (i >= 0) blocks[i] = withValue(blocks[i]!, path, text);
    else blocks.push(withValue(base, path, text));
  }
  return blocks;
}

/** How many payloads one page holds (each in blocks of its own). */
const PAYLOADS_PER_PAGE = 4;

function batches<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

interface Verdict {
  dialogs: string[];
  globals: string[];
  /** CSP violations raised by elements in the page (a live handler that only the policy stopped). */
  violations: string[];
  /** Every script-src violation, including those of the sanitizer's inert parse. */
  blocked: number;
  liveMarkup: string[];
}

/** Installs the tripwires before any page script runs. */
async function arm(page: Page, dialogs: string[]): Promise<void> {
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss().catch(() => undefined);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __xssHits: string[]; __cspViolations: string[] };
    w.__xssHits = [];
    w.__cspViolations = [];
    Object.defineProperty(window, '__xss', { configurable: false, get: () => w.__xssHits[0], set: (v: unknown) => { w.__xssHits.push(String(v)); } });
    document.addEventListener('securitypolicyviolation', (e) => {
      if (e.effectiveDirective.startsWith('script-src') || e.effectiveDirective === 'object-src') {
        // A connected element is a handler the renderer let into the page; the document itself is the target when
        // the sanitizer's inert DOMParser document trips the policy while it strips the payload.
        const t = e.target as Node | null;
        const live = t instanceof Element && t.isConnected;
        w.__cspViolations.push(`${live ? 'LIVE ' : ''}${e.effectiveDirective} ${e.blockedURI} at ${t instanceof Element ? `<${t.localName}>` : String(t?.nodeName)} from ${e.sourceFile}:${e.lineNumber}`);
      }
    });
  });
}

/** Reads the tripwires and scans the DOM under `scope` (the page's root; 'body' to include the editor's portals). */
async function inspect(page: Page, dialogs: string[], scope = '#root'): Promise<Verdict> {
  const found = await page.evaluate((scope) => {
    const w = window as unknown as { __xssHits: string[]; __cspViolations: string[] };
    const live: string[] = [];
    // Browsers ignore whitespace and control characters inside a URL scheme.
    // eslint-disable-next-line no-control-regex
    const scriptUrl = (v: string) => /^(javascript|vbscript|data:text\/html)/i.test(v.replace(/[\s\u0000-\u001f]/g, ''));
    const root = document.querySelector(scope);
    for (const el of Array.from(root?.querySelectorAll('*') ?? [])) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) live.push(`<${el.localName} ${attr.name}>`);
        if (['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc', 'poster', 'background'].includes(attr.name.toLowerCase()) && (attr.name === 'srcdoc' || scriptUrl(attr.value))) {
          live.push(`<${el.localName} ${attr.name}="${attr.value.slice(0, 60)}">`);
        }
      }
      // The server-rendered page's own state (a JSON data block, never run) is not content.
      const pageState = el.localName === 'script' && el.id === 'ssr-state' && el.getAttribute('type') === 'application/json' && el.parentElement === document.body;
      // Nor is its boot list (JSON) and the boot loader right after it (the one inline script, allowed by its hash).
      const bootList = el.localName === 'script' && el.id === 'boot' && el.getAttribute('type') === 'application/json' && el.parentElement === document.body;
      const bootLoader = el.localName === 'script' && el.parentElement === document.body && !el.hasAttribute('src') && el.previousElementSibling?.id === 'boot';
      if (['script', 'object', 'embed', 'base'].includes(el.localName) && !pageState && !bootList && !bootLoader) live.push(`<${el.localName}>`);
    }
    const violations = [...w.__cspViolations];
    w.__cspViolations.length = 0;
    return { globals: [...w.__xssHits], violations: violations.filter((v) => v.startsWith('LIVE ')), blocked: violations.length, liveMarkup: live };
  }, scope);
  return { dialogs: [...dialogs], ...found };
}

test('no XSS payload in any block string prop runs, for visitors or editors', async ({ page, request, browser }) => {
  test.setTimeout(20 * 60_000);
  const token = await apiSignIn(request, 'contenteditor');
  const auth = { authorization: `Bearer ${token}` };
  const settings = (await (await request.get('/api/settings')).json()) as { currentPhaseId: string };
  const phase = settings.currentPhaseId;
  const original = await request.get(`/api/content/${LAYOUT}--${phase}`);
  const originalComponents = original.ok() ? ((await original.json()) as { components: unknown[] }).components : [];

  const csp = (await request.get(`/en/${ROUTE}`)).headers()['content-security-policy'] ?? 'none';
  const targets = (blockTypes as readonly string[]).map((type) => ({ type, ...stringPaths(type) }));
  const pathCount = targets.reduce((n, t) => n + t.paths.length, 0);
  let tried = 0;
  let refusedBySchema = 0;
  let shownAsText = 0;
  let blockedByCsp = 0;
  const executed: string[] = [];
  const dialogs: string[] = [];
  await arm(page, dialogs);

  // Payloads go to the page a few at a time (PAYLOADS_PER_PAGE): each in blocks of its own, so what one payload
  // breaks cannot hide another, and a page load, its save and its quiet wait serve several payloads.
  for (const batch of batches(xssCorpus, PAYLOADS_PER_PAGE)) {
    const components: Json[] = [];
    for (const [k, payload] of batch.entries()) {
      for (const t of targets) {
        const accepted: Path[] = [];
        for (const path of t.paths) {
          tried++;
          // A payload the block schema refuses (a URL pattern, a format) can never be stored: that is a defence too.
          if (validateBlockProps(t.type as never, withValue(t.base, path, payload.text)).ok) accepted.push(path);
          else refusedBySchema++;
        }
        // Every accepted prop holds the payload, as few blocks of the type as the schema allows: the page renders
        // each prop with the payload once, in a sixth of the blocks that one block per prop would take.
        packed(t.type, t.base, accepted, payload.text).forEach((props, i) => {
          components.push({ componentId: `x${k}-${t.type.toLowerCase()}-${i}`, component: t.type, props, originalHash: null });
        });
      }
    }
    const ids = batch.map((p) => p.id).join(', ');
    const save = await request.put(`/api/content/${LAYOUT}`, { headers: auth, data: { environment: 'cont', phase, components, force: true, originalPageHash: FORCED_HASH } });
    expect(save.status(), `saving payloads ${ids}: ${await save.text()}`).toBe(200);

    await page.goto(`/en/${ROUTE}`);
    await page.waitForLoadState('networkidle');
    // Wait until the blocks have rendered the payloads (as text) before judging, so a late handler is caught too.
    await page
      .waitForFunction((texts) => texts.every((t) => document.getElementById('root')?.textContent?.includes(t)), batch.map((p) => p.text), { timeout: 10_000 })
      .catch(() => undefined);
    await page.waitForTimeout(300);
    const verdict = await inspect(page, dialogs);
    const bad = [...verdict.dialogs, ...verdict.globals, ...verdict.violations, ...verdict.liveMarkup];
    if (bad.length > 0) executed.push(`${ids}: ${bad.slice(0, 5).join(' | ')}`);
    // Plain-text props show the payload as text (rich-text props drop the markup): proof the blocks rendered it, inert.
    const shown = (await page.locator('#root').textContent()) ?? '';
    shownAsText += batch.filter((p) => shown.includes(p.text)).length;
    dialogs.length = 0;
  }

  // Control: the tripwires do catch a handler that runs (or that a CSP blocks) in this page.
  await page.evaluate(() => document.getElementById('root')?.insertAdjacentHTML('beforeend', `<img src="x" onerror="window.__xss='control'">`));
  // The handler runs once the broken image's load has failed: polled, as a fixed wait loses on a busy machine.
  await expect.poll(async () => (await inspect(page, dialogs)).globals, { message: 'tripwire control' }).toContain('control');
  const control = await inspect(page, dialogs);
  expect(control.liveMarkup.join(' '), 'DOM scan control').toContain('onerror');

  // The same pages as the signed-in content editor, with edit mode on when the editor offers it (Insert key).
  const editorContext = await browser.newContext({ bypassCSP: false });
  const editorPage = await editorContext.newPage();
  await arm(editorPage, dialogs);
  await editorPage.goto('/en/login');
  const editorButton = editorPage.getByRole('button', { name: /content ?editor/i });
  let editorView = `not signed in (no login button at ${editorPage.url()})`;
  if (await editorButton.first().waitFor({ timeout: 30_000 }).then(() => true, () => false)) {
    await editorButton.first().click();
    await editorPage.waitForURL((url) => !url.pathname.endsWith('/login'));
    editorView = 'signed in as content editor, edit mode toggled with Insert';
    for (const batch of batches(xssCorpus.slice(0, 12), PAYLOADS_PER_PAGE)) {
      const components = batch.flatMap((payload, k) =>
        targets.flatMap((t) => {
          const accepted = t.paths.filter((path) => validateBlockProps(t.type as never, withValue(t.base, path, payload.text)).ok);
          return packed(t.type, t.base, accepted, payload.text).map((props, i) => ({ componentId: `x${k}-${t.type.toLowerCase()}-${i}`, component: t.type, props, originalHash: null }));
        }),
      );
      await request.put(`/api/content/${LAYOUT}`, { headers: auth, data: { environment: 'cont', phase, components, force: true, originalPageHash: FORCED_HASH } });
      await editorPage.goto(`/en/${ROUTE}`);
      await editorPage.waitForLoadState('networkidle');
      await editorPage.keyboard.press('Insert');
      await editorPage.waitForTimeout(300);
      const verdict = await inspect(editorPage, dialogs);
      blockedByCsp += verdict.blocked;
      const bad = [...verdict.dialogs, ...verdict.globals, ...verdict.violations, ...verdict.liveMarkup];
      if (bad.length > 0) executed.push(`editor ${batch.map((p) => p.id).join(', ')}: ${bad.slice(0, 5).join(' | ')}`);
      dialogs.length = 0;
    }
  }

  await editorContext.close();
  await request.put(`/api/content/${LAYOUT}`, { headers: auth, data: { environment: 'cont', phase, components: originalComponents, force: true, originalPageHash: FORCED_HASH } });
  console.log(
    `xss: ${xssCorpus.length} payloads x ${pathCount} string props of ${targets.length} block types: XSS payloads tried ${tried} ` +
    `(${tried - refusedBySchema} stored, ${refusedBySchema} refused by the block schemas), executed ${executed.length}; payloads shown as inert text ${shownAsText}/${xssCorpus.length}; editor view: ${editorView} (CSP on: ${blockedByCsp} inline handlers refused while the sanitizer parsed payloads); page CSP: ${csp}`,
  );
  for (const e of executed.slice(0, 20)) console.log(`xss executed: ${e}`);
  expect(executed).toEqual([]);
  expect(shownAsText).toBeGreaterThan(0);
});

// The data modal pass. A sample rather than every block: the modal's views show any block's props through the
// same code, so what varies is where a value sits. Every payload goes through every view in each of three shapes:
// - sectionHeading: top-level text props (the ui view's text inputs), five payloads a block, so 8 blocks;
// - featuredSpeakers: one block with a speaker per payload, the payload in its name and its social link's label
//   (objects nested in arrays: the JSON, diff and changelog views; the ui view lists them as collapsed items);
// - happeningNow: one block whose string list holds every payload (the ui view's list, a text field per item).
// uat holds the same blocks with every payload suffixed, so the diff against uat shows hostile text on both sides.
// Like the visitor pass, the page's CSP is bypassed: a value a view let through would run and trip the wires.

interface ModalBlock {
  id: string;
  type: string;
  props: Json;
  /** The payload texts the block holds. */
  texts: string[];
}

/** Blocks of `type` whose top-level text props take the payloads in turn, each where its schema accepts it. */
function topLevelBlocks(type: string, texts: readonly string[]): ModalBlock[] {
  const { base, paths } = stringPaths(type);
  const topLevel = paths.filter((p) => p.length === 1);
  const pending = [...texts];
  const blocks: ModalBlock[] = [];
  while (pending.length > 0) {
    let props = base;
    const held: string[] = [];
    for (const path of topLevel) {
      const i = pending.findIndex((text) => validateBlockProps(type as never, withValue(props, path, text)).ok);
      if (i < 0) continue;
      props = withValue(props, path, pending[i]!);
      held.push(...pending.splice(i, 1));
    }
    if (held.length === 0) break;
    blocks.push({ id: `m-${type.toLowerCase()}-${blocks.length}`, type, props, texts: held });
  }
  return blocks;
}

function modalBlocks(texts: readonly string[]): ModalBlock[] {
  // A short speaker (its name and, one level deeper, a social link's label), so Monaco scrolls through 36 quickly.
  const speaker = (text: string) => ({ speakerName: text, socialHandles: [{ link: 'https://www.linkedin.com/in/example', ariaLabel: text }] });
  return [
    ...topLevelBlocks('sectionHeading', texts),
    { id: 'm-featuredspeakers', type: 'featuredSpeakers', props: { heading: texts[0], speakers: texts.map(speaker) }, texts: [...texts] },
    { id: 'm-happeningnow', type: 'happeningNow', props: { ...stringPaths('happeningNow').base, heading: texts[0], sessionTypes: [...texts] }, texts: [...texts] },
  ];
}

/** The block with each payload string suffixed where the schema accepts it (uat's differing copy). */
function suffixed(block: ModalBlock, suffix: string): Json {
  let props = block.props;
  for (const path of stringLeaves(block.props)) {
    let node: unknown = props;
    for (const k of path) node = (node as Record<string | number, unknown>)[k];
    if (typeof node !== 'string' || !block.texts.includes(node)) continue;
    const next = withValue(props, path, `${node}${suffix}`);
    if (validateBlockProps(block.type as never, next).ok) props = next;
  }
  return props;
}

/**
 * Top-level props the ui view edits holding a payload: [label, field value]. A list of strings has a field per item,
 * labelled with the prop name and the item's number ('sessionTypes 3').
 */
function uiFields(block: ModalBlock): [string, string][] {
  const properties = ((blockSchemas as Record<string, Schemaish>)[block.type]?.properties ?? {}) as Record<string, { 'x-widget'?: string }>;
  return Object.entries(block.props).flatMap(([key, value]): [string, string][] => {
    // A rich-text prop is shown in the rich-text editor as formatted text (its HTML parsed into the editor's few
    // nodes, nothing else kept), not as its source: the tripwires still watch it.
    if (properties[key]?.['x-widget'] === 'richtext') return [];
    if (typeof value === 'string' && block.texts.includes(value)) return [[key, value]];
    if (Array.isArray(value) && value.some((v) => typeof v === 'string' && block.texts.includes(v))) {
      return value.flatMap((v, i): [string, string][] => (typeof v === 'string' ? [[`${key} ${i + 1}`, v]] : []));
    }
    return [];
  });
}

/** Signs in as a content editor on the login page, opens the page and turns edit mode on with the Insert key. */
async function editPage(page: Page, route: string): Promise<void> {
  const site = new SitePage(page);
  await site.signInAs('Content Editor');
  await site.goto(`/en/${route}`);
  await new Toolbar(page).enterEditMode();
}

/**
 * Scrolls Monaco from top to bottom with the mouse wheel (it renders only the lines in view, so this puts every
 * line in the DOM once) and answers each screen's text, its visual lines in order. Each step is well under the
 * 420 px view, so every line, wrapped or not, is whole on some screen.
 */
async function monacoScreens(page: Page, editor: Locator): Promise<string[]> {
  const screen = () =>
    editor.evaluate((root) => {
      const lines = Array.from(root.querySelectorAll<HTMLElement>('.view-lines .view-line'));
      lines.sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top));
      return { text: lines.map((line) => line.textContent ?? '').join('\n'), top: root.querySelector<HTMLElement>('.lines-content')?.style.top ?? '' };
    });
  await editor.hover();
  const screens: string[] = [];
  let last = await screen();
  screens.push(last.text);
  // A wheel notch scrolls Monaco 50 px; with Alt held, its fast scroll makes that 250 px.
  await page.keyboard.down('Alt');
  try {
    for (let i = 0; i < 200; i++) {
      await page.mouse.wheel(0, 100);
      // Monaco renders on the next animation frame.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const next = await screen();
      if (next.top === last.top) break;
      expect(Math.abs(parseFloat(next.top) - parseFloat(last.top)), 'Monaco scroll step').toBeLessThanOrEqual(340);
      screens.push(next.text);
      last = next;
    }
  } finally {
    await page.keyboard.up('Alt');
  }
  return screens;
}

/** The texts not found in `shown` (whitespace aside: Monaco wraps long lines and indents their continuations). */
function missing(texts: readonly string[], shown: readonly string[]): string[] {
  const squeeze = (s: string) => s.replace(/\s/g, '');
  const screens = shown.map(squeeze);
  return texts.filter((text) => !screens.some((screen) => screen.includes(squeeze(JSON.stringify(text)))));
}

test('no XSS payload runs in the editor data modal: ui, JSON, diff and changelog views show them as text', async ({ page, request }) => {
  test.setTimeout(300_000);
  const token = await apiSignIn(request, 'contenteditor');
  const auth = { authorization: `Bearer ${token}` };
  const phase = ((await (await request.get('/api/settings')).json()) as { currentPhaseId: string }).currentPhaseId;
  const stored = async (env: string) => {
    const res = await request.get(`/api/content/${LAYOUT}--${phase}?env=${env}`, { headers: auth });
    return res.ok() ? ((await res.json()) as { components: unknown[] }).components : [];
  };
  const originals = { cont: await stored('cont'), uat: await stored('uat') };
  const save = async (env: string, components: unknown[]) => {
    const res = await request.put(`/api/content/${LAYOUT}`, { headers: auth, data: { environment: env, phase, components, force: true, originalPageHash: FORCED_HASH } });
    expect(res.status(), `saving the ${env} layout: ${res.ok() ? '' : await res.text()}`).toBe(200);
  };

  const texts = xssCorpus.map((p) => p.text);
  const UAT = ' (uat)';
  const blocks = modalBlocks(texts).map((b) => ({ ...b, uat: suffixed(b, UAT) }));
  for (const b of blocks) expect(validateBlockProps(b.type as never, b.props), `${b.id} props`).toEqual({ ok: true });
  await save('uat', blocks.map((b) => ({ componentId: b.id, component: b.type, props: b.uat, originalHash: null })));
  // The cont save is the changelog entry the changelog view lists for each block.
  await save('cont', blocks.map((b) => ({ componentId: b.id, component: b.type, props: b.props, originalHash: null })));

  const executed: string[] = [];
  const dialogs: string[] = [];
  // Payloads shown as text in each view, counted per (block, payload).
  const shown = { ui: 0, json: 0, diff: 0, changelog: 0 };
  const held = blocks.reduce((n, b) => n + b.texts.length, 0);
  const started = Date.now();
  try {
    await arm(page, dialogs);
    await editPage(page, ROUTE);
    for (const b of blocks) {
      const label = `${b.id} (${b.type})`;
      await new Toolbar(page).block(b.id).edit.click();
      const data = new DataModal(page, b.id);
      const modal = data.root;

      // ui: the stored value is the value of its form field.
      await expect(data.tab('UI')).toHaveAttribute('aria-selected', 'true');
      const fields = uiFields(b);
      for (const [name, value] of fields) await expect(data.field(name)).toHaveValue(value);
      shown.ui += new Set(fields.flatMap(([, value]) => b.texts.filter((t) => value === t || value.split('\n').includes(t)))).size;

      // JSON: Monaco shows the props as JSON text, every line of it once scrolled through.
      await data.tab('JSON').click();
      const editor = modal.locator('.monaco-editor');
      await expect(data.json).toBeAttached();
      await expect(editor.locator('.view-line').first()).toContainText('{');
      const inMonaco = await monacoScreens(page, editor);
      expect(missing(b.texts, inMonaco), `payloads of ${label} not shown as text in the JSON view`).toEqual([]);
      shown.json += b.texts.length;

      // diff: jsondiffpatch's HTML, uat's value on the left and cont's on the right, both as text.
      await data.tab('Diff').click();
      const diff = data.diff('UAT', 'CONT');
      await expect(diff).toContainText(JSON.stringify(b.texts[0]));
      const diffText = (await diff.textContent()) ?? '';
      expect(missing(b.texts, [diffText]), `payloads of ${label} not shown as text in the diff view`).toEqual([]);
      const uatTexts = stringLeaves(b.uat).map((path) => path.reduce<unknown>((node, k) => (node as Json)[k], b.uat) as string).filter((v) => v.endsWith(UAT));
      expect(uatTexts.length).toBeGreaterThan(0);
      expect(missing(uatTexts, [diffText]), `uat values of ${label} not shown as text in the diff view`).toEqual([]);
      shown.diff += b.texts.length;

      // changelog: the save that stored the payloads, its diff as text.
      await data.tab('Changelog').click();
      const change = data.saves.getByTestId('changelog.diff').first();
      await expect(change).toContainText(JSON.stringify(b.texts[0]));
      expect(missing(b.texts, [(await change.textContent()) ?? '']), `payloads of ${label} not shown as text in the changelog`).toEqual([]);
      shown.changelog += b.texts.length;

      const verdict = await inspect(page, dialogs, 'body');
      const bad = [...verdict.dialogs, ...verdict.globals, ...verdict.violations, ...verdict.liveMarkup];
      if (bad.length > 0) executed.push(`${label}: ${bad.slice(0, 5).join(' | ')}`);
      dialogs.length = 0;
      await data.close.click();
      await expect(modal).toHaveCount(0);
    }

    // Control: the DOM scan reaches into the block's views (docked in the editor's side panel), and
    // the tripwire catches a handler that runs there.
    await new Toolbar(page).block(blocks[0]!.id).edit.click();
    await new DataModal(page, blocks[0]!.id).root.evaluate((modal) => modal.insertAdjacentHTML('beforeend', `<img src="x" onerror="window.__xss='modal control'">`));
    await expect.poll(async () => (await inspect(page, dialogs, 'body')).globals, { message: 'tripwire control in the modal' }).toContain('modal control');
    const control = await inspect(page, dialogs, 'body');
    expect(control.liveMarkup.join(' '), 'DOM scan control in the modal').toContain('onerror');
  } finally {
    await save('cont', originals.cont);
    await save('uat', originals.uat);
  }

  const types = [...new Set(blocks.map((b) => b.type))].map((type) => `${blocks.filter((b) => b.type === type).length} ${type}`);
  console.log(
    `xss data modal: ${xssCorpus.length} payloads in ${blocks.length} blocks (${types.join(', ')}; ${held} block-payload pairs), ` +
    `each block through the ui, JSON, diff (against uat) and changelog views in ${Math.round((Date.now() - started) / 1000)} s: executed ${executed.length}; ` +
    `shown as text: ui ${shown.ui}, JSON ${shown.json}, diff ${shown.diff}, changelog ${shown.changelog} of ${held}`,
  );
  for (const e of executed.slice(0, 20)) console.log(`xss executed in the data modal: ${e}`);
  expect(executed).toEqual([]);
  // Every payload reached a ui field (the sectionHeading inputs and the happeningNow list hold them all).
  expect(new Set(blocks.flatMap((b) => uiFields(b).flatMap(([, value]) => b.texts.filter((t) => value.split('\n').includes(t) || value === t)))).size).toBe(xssCorpus.length);
});
