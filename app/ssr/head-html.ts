import { footerId, type HeadTags } from '../../renderer';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * The <head> tags of a server-rendered page: the blocks' tags merged in render order (a later page meta block
 * wins per tag, as in the browser where each applies its tags in turn), the page's title falling back to
 * `fallbackTitle`, a canonical link to the page itself unless a block names another, and the hold on the first paint.
 */
export function headHtml(recorded: readonly HeadTags[], fallbackTitle: string, canonicalPath: string): string {
  const merged: HeadTags = { names: {}, properties: {} };
  for (const tags of recorded) {
    if (tags.title) merged.title = tags.title;
    if (tags.canonical) merged.canonical = tags.canonical;
    Object.assign(merged.names, tags.names);
    Object.assign(merged.properties, tags.properties);
  }
  const lines = [`<title>${escapeHtml(merged.title || fallbackTitle)}</title>`];
  lines.push(`<link rel="canonical" href="${escapeHtml(merged.canonical || canonicalPath)}">`);
  for (const [name, content] of Object.entries(merged.names)) lines.push(`<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`);
  for (const [property, content] of Object.entries(merged.properties)) {
    lines.push(`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`);
  }
  // The first paint waits until the footer, so all of the main region, has been parsed: a loaded phone otherwise
  // paints a half-parsed page, which then moves (the header's menu narrows when the sign-in button behind it
  // arrives; the shell's announcement hides when the page's own announcement bar arrives). Held on main instead, a
  // slowed Chromium still painted before main was complete, hence the footer. A page without one paints once parsed.
  lines.push(`<link rel="expect" href="#${footerId}" blocking="render">`);
  return lines.join('\n    ');
}

/**
 * JSON safe inside <script type="application/json">: `<` is escaped so no text in content can close the element
 * (`</script>`) or open a comment, and the line separators JavaScript once refused are escaped too.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
