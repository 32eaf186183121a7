// The static Storybook (`npm run build-storybook`) opened in a real browser, as a designer uses it: the
// sidebar lists the block groups and the gated-blocks page, the toolbar's Persona, Phase and Edit mode hide and
// show gated blocks by their visibility rules, and a block's Docs page shows its schema description and controls.
// It serves storybook-static/ itself; the app server Playwright starts for every spec is not used here.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { gatedBlocks } from '../stories/gated-blocks';
import { serveStatic, type StaticServer } from './support/static-server';

const ROOT = fileURLToPath(new URL('../storybook-static/', import.meta.url));
// A port of its own, beside the app server's E2E_PORT.
const PORT = Number(process.env.STORYBOOK_E2E_PORT ?? 4326);
// The manager UI and the preview boot from many chunks; on a busy machine that takes a while.
const BOOT = { timeout: 45_000 };

let server: StaticServer;

test.beforeAll(async () => {
  if (!existsSync(`${ROOT}index.html`))
    throw new Error(`${ROOT}index.html is missing: run npm run build-storybook first`);
  server = await serveStatic(ROOT, PORT);
});

test.afterAll(async () => {
  await server?.close();
});

// Telemetry is off (.storybook/main.ts, --disable-telemetry): Storybook must not reach beyond this machine.
let offHost: string[] = [];
test.beforeEach(({ context }) => {
  offHost = [];
  context.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.hostname !== '127.0.0.1')
      offHost.push(req.url());
  });
});
test.afterEach(() => {
  expect(offHost, 'requests outside 127.0.0.1').toEqual([]);
});

const preview = (page: Page) => page.frameLocator('#storybook-preview-iframe');
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Stories' });

function headingOf(componentId: (typeof gatedBlocks)[number]['componentId']): string {
  const block = gatedBlocks.find((b) => b.componentId === componentId);
  if (!block) throw new Error(`no gated block ${componentId}`);
  return block.props.heading;
}
const gated = (frame: FrameLocator, componentId: Parameters<typeof headingOf>[0]) =>
  frame.getByRole('heading', { name: headingOf(componentId), exact: true });

/** Opens a sidebar node (group or component) unless it is open already; a second click would close it. */
async function expand(page: Page, name: string) {
  const node = sidebar(page).getByRole('button', { name, exact: true });
  await expect(node).toBeVisible(BOOT);
  if ((await node.getAttribute('aria-expanded')) !== 'true') await node.click();
  await expect(node).toHaveAttribute('aria-expanded', 'true');
}

