import { useCallback } from 'react';
import { useTranslation } from '../../renderer';
import { settingsStrings, type SettingsStringKey } from './strings';

/** Translates one of the site tools' keys. */
export type SiteStrings = (key: SettingsStringKey, values?: Record<string, string | number>) => string;

/**
 * The site tools' strings: the English defaults are registered with the shell's translator when this lazy
 * chunk first renders (never overwriting a translation already loaded), so `t` finds every key.
 */
export function useSiteStrings(): SiteStrings {
  const { t, translator } = useTranslation();
  translator.addDefaults(settingsStrings);
  return useCallback(
    (key: SettingsStringKey, values?: Record<string, string | number>) => String(t(key, { ...values, defaultValue: settingsStrings[key] })),
    [t],
  );
}
