import { useTranslation, type TFunction, type Translator } from '../../renderer';
import { translationStrings } from './strings';

const registered = new WeakSet<Translator>();

/** The shell's t with this tool's English defaults added once (texts loaded from the API win). */
export function useTranslationToolsT(): TFunction {
  const { t, translator } = useTranslation();
  if (!registered.has(translator)) {
    registered.add(translator);
    // Silent: this runs while rendering; a change event would re-render the shell mid-render.
    translator.addStrings('en', translationStrings, { overwrite: false, silent: true });
  }
  return t;
}
