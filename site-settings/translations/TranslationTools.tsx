import { isContentEditor, useEditMode, useShell } from '../../renderer';
import { TranslationPanel } from './TranslationPanel';

/**
 * In-place translation editing: for content editors in edit mode, the Translations panel
 * lists the `translate.*` keys of the current page with their text per language; clicking a translated text
 * on the page opens it there. Saved texts reach every open page through the live-update hub.
 */
export function TranslationTools() {
  const shell = useShell();
  const { editMode } = useEditMode();
  if (!isContentEditor(shell.scopes) || !editMode) return null;
  return <TranslationPanel />;
}
