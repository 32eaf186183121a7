import { useTranslation, type TFunction, type Translator } from '../../renderer';
import { editorStrings } from './strings';

/** Adds the editor's English defaults to the shell's translator (once; translations already loaded win). */
export function registerEditorStrings(translator: Translator): void {
  translator.addDefaults(editorStrings);
}

/** The shell's t, with the editor's English defaults registered. */
export function useEditorT(): TFunction {
  const { t, translator } = useTranslation();
  registerEditorStrings(translator);
  return t;
}
