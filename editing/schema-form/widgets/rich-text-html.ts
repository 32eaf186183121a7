import { safeLinkHref } from '../../../renderer';

/** A link address the editor accepts: what the renderer would keep (http(s), mailto, tel, a path on this site). */
export function isSafeLinkHref(href: string): boolean {
  return href.trim() !== '' && safeLinkHref(href.trim()) !== undefined;
}

const EMPTY_DOCUMENT = /^(<p>(<br\s*\/?>)?<\/p>)*$/;

const TRAILING_EMPTY = /(<p>(<br\s*\/?>)?<\/p>)+$/;

/** What the editor's HTML is stored as: an empty document is the empty string, empty paragraphs at the end go. */
export function fromEditorHtml(html: string): string {
  const trimmed = html.trim();
  return EMPTY_DOCUMENT.test(trimmed) ? '' : trimmed.replace(TRAILING_EMPTY, '');
}

const HTML_LIKE = /<\/?[a-z][\s\S]*>/i;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * What the editor loads for a stored value: HTML as it is (the editor keeps only what it knows, the sanitiser's
 * subset); plain text becomes paragraphs, one per line, escaped.
 */
export function toEditorHtml(value: string): string {
  if (value === '' || HTML_LIKE.test(value)) return value;
  return value
    .split(/\r?\n/)
    .map((line) => `<p>${line.replace(/[&<>]/g, (ch) => ESCAPES[ch]!)}</p>`)
    .join('');
}
