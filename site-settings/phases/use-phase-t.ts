import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { phaseStrings, type PhaseStringKey } from './strings';

const registered = new WeakSet<I18n>();

/** Adds the phase switcher's English defaults to an i18next instance once; translations already loaded win. */
export function registerPhaseStrings(i18n: I18n): void {
  if (registered.has(i18n)) return;
  registered.add(i18n);
  const ns = typeof i18n.options.defaultNS === 'string' ? i18n.options.defaultNS : 'common';
  // Silent: this runs while the switcher renders; an 'added' event would re-render the shell mid-render.
  i18n.addResourceBundle('en', ns, phaseStrings, true, false, { silent: true });
}

/** The shell's t for the phase switcher's keys, with their English defaults registered. */
export function usePhaseT(): (key: PhaseStringKey, values?: Record<string, string>) => string {
  const { t, i18n } = useTranslation();
  registerPhaseStrings(i18n);
  return (key, values) => t(key, values ?? {});
}
