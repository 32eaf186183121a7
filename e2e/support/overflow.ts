import type { Page } from '@playwright/test';

/**
 * Elements that stick out of the viewport's width: partly past the right edge or wider than the viewport, at most
 * `limit` of them, each as `tag#id.classes (left..right of width)`. Elements clipped by a scrolling or clipping
 * ancestor that itself fits (a card scroller's track, a table's scroll region) and visually hidden ones (1 px, or
 * moved far off screen like the skip link) do not count. Also answers how far the page scrolls sideways.
 */
export async function elementsPastRightEdge(
  page: Page,
  limit: number,
): Promise<{ scrollWidth: number; width: number; cut: string[] }> {
  return page.evaluate((limit) => {
    const vw = document.documentElement.clientWidth;
    const out: string[] = [];
    const clippedByAncestor = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible' && a.getBoundingClientRect().right <= vw + 1) return true;
      }
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || r.right <= 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const cutOff = (r.left < vw - 1 && r.right > vw + 1) || r.width > vw + 1;
      if (cutOff && !clippedByAncestor(el)) {
        const id = el.id ? `#${el.id}` : '';
        const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
        out.push(`${el.tagName.toLowerCase()}${id}${cls} (${Math.round(r.left)}..${Math.round(r.right)} of ${vw})`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, width: vw, cut: out.slice(0, limit) };
  }, limit);
}
