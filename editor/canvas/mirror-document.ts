/**
 * Keeps a preview frame's document dressed like the page's (DeviceCanvas): the same stylesheets (a lazy chunk's CSS
 * arrives later, a theme may change), the same <html> attributes (lang, dir, theme) except the editor's own layout
 * marks, and the editor's keyboard shortcuts (Ctrl+S, Ctrl+Z, Insert...) still reach the editor while the focus is in
 * the frame. Returns the function that stops it.
 */

/** <html> attributes that lay out the editor around the canvas; inside the frame they would pad the page again. */
const EDITOR_ROOT_ATTRIBUTES = new Set(['data-ed-panel', 'data-edit-mode', 'style']);

function isStyleNode(node: Node): node is HTMLStyleElement | HTMLLinkElement {
  if (node.nodeName === 'STYLE') return true;
  return node.nodeName === 'LINK' && (node as HTMLLinkElement).rel === 'stylesheet';
}

/** Whether a key event's target is a field (the frame's elements are not instances of this window's classes). */
function isField(target: EventTarget | null): boolean {
  const element = target as { closest?: (selector: string) => unknown; isContentEditable?: boolean } | null;
  if (!element || typeof element.closest !== 'function') return false;
  return element.isContentEditable === true || element.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

export function mirrorDocument(source: Document, target: Document): () => void {
  const clones = new Map<Node, Node>();
  const addStyle = (node: Node) => {
    if (!isStyleNode(node) || clones.has(node)) return;
    const clone = target.importNode(node, true);
    clones.set(node, clone);
    target.head.append(clone);
  };
  const syncStyles = () => {
    for (const [original, clone] of clones) {
      if (!original.isConnected) {
        (clone as ChildNode).remove();
        clones.delete(original);
      } else if (original.nodeName === 'STYLE' && clone.textContent !== original.textContent) {
        clone.textContent = original.textContent;
      }
    }
    source.querySelectorAll('style, link[rel="stylesheet"]').forEach(addStyle);
  };
  const syncRoot = () => {
    const from = source.documentElement;
    const to = target.documentElement;
    for (const { name } of [...to.attributes]) {
      if (!from.hasAttribute(name)) to.removeAttribute(name);
    }
    for (const { name, value } of [...from.attributes]) {
      if (!EDITOR_ROOT_ATTRIBUTES.has(name) && to.getAttribute(name) !== value) to.setAttribute(name, value);
    }
    target.body.className = source.body.className;
  };
  syncStyles();
  syncRoot();

  const styles = new MutationObserver(syncStyles);
  styles.observe(source.head, { childList: true, subtree: true, characterData: true });
  // Some stylesheets live in the body (the server's inlined CSS may); follow its direct children too.
  styles.observe(source.body, { childList: true });
  const root = new MutationObserver(syncRoot);
  root.observe(source.documentElement, { attributes: true });

  const view = target.defaultView;
  const forward = (event: KeyboardEvent) => {
    const shortcut = event.ctrlKey || event.metaKey || event.altKey || event.key === 'Insert';
    if (!shortcut || isField(event.target)) return;
    const copy = new KeyboardEvent('keydown', {
      key: event.key,
      code: event.code,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      shiftKey: event.shiftKey,
      repeat: event.repeat,
      bubbles: true,
      cancelable: true,
    });
    source.defaultView?.dispatchEvent(copy);
    if (copy.defaultPrevented) event.preventDefault();
  };
  view?.addEventListener('keydown', forward);
  return () => {
    styles.disconnect();
    root.disconnect();
    view?.removeEventListener('keydown', forward);
  };
}
