import { useTranslation } from '../../renderer';
import { phaseStrings, type PhaseStringKey } from './strings';

/** The shell's t for the phase switcher's keys, with their English defaults registered (once). */
export function usePhaseT(): (key: PhaseStringKey, values?: Record<string, string>) => string {
  const { t, translator } = useTranslation();
  translator.addDefaults(phaseStrings);
  return (key, values) => t(key, values ?? {});
}
