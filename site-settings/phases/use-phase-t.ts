import { useTranslation, type Translator } from '../../renderer';
import { phaseStrings, type PhaseStringKey } from './strings';

const registered = new WeakSet<Translator>();

/** Adds the phase switcher's English defaults to the shell's translator once; translations already loaded win. */
export function registerPhaseStrings(translator: Translator): void {
  if (registered.has(translator)) return;
  registered.add(translator);
  // Silent: this runs while the switcher renders; a change event would re-render the shell mid-render.
  translator.addStrings('en', phaseStrings, { overwrite: false, silent: true });
}

/** The shell's t for the phase switcher's keys, with their English defaults registered. */
export function usePhaseT(): (key: PhaseStringKey, values?: Record<string, string>) => string {
  const { t, translator } = useTranslation();
  registerPhaseStrings(translator);
  return (key, values) => t(key, values ?? {});
}
