import { useEffect, useRef } from 'react';

/** Typing in a field must not run page shortcuts (Insert is also the overwrite key there; Ctrl+Z undoes the text). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/** Whether a modal dialog is open: its own keys (Monaco's undo, a form's fields) are not the page's. */
function modalOpen(): boolean {
  return document.querySelector('dialog[open]') !== null;
}

export type EditorShortcut = 'undo' | 'redo' | 'save';

/**
 * The editor's keys, as shown in the UI (button titles) and announced (aria-keyshortcuts). Ctrl on every platform;
 * Cmd (Meta) works too on a Mac.
 */
export const SHORTCUTS: Record<EditorShortcut, { label: string; aria: string }> = {
  undo: { label: 'Ctrl+Z', aria: 'Control+Z Meta+Z' },
  redo: { label: 'Ctrl+Shift+Z, Ctrl+Y', aria: 'Control+Shift+Z Control+Y Meta+Shift+Z' },
  save: { label: 'Ctrl+S', aria: 'Control+S Meta+S' },
};

/** The shortcut a key press means, if any. */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): EditorShortcut | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 's' && !event.shiftKey) return 'save';
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/**
 * Ctrl+Z undo, Ctrl+Shift+Z / Ctrl+Y redo and Ctrl+S save on the page. Ctrl+S never opens the browser's save
 * dialog while the editor is there (preventDefault), and saves unless a modal is open. Undo and redo leave a text
 * field's own undo alone, and a modal's keys to the modal.
 */
export function useEditorShortcuts(handlers: Record<EditorShortcut, () => void>): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      if (shortcut === 'save') {
        event.preventDefault();
        if (!event.repeat && !modalOpen()) latest.current.save();
        return;
      }
      if (isTyping(event.target) || modalOpen()) return;
      event.preventDefault();
      latest.current[shortcut]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

/**
 * While `active` (unsaved edits), closing or reloading the tab asks first: the browser's own "Leave site?" dialog
 * (its text is the browser's; preventDefault plus returnValue is what every browser honours).
 */
export function useUnsavedChangesGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari need returnValue set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
