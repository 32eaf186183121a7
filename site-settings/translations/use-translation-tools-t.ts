import { useTranslation, type TFunction } from '../../renderer';
import { translationStrings } from './strings';

/** The shell's t with this tool's English defaults added once (texts loaded from the API win). */
export function useTranslationToolsT(): TFunction {
  const { t, translator } = useTranslation();
  translator.addDefaults(translationStrings);
  return t;
}
