import { flushSync } from 'react-dom';
import { blockBaseSchema, blockSchemas } from '../../schemas/validators';
import { isBlockType } from '../../schemas';
import type { EditorStore } from '../state/store';

/** A field the canvas edits in place: a text or rich-text string prop whose value the block shows as is. */
export interface InlineField {
  name: string;
  rich: boolean;
}

/** Marks an element being edited in place (CSS shows the caret frame; tests and the bench find it). */
export const INLINE_ATTRIBUTE = 'data-inline-field';

type PropSchema = { type?: unknown; enum?: unknown; format?: unknown; 'x-widget'?: unknown; const?: unknown };

/**
 * The block's top-level fields that are free text: strings without an enum, a format (URLs, dates, colours) or a
 * widget other than text, rich text or textarea. A translation key's text lives in the translations, not here.
 */
export function inlineFields(type: string): InlineField[] {
  if (!isBlockType(type)) return [];
  const properties = (blockSchemas[type] as { properties?: Record<string, PropSchema> }).properties ?? {};
  // The common props every block has (wrapper class, anchor, scopes) are settings, not the block's text.
  const common = new Set(Object.keys((blockBaseSchema as { properties?: object }).properties ?? {}));
  const out: InlineField[] = [];
  for (const [name, schema] of Object.entries(properties)) {
    if (common.has(name)) continue;
    if (schema.type !== 'string' || schema.enum !== undefined || schema.const !== undefined || schema.format !== undefined) continue;
    const widget = schema['x-widget'];
    // A translation-key field holds either a key (its text is in the translations: the click finds no match) or the
    // text itself, which is edited here like any text.
    if (widget !== undefined && widget !== 'richtext' && widget !== 'textarea' && widget !== 'translation-key') continue;
    out.push({ name, rich: widget === 'richtext' });
  }
  return out;
}

const plain = (html: string) => html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
const shown = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The field a click on `target` edits: walking up from the clicked element to the block's body, the first element
 * whose text is exactly one of the block's free-text values (a rich text's text without its tags). Null when the
 * click was on something else (an image, a button's label taken from elsewhere).
 */
export function fieldAt(
  target: Element,
  body: Element,
  props: Readonly<Record<string, unknown>>,
  fields: readonly InlineField[],
): { element: HTMLElement; field: InlineField } | null {
  for (let el: Element | null = target; el && el !== body && body.contains(el); el = el.parentElement) {
    const text = shown(el);
    if (text === '') continue;
    const field = fields.find((f) => {
      const value = props[f.name];
      return typeof value === 'string' && value.trim() !== '' && (f.rich ? plain(value) : value.replace(/\s+/g, ' ').trim()) === text;
    });
    if (field) return { element: el as HTMLElement, field };
  }
  return null;
}

/** The first node after `node`'s subtree within `root`, in tree order (null at root's end). */
function nextOutside(node: Node, root: Node): Node | null {
  for (let x: Node | null = node; x && x !== root; x = x.parentNode) if (x.nextSibling) return x.nextSibling;
  return null;
}

/**
 * The caret's offset in characters from the start of `root`, or null when the selection is elsewhere. Counted over
 * root's own text nodes (a Range's toString would compare boundary points across the whole document: on a page of
 * 2,000 blocks that cost more than the keystroke's render).
 */
function caretOffset(root: HTMLElement): number | null {
  const selection = root.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const { endContainer, endOffset } = selection.getRangeAt(0);
  if (!root.contains(endContainer)) return null;
  // For an element boundary, the first node at or after the caret: text from there on is after it.
  const after = endContainer.nodeType === Node.TEXT_NODE ? null : (endContainer.childNodes[endOffset] ?? nextOutside(endContainer, root));
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let total = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node === endContainer) return total + endOffset;
    if (after && (after === node || after.contains(node) || after.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING)) return total;
    total += node.nodeValue?.length ?? 0;
  }
  return total;
}

/** Puts the caret `offset` characters into `root`. */
function placeCaret(root: HTMLElement, offset: number): void {
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let left = offset;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.nodeValue?.length ?? 0;
    if (left <= length) {
      const range = doc.createRange();
      range.setStart(node, left);
      range.collapse(true);
      const selection = doc.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      return;
    }
    left -= length;
  }
}

