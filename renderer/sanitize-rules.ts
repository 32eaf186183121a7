// What the sanitiser (sanitize.ts) lets through: ordinary text markup, lists, tables, images and links,
// plus the CMS button tags of docs/behaviour/content-and-environments.md.

export const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'a', 'abbr', 'address', 'article', 'aside', 'b', 'bdi', 'bdo', 'blockquote', 'br', 'caption', 'cite', 'code',
  'col', 'colgroup', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark', 'ol', 'p', 'pre',
  'q', 's', 'samp', 'section', 'small', 'span', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td',
  'tfoot', 'th', 'thead', 'time', 'tr', 'u', 'ul', 'var', 'wbr',
  'button1', 'button2', 'button3', 'button4', 'button5',
]);

/** Removed together with everything inside: code, raw text, foreign content, embedded documents, forms. */
export const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script', 'style', 'template', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet',
  'svg', 'math', 'textarea', 'select', 'option', 'title', 'xmp', 'noembed', 'noframes', 'plaintext', 'head',
  'link', 'meta', 'base', 'input', 'button', 'form', 'audio', 'video', 'source', 'track', 'canvas', 'portal',
]);

export const GLOBAL_ATTRIBUTES: ReadonlySet<string> = new Set(['class', 'id', 'title', 'lang', 'dir', 'style', 'role', 'target']);

export const TAG_ATTRIBUTES: Readonly<Record<string, ReadonlySet<string>>> = {
  a: new Set(['href', 'hreflang', 'download']),
  img: new Set(['src', 'alt', 'width', 'height', 'loading', 'decoding']),
  td: new Set(['colspan', 'rowspan', 'headers']),
  th: new Set(['colspan', 'rowspan', 'headers', 'scope', 'abbr']),
  col: new Set(['span']),
  colgroup: new Set(['span']),
  ol: new Set(['start', 'reversed', 'type']),
  li: new Set(['value']),
  time: new Set(['datetime']),
  blockquote: new Set(['cite']),
  q: new Set(['cite']),
  del: new Set(['cite', 'datetime']),
  ins: new Set(['cite', 'datetime']),
  details: new Set(['open']),
};

/** Attributes holding a URL: only http(s), mailto, tel and relative URLs pass. */
export const URL_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'src', 'cite']);
