import { safeHref } from './safe-href';

/** A CSS url() for an image prop, or undefined when the URL is not safe; quotes are escaped. */
export function cssUrl(url: string | null | undefined): string | undefined {
  const href = safeHref(url);
  if (!href || /^(mailto|tel):/i.test(href)) return undefined;
  return `url("${href.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;
}
