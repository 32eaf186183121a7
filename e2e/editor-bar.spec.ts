// The editor bar stays on screen, under the sticky site header and clickable, once the page
// is scrolled; the tools (site tools, translations, phase switcher) share the tool dock (the bottom of the editor's
// right column, a strip above the bottom sheet on small screens) without overlapping the bar, the side panel or each
// other, with their panels open too, at 1920, 1083 and 375 px.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { InsertDialog, openEditor } from './pages';

interface Box {
  name: string;
  x: number;
  y: number;
  right: number;
  bottom: number;
  /** In the tool dock (the dock holds it; it only may not overlap the others). */
  inDock?: boolean;
}

/** The visible boxes of the header, the editor bar and the floating tools, in viewport coordinates. */
async function chrome(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const parts: [string, string][] = [
      ['header', '.shell-header'],
      ['editor bar', '.ed-bar'],
      ['site tools', '.ss-tools'],
      ['translations', '.tt'],
      ['phase switcher toggle', '.phase-switcher__toggle'],
      ['phase switcher', '.phase-switcher'],
      ['editor panel', '.ed-side'],
      ['tool dock', '.tool-dock'],
    ];
    return parts.flatMap(([name, selector]) => {
      const el = document.querySelector(selector);
      if (!el || getComputedStyle(el).visibility === 'hidden' || getComputedStyle(el).display === 'none') return [];
      const r = el.getBoundingClientRect();
      // A tool in the tool dock shows only what the dock's scrolling box shows of it.
      const dock = el.closest('.tool-dock')?.getBoundingClientRect();
      const box = dock
        ? { x: Math.max(r.x, dock.x), y: Math.max(r.y, dock.y), right: Math.min(r.right, dock.right), bottom: Math.min(r.bottom, dock.bottom) }
        : { x: r.x, y: r.y, right: r.right, bottom: r.bottom };
      return box.right - box.x <= 0 || box.bottom - box.y <= 0 ? [] : [{ name, ...box, inDock: dock !== undefined }];
    });
  });
}

/** Pairs of boxes that overlap (the header and the bar touch, they do not overlap). */
function overlaps(boxes: Box[]): string[] {
  const found: string[] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      if ((a.name === 'tool dock' && b.inDock) || (b.name === 'tool dock' && a.inDock)) return;
      if (a.x < b.right - 0.5 && b.x < a.right - 0.5 && a.y < b.bottom - 0.5 && b.y < a.bottom - 0.5) found.push(`${a.name} / ${b.name}`);
    }),
  );
  return found;
}

for (const width of [1920, 1083, 375]) {
  test(`at ${width} px the editor bar stays clickable after scrolling 3000 px, and the tools never overlap it or each other`, async ({ page }) => {
    const { toolbar } = await openEditor(page, width, 'Administrator');
    // The wheel scrolls what is under the pointer: the page, not the editor panel (a bottom sheet at 375 px).
    await page.mouse.move(width / 2, 300);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThanOrEqual(2900);

    // The bar sits right under the header, inside the viewport, and is what a click there reaches.
    const [header, bar] = await Promise.all([page.locator('.shell-header').boundingBox(), toolbar.bar.boundingBox()]);
    expect(bar!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
    expect(bar!.y).toBeLessThan(header!.y + header!.height + 1);
    expect(overlaps(await chrome(page))).toEqual([]);
    await toolbar.insertBlock.click({ timeout: 5_000 });
    const insert = new InsertDialog(page);
    await expect(insert.root).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(insert.root).toHaveCount(0);

    // The site tools, opened where they fold (small screens).
    const siteToolsToggle = page.getByRole('button', { name: 'Site tools', exact: true });
    if (await siteToolsToggle.isVisible()) {
      await siteToolsToggle.click();
      await expect(page.getByRole('button', { name: 'File Uploader' })).toBeVisible();
      expect(overlaps(await chrome(page))).toEqual([]);
      await siteToolsToggle.click();
    }

    // The translations panel opens on a click of its toggle (which floats over the page's texts) and keeps clear of
    // the bar and the other tools; so does the phase switcher's panel.
    const translations = page.locator('.tt__toggle');
    await translations.click();
    await expect(translations).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { name: 'Translations', level: 2 })).toBeVisible();
    expect(overlaps(await chrome(page))).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`editor-bar-${width}-translations.png`) });
    // Escape folds it again, the focus on its toggle.
    await translations.focus();
    await page.keyboard.press('Escape');
    await expect(translations).toHaveAttribute('aria-expanded', 'false');
    await expect(translations).toBeFocused();

    await page.locator('.phase-switcher__toggle').click();
    await expect(page.locator('.phase-switcher')).toBeVisible();
    expect(overlaps(await chrome(page))).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`editor-bar-${width}-phases.png`) });

    // Still clickable at the very end of the page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await toolbar.insertBlock.click({ timeout: 5_000 });
    await expect(insert.root).toBeVisible();
  });
}
