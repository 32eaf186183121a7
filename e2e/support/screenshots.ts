import { expect, type Page } from '@playwright/test';
import { elementsPastRightEdge } from './overflow';

/** The widths every UI change is looked at. */
export const SHOT_WIDTHS = [375, 1083, 1920] as const;

interface ShootOptions {
  /** Fail, naming them, when elements stick out sideways at a width. */
  checkOverflow?: boolean;
  /** Wait this long after each resize before the capture (layouts that settle after a resize). */
  settleMs?: number;
}

/**
 * Full-page screenshots at 375, 1083 and 1920 px (900 high) as `${dir}/${name}-${width}.png`; the viewport is
 * 1280 x 900 again afterwards.
 */
export async function shootWidths(page: Page, dir: string, name: string, { checkOverflow = false, settleMs = 0 }: ShootOptions = {}): Promise<void> {
  for (const width of SHOT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    if (settleMs > 0) await page.waitForTimeout(settleMs);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    if (checkOverflow) expect((await elementsPastRightEdge(page, 5)).cut, `${name} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
