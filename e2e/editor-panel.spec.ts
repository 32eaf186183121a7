// The editor's side panel beside the page (the canvas narrows, nothing overlaps), a
// block selected from the outline (the page scrolls to it), a field edited in the panel, a reorder in the outline
// by keyboard with its announcements, and meta edit's badges and fields; axe on the panel; screenshots at 1083,
// 1920 and 375 px (test-results/editor-panel-*.png).
import { expect, test } from './support/test';
import { DataModal, openEditor } from './pages';
import { axeViolations } from './support/axe';


// A section heading of the demo home page (server/demo/pages/home.ts) whose texts and props no other suite checks
// (home.spec only counts it): these tests change it, and put it back.
const HEADING_BLOCK = 'interactive-map-teaser';

test('at 1083 px the panel sits beside the page: select in the outline, edit a field, nothing overlaps', async ({ page }) => {
  const { site, toolbar, panel } = await openEditor(page, 1083);
  const side = (await panel.root.boundingBox())!;
  // 30rem: 420 px of fields beside the device tools.
  expect(Math.round(side.width)).toBe(480);
  expect(Math.round(side.x + side.width)).toBe(1083);
  // The canvas narrows: the page, its header and the editor bar end where the panel begins.
  for (const selector of ['.shell-main', '.shell-header', '.ed-bar']) {
    const box = (await page.locator(selector).boundingBox())!;
    expect(box.x + box.width, selector).toBeLessThanOrEqual(side.x + 0.5);
  }
  await page.screenshot({ path: test.info().outputPath('editor-panel-1083-fields.png') });

  // The outline lists the page's blocks; choosing one selects it and scrolls the page to it.
  await panel.tab('Outline').click();
  const order = await panel.outlineOrder();
  expect(order).toEqual(await toolbar.frameOrder());
  const last = order.at(-1)!;
  await panel.outlineItem(last).click();
  await expect(panel.outlineItem(last)).toHaveAttribute('aria-current', 'true');
  await expect(toolbar.frame(last)).toHaveClass(/ed-frame-selected/);
  await expect(toolbar.block(last).root).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('editor-panel-1083-outline.png') });

  // Edit opens the block's fields in the panel, grouped by x-interface, with the search; the focus follows.
  const id = HEADING_BLOCK;
  await toolbar.block(id).edit.click();
  const fields = new DataModal(page, id);
  await expect(panel.tab('Fields')).toHaveAttribute('aria-selected', 'true');
  await expect(fields.tab('UI')).toHaveAttribute('aria-selected', 'true');
  await expect(fields.root.getByRole('heading', { name: `Component ${id}` })).toBeFocused();
  await expect(fields.root.getByRole('region', { name: 'Content', exact: true })).toBeVisible();
  const search = fields.root.getByRole('searchbox', { name: 'Search properties...' });
  await search.fill('zzqxw');
  await expect(fields.root.getByText('No properties match your search')).toBeVisible();
  await search.fill('');
  // A translated prop edits the text of its key in the current language, never the key itself.
  const heading = fields.field('heading');
  await expect(heading).not.toHaveValue('');
  await expect(heading).not.toHaveValue(/^translate\./);
  const original = await heading.inputValue();
  const key = fields.root.locator('.ed-tkey').filter({ has: page.getByLabel('heading', { exact: true }) });
  await expect(key.getByText(/^Text of translate\.[a-z0-9.-]+ in /)).toBeVisible();
  await heading.fill('Edited in the side panel');
  await key.getByRole('button', { name: 'Save text' }).click();
  try {
    await expect(key.getByText(/^Text saved in /)).toBeVisible();
    await expect(site.block(id).getByText('Edited in the side panel')).toBeVisible();
    await expect(fields.save).toBeDisabled();
    // A prop edit goes into the page at once and offers Save.
    await fields.field('headingLevel').fill('3');
    await expect(site.block(id).getByRole('heading', { name: 'Edited in the side panel', level: 3 })).toBeVisible();
    await expect(fields.save).toBeEnabled();
    // The block being edited stays in view, left of the panel.
    const block = (await toolbar.frame(id).boundingBox())!;
    expect(block.x + block.width).toBeLessThanOrEqual(side.x + 0.5);
    const violations = await axeViolations(page, '.ed-side');
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('editor-panel-1083-edit.png') });
    await fields.root.getByRole('button', { name: 'Reset' }).click();
    await expect(fields.save).toBeDisabled();
  } finally {
    // The text back as the demo has it, for the suites after this one (they share the server).
    await heading.fill(original);
    await key.getByRole('button', { name: 'Save text' }).click();
    await expect(site.block(id).getByText(original)).toBeVisible();
  }
});

