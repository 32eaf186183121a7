import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsStrings, type SettingsStringKey } from './strings';

/** Translates one of the site tools' keys. */
export type SiteStrings = (key: SettingsStringKey, values?: Record<string, string | number>) => string;

// The shell's i18n instance reads one namespace; its translations from the API are added over these, not under.
const NAMESPACE = 'common';

/**
 * The site tools' strings: the English defaults are registered with the shell's i18next instance when this lazy
 * chunk first renders (never overwriting a translation already loaded), so `t` finds every key.
 */
export function useSiteStrings(): SiteStrings {
  const { t, i18n } = useTranslation();
  useMemo(() => {
    if (!i18n.hasResourceBundle('en', NAMESPACE) || !i18n.exists('translate.site-settings.title', { lng: 'en' })) {
      i18n.addResourceBundle('en', NAMESPACE, settingsStrings, true, false);
    }
  }, [i18n]);
  return useCallback(
    (key: SettingsStringKey, values?: Record<string, string | number>) => String(t(key, { ...values, defaultValue: settingsStrings[key] })),
    [t],
  );
}
