/**
 * A link target that is safe to put in href: http(s), mailto, tel, or a site-relative path/fragment.
 * Anything else (javascript:, data:, vbscript:...) gives undefined so no link is rendered.
 */
export function safeHref(url: string | null | undefined): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  if (trimmed === '') return undefined;
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return undefined;
  if (trimmed.startsWith('//')) return undefined;
  return trimmed;
}

/** Links that leave the site open in a new window with noopener (spec 000 section 5). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
