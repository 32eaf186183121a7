// A per-breakpoint value edited with the device switch. A content editor inserts a
// block, picks a device in the panel (the canvas then previews the page at that device's width, in a frame of that
// width), sets the block's width and padding for that device, goes back to all sizes and saves; a visitor then sees
// each device's value at 539 (mobile), 1083 (tablet) and 1920 px (desktop), as the preview showed. A value set for one
// device applies to that device only: the other devices keep what they showed. Screenshots:
// test-results/editor-device-*.png.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DataModal, InsertDialog, Toolbar, openEditor } from './pages';
import { axeViolations } from './support/axe';

const ID = 'device-demo';
const HEADING = 'Seen per device';

/** A block's width as a share (percent) of the list it sits in. */
async function share(block: Locator): Promise<number> {
  return block.evaluate((el) => {
    const list = el.parentElement!.closest('.rb-list') ?? el.parentElement!;
    return Math.round((el.getBoundingClientRect().width / list.getBoundingClientRect().width) * 100);
  });
}

async function padding(block: Locator): Promise<string> {
  return block.evaluate((el) => getComputedStyle(el).padding);
}

/** The device switch of the fields: a radio group. */
function device(fields: DataModal, name: string): Locator {
  return fields.root.getByRole('group', { name: 'Edit the value for' }).getByRole('radio', { name, exact: true });
}

async function removeDemoBlock(page: Page): Promise<void> {
  const toolbar = new Toolbar(page);
  const back = page.getByRole('button', { name: 'Back to all sizes' });
  if (await back.isVisible()) await back.click();
  if ((await toolbar.frame(ID).count()) === 0) return;
  await toolbar.block(ID).delete.click({ timeout: 10_000 });
  await page.getByRole('alertdialog', { name: 'Delete' }).getByRole('button', { name: 'Yes' }).click({ timeout: 10_000 });
  await toolbar.save.click({ timeout: 10_000 });
  await expect(toolbar.text('Page saved')).toBeVisible();
}

test('a width and padding set per device preview at the device width and render per device for visitors', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { site, toolbar, panel } = await openEditor(page, 1083);

  // A new section heading, inserted from the panel and saved with the page.
  await toolbar.insertBlock.click();
  const insert = new InsertDialog(page);
  await insert.search.fill('Section heading');
  await insert.blockOption('Section heading').first().click();
  await insert.componentId.fill(ID);
  await insert.add.click();
  const fields = new DataModal(page, ID);
  await expect(fields.root).toBeVisible();
  try {
    await fields.field('heading').fill(HEADING);
    await expect(site.block(ID).getByRole('heading', { name: HEADING })).toBeVisible();

    // Desktop: the canvas becomes a 1400 px frame (scaled into the room beside the panel) and the width is set for it.
    await device(fields, 'Desktop').check();
    const canvas = page.getByRole('region', { name: 'Device preview' });
    await expect(canvas.getByText('Previewing Desktop: 1400 px wide')).toBeVisible();
    const frameElement = page.locator('iframe.ed-canvas-frame');
    await expect(frameElement).toHaveAttribute('title', 'The page on Desktop');
    expect(await frameElement.evaluate((el) => (el as HTMLIFrameElement).contentWindow!.innerWidth)).toBe(1400);
    const frame = page.frameLocator('iframe.ed-canvas-frame');
    const previewed = frame.locator(`[data-block-id="${ID}"]`);
    await expect(previewed.getByRole('heading', { name: HEADING })).toBeVisible();
    // The frame opens where the editor was: at the selected block.
    await expect(previewed).toBeInViewport();
    await fields.field('wrapperWidth (Desktop)').selectOption('33');
    await expect.poll(() => share(previewed)).toBe(33);
    // The canvas frame sits beside the panel, never under it.
    const side = (await panel.root.boundingBox())!;
    const box = (await frameElement.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(side.x + 0.5);
    await page.screenshot({ path: test.info().outputPath('editor-device-1083-desktop.png') });

    // Tablet: a 768 px frame; half the width there.
    await device(fields, 'Tablet').check();
    await expect(canvas.getByText('Previewing Tablet: 768 px wide')).toBeVisible();
    await fields.field('wrapperWidth (Tablet)').selectOption('50');
    await expect.poll(() => share(frame.locator(`[data-block-id="${ID}"]`))).toBe(50);
    await page.screenshot({ path: test.info().outputPath('editor-device-1083-tablet.png') });

    // Mobile: a 375 px frame, shown at full size; a padding of its own, the full width.
    await device(fields, 'Mobile').check();
    await expect(canvas.getByText('Previewing Mobile: 375 px wide')).toBeVisible();
    await fields.field('wrapperPadding (Mobile)').fill('40px 8px');
    const mobile = frame.locator(`[data-block-id="${ID}"]`);
    await expect.poll(() => padding(mobile)).toBe('40px 8px');
    await expect.poll(() => share(mobile)).toBe(100);
    expect(Math.round((await frameElement.boundingBox())!.width)).toBe(375);
    const violations = await axeViolations(page, '.ed-canvas');
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('editor-device-1083-mobile.png') });
    // The mobile padding stays on mobile: the tablet preview keeps the block's own padding and its width.
    await device(fields, 'Tablet').check();
    const tablet = frame.locator(`[data-block-id="${ID}"]`);
    await expect.poll(() => padding(tablet)).toBe('0px');
    await expect.poll(() => share(tablet)).toBe(50);

    // All sizes: the page is the canvas again, at the window's width; the field sums up the values per device (the
    // devices that showed 100 before Desktop got 33 keep it as their own).
    await device(fields, 'All sizes').check();
    await expect(frameElement).toHaveCount(0);
    await expect(fields.root.getByText('Set per device: Tablet 50, Desktop 33, Ultrawide 100')).toBeVisible();
    await expect(toolbar.frame(ID)).toBeVisible();
    await toolbar.save.click();
    await expect(toolbar.text('Page saved')).toBeVisible();

    // A visitor sees each device's value at its width.
    const visitor = await browser.newPage();
    try {
      const expected: [number, number, string][] = [
        [539, 100, '40px 8px'],
        [1083, 50, '0px'],
        [1920, 33, '0px'],
      ];
      for (const [width, percent, pad] of expected) {
        await visitor.setViewportSize({ width, height: 900 });
        await visitor.goto('/en/home');
        const block = visitor.locator(`[data-block-id="${ID}"]`);
        await expect(block.getByRole('heading', { name: HEADING })).toBeVisible();
        await block.scrollIntoViewIfNeeded();
        expect(await share(block), `width at ${width} px`).toBe(percent);
        expect(await padding(block), `padding at ${width} px`).toBe(pad);
        await visitor.screenshot({ path: test.info().outputPath(`editor-device-visitor-${width}.png`) });
      }
    } finally {
      await visitor.close();
    }
  } finally {
    // The page as the demo has it, for the suites after this one (they share the server); a failure here must not
    // hide the test's own.
    await removeDemoBlock(page).catch((error: unknown) => console.warn('device-demo not removed:', error));
  }
});