test('blocks are reordered in the outline with the keyboard, with announcements', async ({ page }) => {
  const { toolbar, panel } = await openEditor(page, 1920);
  await panel.tab('Outline').click();
  const before = await panel.outlineOrder();
  const [first, second] = [before[0]!, before[1]!];
  await panel.outlineHandle(second).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(new RegExp(`^(Picked up block ${second}\\.|Block ${second} is over block ${second}\\.)$`))).toBeAttached();
  // dnd-kit measures the outline's rows once the drag has started: an arrow pressed before that moves nothing, so it
  // is pressed again until the block is over the first (pressed more, it stays there: the first is the top).
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText(`Block ${second} is over block ${first}.`)).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Space');
  await expect(page.getByText(`Block ${second} was dropped over block ${first}.`)).toBeAttached();
  const after = [second, first, ...before.slice(2)];
  await expect.poll(() => panel.outlineOrder()).toEqual(after);
  await expect.poll(() => toolbar.frameOrder()).toEqual(after);
  await expect(toolbar.text('Unsaved changes')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('editor-panel-1920-outline.png') });
  await toolbar.undo.click();
  await expect.poll(() => panel.outlineOrder()).toEqual(before);
});

test('meta edit shows each block\'s metadata as badges and edits its visibility in the panel', async ({ page }) => {
  const { toolbar, panel } = await openEditor(page, 1083);
  await toolbar.button('Meta edit').click();
  await expect(toolbar.button('Meta edit')).toHaveAttribute('aria-pressed', 'true');
  const id = HEADING_BLOCK;
  const badges = panel.badges(id);
  await expect(badges).toBeVisible();
  await expect(badges.getByRole('listitem').filter({ hasText: 'Disabled' })).toHaveCount(0);

  await toolbar.block(id).edit.click();
  const fields = new DataModal(page, id);
  // The metadata and the common props, not the content.
  await expect(fields.root.getByRole('region', { name: 'Editor metadata' })).toBeVisible();
  await expect(fields.root.getByRole('region', { name: 'Visibility', exact: true })).toBeVisible();
  await expect(fields.root.getByRole('region', { name: 'Wrapper', exact: true })).toBeVisible();
  await expect(fields.field('heading')).toHaveCount(0);
  await fields.field('isDisabled').check();
  await expect(badges.getByRole('listitem').filter({ hasText: /^Disabled$/ })).toBeVisible();
  await fields.field('wrapperClass').fill('highlight');
  await expect(badges.getByText(/^Wrapper: .*wrapperClass/)).toBeVisible();
  const violations = await axeViolations(page, '.ed-side');
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('editor-panel-1083-meta.png') });
  await fields.root.getByRole('button', { name: 'Reset' }).click();
  await expect(badges.getByRole('listitem').filter({ hasText: /^Disabled$/ })).toHaveCount(0);
});

test('at 1083 px the folded panel is a rail beside the page: its button covers none of the page', async ({ page }) => {
  const { panel } = await openEditor(page, 1083);
  await panel.hide.click();
  const show = (await panel.show.boundingBox())!;
  const rail = (await panel.root.boundingBox())!;
  expect(Math.round(rail.x + rail.width)).toBe(1083);
  expect(show.x).toBeGreaterThanOrEqual(rail.x);
  // The page, its header and the editor bar end where the rail begins, so the first block's frame tools stay clear.
  for (const selector of ['.shell-main', '.shell-header', '.ed-bar']) {
    const box = (await page.locator(selector).boundingBox())!;
    expect(box.x + box.width, selector).toBeLessThanOrEqual(rail.x + 0.5);
  }
  const violations = await axeViolations(page, '.ed-side');
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('editor-panel-1083-folded.png') });
  await panel.show.click();
  await expect(panel.hide).toBeVisible();
});

test('at 375 px the panel is a bottom sheet that folds away, and stays folded after a reload; the page keeps its width', async ({ page }) => {
  const { toolbar, panel } = await openEditor(page, 375);
  const sheet = (await panel.root.boundingBox())!;
  expect(Math.round(sheet.width)).toBe(375);
  const bar = (await toolbar.bar.boundingBox())!;
  expect(bar.y + bar.height).toBeLessThanOrEqual(sheet.y);
  const id = HEADING_BLOCK;
  await toolbar.block(id).edit.click();
  await expect(new DataModal(page, id).field('heading')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('editor-panel-375-fields.png') });
  await panel.hide.click();
  await expect(panel.show).toBeVisible();
  await expect(panel.show).toHaveAttribute('aria-expanded', 'false');
  // The editor keeps the fold in this browser: after a reload, edit mode opens with the panel folded.
  await page.reload();
  await toolbar.enterEditMode();
  await expect(panel.show).toBeVisible();
  await expect(panel.hide).toBeHidden();
  await panel.show.click();
  await expect(panel.hide).toBeVisible();
  await page.reload();
  await toolbar.enterEditMode();
  await expect(panel.hide).toBeVisible();
});
