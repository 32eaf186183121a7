// The one HTML sanitiser (docs/behaviour/content-and-environments.md: besides ordinary safe HTML only the button1..button5 tags and
// the target attribute pass; links open in a new window with noopener).
//
// An allow-list over an inert parse: the input is parsed with DOMParser (a document without a browsing
// context, so nothing in it loads or runs), only allowed elements and attributes are copied, and the result
// is serialised by this module with every text and attribute value escaped. Everything that can change
// meaning when re-parsed (script, style, SVG, MathML, templates, raw-text elements) is dropped with its
// content. This replaces DOMPurify on the attendee path, where its 10 kB gzip weighed on every page.
import { vetLink, vetMedia } from '../schemas';
import { sanitizeStyleAttribute } from './sanitize-css';
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
  kept.clear();
}

/**
 * The same rich text is sanitised on every server render of every page that shows it: the last results are kept
 * (the sanitiser is a pure function of its input), the least recently used going first. Long inputs are not kept.
 */
const KEPT_RESULTS = 500;
const KEPT_INPUT_LENGTH = 20_000;
const kept = new Map<string, string>();

function remember(html: string, result: string): string {
  if (html.length > KEPT_INPUT_LENGTH) return result;
  if (kept.size >= KEPT_RESULTS) kept.delete(kept.keys().next().value as string);
  kept.set(html, result);
  return result;
}

function getParser(): ParserWindow | null {
  if (parserWindow) return parserWindow;
  if (typeof window !== 'undefined' && typeof window.DOMParser === 'function') return window as ParserWindow;
  return null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

const VOID_TAGS = new Set(['br', 'hr', 'img', 'wbr', 'col']);
const ID_VALUE = /^[A-Za-z][\w-]*$/;
const DATA_OR_ARIA = /^(?:data|aria)-[a-z0-9_.-]+$/;

// A value that would close a comment, CDATA or raw-text element if the output ever landed in one (mutation XSS
// through a later re-parse, e.g. inside <style> or in XML): dropped, as DOMPurify drops it.
const MARKUP_IN_VALUE = /(--!?|\])>|<\/(style|title|textarea|script|noscript|xmp|iframe|noembed|noframes|plaintext)/i;

// Attributes whose values are plain text. Any other attribute whose value reads as a URL of a scheme other than
// http(s), mailto or tel (`target="javascript:…"`, `data-x="vbscript:…"`) is dropped, as DOMPurify drops it:
// such a value has no business there and could be read as a URL by some later code.
const TEXT_ATTRIBUTES: ReadonlySet<string> = new Set(['alt', 'class', 'id', 'title', 'role', 'style', 'abbr']);
const SCHEME_LIKE = /^[a-z+.-]+:/i;
// eslint-disable-next-line no-control-regex
const ATTR_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

// Globals of the live page (alert, localStorage, top, what scripts defined): an element with that id must not
// shadow them either. Own properties only: `name in window` would also see the page's elements by id (named
// access), and an id would then vanish the second time the same HTML is sanitised.
const hasOwn = (target: object | null, name: string) => target !== null && Object.prototype.hasOwnProperty.call(target, name);
function inWindow(doc: Document, name: string): boolean {
  const view = doc.defaultView ?? (typeof window === 'undefined' ? null : window);
  if (view === null) return false;
  return hasOwn(view, name) || hasOwn(Object.getPrototypeOf(view) as object | null, name) || name in Object.prototype;
}

const formProbes = new WeakMap<Document, HTMLFormElement>();
function formProbe(doc: Document): HTMLFormElement {
  let form = formProbes.get(doc);
  if (!form) formProbes.set(doc, (form = doc.createElement('form')));
  return form;
}

function attributeValue(tag: string, name: string, value: string, doc: Document): string | null {
  if (MARKUP_IN_VALUE.test(value)) return null;
  if (!TEXT_ATTRIBUTES.has(name) && !URL_ATTRIBUTES.has(name)) {
    const compact = value.replace(ATTR_WHITESPACE, '');
    if (SCHEME_LIKE.test(compact) && !/^(https?|mailto|tel):/i.test(compact)) return null;
  }
  // The renderer's one URL check; the URL as checked (stripped the way the browser strips it) is what is written.
  // Images in rich text come from http(s) or the site: data: URIs stay out of editors' HTML.
  if (name === 'src') {
    const media = vetMedia(value);
    return media && !media.href.startsWith('data:') ? media.href : null;
  }
  if (URL_ATTRIBUTES.has(name)) return vetLink(value)?.href ?? null;
  // Inline styles keep editors' colours, lengths and alignment: vetted properties and value forms only.
  if (name === 'style') return sanitizeStyleAttribute(value);
  // An id that names a property of the document or of a form (attributes, nodeName, submit...) could shadow it
  // (DOM clobbering), as DOMPurify's SANITIZE_DOM also refuses.
  if (name === 'id') return ID_VALUE.test(value) && !(value in doc) && !(value in formProbe(doc)) && !inWindow(doc, value) ? value : null;
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
  const text = String(html);
  if (!parser) return escape(text);
  const known = kept.get(text);
  if (known !== undefined) {
    // Used again: now the most recent.
    kept.delete(text);
    kept.set(text, known);
    return known;
  }
  const doc = new parser.DOMParser().parseFromString(text, 'text/html');
  const out: string[] = [];
  serialiseChildren(doc.body, doc, out);
  return remember(text, out.join(''));
}