/** Picks `option` from a toolbar menu, found by the description its button carries (.storybook/preview.tsx). */
async function choose(page: Page, description: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${description}`) }).click();
  await page
    .getByRole('listbox', { name: description })
    .getByRole('option', { name: option, exact: true })
    .click();
  await expect(page.getByRole('button', { name: `${description} ${option}`, exact: true })).toBeVisible();
}
const PERSONA = 'Attendee type: the scopes of the demo persona';
const PHASE = 'Current event phase';
const EDIT_MODE = 'Edit mode: editors see a block’s requirements instead of it being hidden';

test('the sidebar lists the block groups under Blocks, and the gated-blocks stories', async ({ page }) => {
  await page.goto(`${server.origin}/`);
  const nav = sidebar(page);
  // Top-level entries are labelled by what their toggle does; the text names the entry.
  const blocksRoot = nav
    .getByRole('button', { name: 'Collapse', exact: true })
    .filter({ hasText: /^Blocks$/ });
  await expect(blocksRoot).toBeVisible(BOOT);
  const groups = ['Banner', 'Blade', 'Layout', 'Social', 'Faq', 'Video', 'Other'];
  for (const group of groups)
    await expect(nav.getByRole('button', { name: group, exact: true })).toBeVisible();
  // Exactly these groups hang under Blocks (Storybook marks each entry's parent in the sidebar tree).
  const underBlocks = await nav
    .locator('[data-parent-id="blocks"]')
    .getByRole('button')
    .evaluateAll((els) => els.map((el) => el.textContent ?? ''));
  expect(underBlocks.toSorted()).toEqual(groups.toSorted());
  // Collapsing Blocks hides its groups; expanding shows them again.
  await blocksRoot.click();
  await expect(nav.getByRole('button', { name: 'Banner', exact: true })).toBeHidden();
  await nav
    .getByRole('button', { name: 'Expand', exact: true })
    .filter({ hasText: /^Blocks$/ })
    .click();
  await expect(nav.getByRole('button', { name: 'Banner', exact: true })).toBeVisible();

  await expand(page, 'Gated blocks');
  for (const story of [
    'Gated Blocks',
    'As In Person Attendee',
    'As Anonymous Before The Event',
    'As Editor In Edit Mode',
  ])
    await expect(nav.getByRole('link', { name: story, exact: true })).toBeVisible();
});

test('persona, phase and edit mode in the toolbar hide and show the gated blocks', async ({ page }) => {
  await page.goto(`${server.origin}/`);
  const nav = sidebar(page);
  await expand(page, 'Gated blocks');
  await nav.getByRole('link', { name: 'Gated Blocks', exact: true }).click();
  await expect(page).toHaveURL(/path=\/story\/visibility-gated-blocks--gated-blocks/);
  const frame = preview(page);

  // The defaults: an anonymous visitor, live, all flags on, edit mode off.
  await expect(gated(frame, 'always')).toBeVisible(BOOT);
  await expect(page.getByRole('button', { name: `${PERSONA} Anonymous`, exact: true })).toBeVisible();
  await expect(gated(frame, 'inperson-only')).toHaveCount(0);
  await expect(gated(frame, 'no-event-tools')).toBeVisible();
  await expect(gated(frame, 'live-or-post')).toBeVisible();
  await expect(gated(frame, 'pre-event-only')).toHaveCount(0);
  await expect(gated(frame, 'disabled')).toHaveCount(0);

  // requireScope inperson shows; blockedScope event-tools (which an in-person attendee holds) hides.
  await choose(page, PERSONA, 'In-person attendee');
  await expect(gated(frame, 'inperson-only')).toBeVisible();
  await expect(gated(frame, 'no-event-tools')).toHaveCount(0);
  await expect(gated(frame, 'always')).toBeVisible();

  // requiresPhaseId: pre-event-only appears before the event, live-or-post disappears, and the other way round.
  await choose(page, PHASE, 'Pre-event');
  await expect(gated(frame, 'pre-event-only')).toBeVisible();
  await expect(gated(frame, 'live-or-post')).toHaveCount(0);
  await choose(page, PHASE, 'Post-event');
  await expect(gated(frame, 'live-or-post')).toBeVisible();
  await expect(gated(frame, 'pre-event-only')).toHaveCount(0);

  // Back to anonymous: the in-person block goes away again.
  await choose(page, PERSONA, 'Anonymous');
  await expect(gated(frame, 'inperson-only')).toHaveCount(0);
  await expect(gated(frame, 'no-event-tools')).toBeVisible();

  // Edit mode: editors see every gated block with what it needs (renderer/BlockNotice.tsx), and the disabled
  // block's notice (renderer/notices.ts) instead of the block.
  await choose(page, EDIT_MODE, 'Edit mode on');
  await expect(gated(frame, 'inperson-only')).toBeVisible();
  await expect(gated(frame, 'pre-event-only')).toBeVisible();
  for (const notice of [
    'Component [inperson-only] is hidden from the current viewer. It is shown only when:',
    'scopes inperson are all held (missing: inperson)',
    'Component [pre-event-only] is hidden from the current viewer. It is shown only when:',
    'the phase is one of pre-event (not the current phase)',
    'Component [live-or-post] is visible to the current viewer. It is shown only when:',
    'Component [disabled] is disabled',
  ])
    await expect(frame.getByText(notice, { exact: true })).toBeVisible();
  await expect(gated(frame, 'disabled')).toHaveCount(0);

  // Edit mode off: the notices go and the rules hide the blocks again.
  await choose(page, EDIT_MODE, 'Edit mode off');
  await expect(gated(frame, 'inperson-only')).toHaveCount(0);
  await expect(gated(frame, 'pre-event-only')).toHaveCount(0);
  await expect(frame.getByRole('note')).toHaveCount(0);
  await expect(gated(frame, 'always')).toBeVisible();
});

test('a block’s Docs page shows its schema description and the controls table', async ({ page }) => {
  const schema = JSON.parse(
    readFileSync(new URL('../schemas/blocks/headerBanner.schema.json', import.meta.url), 'utf8'),
  ) as { description: string; properties: { mainTitle: { description: string } } };

  await page.goto(`${server.origin}/`);
  const nav = sidebar(page);
  await expand(page, 'Banner');
  await expand(page, 'headerBanner');
  await nav.locator('a[href$="path=/docs/blocks-banner-headerbanner--docs"]').click();
  await expect(page).toHaveURL(/path=\/docs\/blocks-banner-headerbanner--docs/);

  const docs = preview(page);
  await expect(docs.getByRole('heading', { level: 1, name: 'headerBanner', exact: true })).toBeVisible(BOOT);
  await expect(docs.getByText(schema.description)).toBeVisible();

  const table = docs.getByRole('table').first();
  for (const column of ['Name', 'Description', 'Default', 'Control'])
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  const mainTitle = table
    .getByRole('row')
    .filter({ has: docs.getByRole('cell', { name: 'mainTitle', exact: true }) });
  await expect(mainTitle.getByRole('cell', { name: schema.properties.mainTitle.description })).toBeVisible();

  // The control edits the story shown above it: the banner's heading follows what the designer types.
  const example = docs.locator('[data-block-type="headerBanner"]').first();
  await expect(example.getByRole('heading', { name: "Build what's next" })).toBeVisible();
  await mainTitle.getByRole('textbox').fill('Designers were here');
  await expect(example.getByRole('heading', { name: 'Designers were here' })).toBeVisible();
});
