import { useTranslation, type TFunction, type Translator } from '../../renderer';
import { editorStrings } from './strings';

const registered = new WeakSet<Translator>();

/** Adds the editor's English defaults to the shell's translator once; translations already loaded win. */
export function registerEditorStrings(translator: Translator): void {
  if (registered.has(translator)) return;
  registered.add(translator);
  // Silent: registering happens while the editor renders; a change event would re-render the shell mid-render.
  translator.addStrings('en', editorStrings, { overwrite: false, silent: true });
}

/** The shell's t, with the editor's English defaults registered. */
export function useEditorT(): TFunction {
  const { t, translator } = useTranslation();
  registerEditorStrings(translator);
  return t;
}