export interface InlineSession {
  element: HTMLElement;
  field: InlineField;
  /** Ends the session (Escape, blur, Enter in a one-line field); `refocus` puts the focus on the block's toolbar. */
  stop: (refocus?: boolean) => void;
}

/**
 * Edits `field` of block `componentId` in place in `element` (as Puck 0.20's inline text): the element
 * becomes a labelled contenteditable text box; each input writes the value to the editor store (editProps, so the
 * side panel shows it at once and consecutive keystrokes are one undo step); React's re-render of the block then
 * writes the same text back, and the caret, which that write would send to the start, is put back where it was.
 * Escape, Enter in a one-line field and leaving the element end the session, and the focus goes back to the block's
 * frame.
 */
export function startInlineEdit(options: {
  store: EditorStore;
  componentId: string;
  element: HTMLElement;
  field: InlineField;
  label: string;
  onStop?: () => void;
}): InlineSession {
  const { store, componentId, element, field, label, onStop } = options;
  const doc = element.ownerDocument;
  element.setAttribute('contenteditable', field.rich ? 'true' : 'plaintext-only');
  // Browsers without plaintext-only keep contenteditable="true"; the input handler reads text either way.
  if (element.contentEditable !== 'plaintext-only' && !field.rich) element.setAttribute('contenteditable', 'true');
  element.setAttribute('role', 'textbox');
  element.setAttribute('aria-label', label);
  element.setAttribute('aria-multiline', field.rich ? 'true' : 'false');
  element.setAttribute(INLINE_ATTRIBUTE, field.name);
  element.spellcheck = true;

  let caret: number | null = null;
  // After the block re-renders with the typed value, the caret goes back where the editor left it. Only React's
  // write after an input counts: the browser's own change of the text (the keystroke) is observed too, sometimes
  // before the input event, and restoring then would put the caret back where the previous keystroke left it.
  let pending = false;
  const observer = new MutationObserver(() => {
    if (!pending || caret === null || doc.activeElement !== element) return;
    if (caretOffset(element) === caret) return;
    pending = false;
    placeCaret(element, caret);
  });
  observer.observe(element, { characterData: true, childList: true, subtree: true });

  // A new keystroke: whatever the last one left pending is done.
  const onBeforeInput = () => {
    pending = false;
  };
  const onInput = () => {
    caret = caretOffset(element);
    pending = true;
    const value = field.rich ? element.innerHTML : (element.textContent ?? '');
    const block = store.getState().components.find((c) => c.componentId === componentId);
    if (!block) return;
    // Rendered at once, as React renders an update from its own input handler: the canvas and the panel show the
    // keystroke in the same task (a store update from a native listener would wait for React's scheduler).
    flushSync(() => store.getState().editProps(componentId, { ...(block.props ?? {}), [field.name]: value }));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || (event.key === 'Enter' && !field.rich)) {
      event.preventDefault();
      // The editor's own Escape (closing the panel's views) is not for this key.
      event.stopPropagation();
      stop(true);
    }
  };
  const onBlur = () => stop(false);

  let stopped = false;
  /** `refocus`: the keyboard left (Escape, Enter), so the focus goes back to the block's toolbar. */
  const stop = (refocus = false) => {
    if (stopped) return;
    stopped = true;
    observer.disconnect();
    element.removeEventListener('beforeinput', onBeforeInput);
    element.removeEventListener('input', onInput);
    element.removeEventListener('keydown', onKeyDown);
    element.removeEventListener('blur', onBlur);
    for (const name of ['contenteditable', 'role', 'aria-label', 'aria-multiline', INLINE_ATTRIBUTE]) element.removeAttribute(name);
    const frame = element.closest<HTMLElement>('[data-editor-frame]');
    // Back to the block's toolbar: the keyboard user is where they started.
    if (refocus) {
      element.blur();
      frame?.querySelector<HTMLElement>('[role="toolbar"] button')?.focus({ preventScroll: true });
    }
    onStop?.();
  };

  element.addEventListener('beforeinput', onBeforeInput);
  element.addEventListener('input', onInput);
  element.addEventListener('keydown', onKeyDown);
  element.addEventListener('blur', onBlur);
  element.focus({ preventScroll: true });
  return { element, field, stop };
}
