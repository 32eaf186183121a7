// The one HTML sanitiser (spec 000 section 5: besides ordinary safe HTML only the button1..button5 tags and
// the target attribute pass; links open in a new window with noopener).
//
// An allow-list over an inert parse: the input is parsed with DOMParser (a document without a browsing
// context, so nothing in it loads or runs), only allowed elements and attributes are copied, and the result
// is serialised by this module with every text and attribute value escaped. Everything that can change
// meaning when re-parsed (script, style, SVG, MathML, templates, raw-text elements) is dropped with its
// content. This replaces DOMPurify on the attendee path, where its 10 kB gzip weighed on every page.
import { ALLOWED_TAGS, DROPPED_WITH_CONTENT, GLOBAL_ATTRIBUTES, TAG_ATTRIBUTES, URL_ATTRIBUTES } from './sanitize-rules';

export const EXTRA_TAGS = ['button1', 'button2', 'button3', 'button4', 'button5'] as const;

interface ParserWindow {
  DOMParser: { new (): { parseFromString(text: string, type: 'text/html'): Document } };
}

let parserWindow: ParserWindow | null = null;

/**
 * Server rendering has no DOM: hand the sanitiser a window (e.g. jsdom's) before rendering. In the browser
 * and under jsdom the global window is used without this.
 */
export function setSanitizerWindow(win: ParserWindow): void {
  parserWindow = win;
}

function getParser(): ParserWindow | null {
  if (parserWindow) return parserWindow;
  if (typeof window !== 'undefined' && typeof window.DOMParser === 'function') return window as ParserWindow;
  return null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

const VOID_TAGS = new Set(['br', 'hr', 'img', 'wbr', 'col']);
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z][a-z0-9+.-]*(?:[^a-z0-9+.\-:]|$))/i;
// Browsers ignore control characters and spaces inside a scheme, so they are removed before checking it.
// eslint-disable-next-line no-control-regex
const CONTROL_AND_SPACE = /[\u0000-\u0020\u007F-\u009F\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
const ID_VALUE = /^[A-Za-z][\w-]*$/;
const DATA_OR_ARIA = /^(?:data|aria)-[a-z0-9_.-]+$/;

/** http(s), mailto, tel and relative URLs; javascript:, data:, vbscript: and the like are refused. */
export function isSafeUrl(value: string): boolean {
  return SAFE_URL.test(value.replace(CONTROL_AND_SPACE, ''));
}

function safeStyle(value: string): string | null {
  // Inline styles stay for editors' colours and alignment; anything that could fetch or script does not.
  if (/url\s*\(|expression\s*\(|@import|javascript:|behavior\s*:|-moz-binding|\\/i.test(value)) return null;
  return value;
}

function attributeValue(tag: string, name: string, value: string, doc: Document): string | null {
  if (URL_ATTRIBUTES.has(name)) return isSafeUrl(value) ? value : null;
  if (name === 'style') return safeStyle(value);
  // An id that names a document property could shadow it (DOM clobbering).
  if (name === 'id') return ID_VALUE.test(value) && !(value in doc) ? value : null;
  if (name === 'target' && tag === 'a') return null; // set below for every link
  return value;
}

function isAllowedAttribute(tag: string, name: string): boolean {
  return GLOBAL_ATTRIBUTES.has(name) || DATA_OR_ARIA.test(name) || (TAG_ATTRIBUTES[tag]?.has(name) ?? false);
}

function serialiseChildren(node: Node, doc: Document, out: string[]): void {
  for (let child = node.firstChild; child; child = child.nextSibling) serialise(child, doc, out);
}

function serialise(node: Node, doc: Document, out: string[]): void {
  if (node.nodeType === 3) {
    out.push(escape(node.nodeValue ?? ''));
    return;
  }
  if (node.nodeType !== 1) return; // comments, processing instructions
  const element = node as Element;
  const tag = element.localName.toLowerCase();
  // Only HTML-namespace elements: SVG and MathML content can change meaning when re-parsed.
  if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || DROPPED_WITH_CONTENT.has(tag)) return;
  if (!ALLOWED_TAGS.has(tag)) {
    serialiseChildren(element, doc, out); // unknown wrappers go, their text stays
    return;
  }
  out.push(`<${tag}`);
  for (const attribute of Array.from(element.attributes)) {
    const name = attribute.name.toLowerCase();
    if (!isAllowedAttribute(tag, name)) continue;
    const value = attributeValue(tag, name, attribute.value, doc);
    if (value !== null) out.push(` ${name}="${escape(value)}"`);
  }
  if (tag === 'a') out.push(' target="_blank" rel="noopener noreferrer"');
  out.push('>');
  if (VOID_TAGS.has(tag)) return;
  serialiseChildren(element, doc, out);
  out.push(`</${tag}>`);
}

/** Sanitised HTML. Without a DOM (and no window given) the input is escaped as text: never passed raw. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const parser = getParser();
  if (!parser) return escape(String(html));
  const doc = new parser.DOMParser().parseFromString(String(html), 'text/html');
  const out: string[] = [];
  serialiseChildren(doc.body, doc, out);
  return out.join('');
}
