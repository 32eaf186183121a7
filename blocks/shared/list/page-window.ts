/** Links of a list page's pager: 5 around the current page, 3 on small screens. */
export const PAGER_LINKS = 5;
export const PAGER_LINKS_SMALL = 3;

/** The page links around the current page (`size` of them, fewer when there are fewer pages). */
export function pageWindow(current: number, last: number, size = PAGER_LINKS): number[] {
  const count = Math.min(size, last);
  const first = Math.max(1, Math.min(current - Math.floor(size / 2), last - count + 1));
  return Array.from({ length: count }, (_, i) => first + i);
}
