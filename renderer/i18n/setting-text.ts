import { TRANSLATION_KEY } from '../translate-props';
import { useTranslation } from './react';

/**
 * Texts from the site settings (the announcement bar, the venue map's pins and footer): settings hold one value for
 * every language, so a value may be a translation key of the shell's namespace, shown in the page's language; any
 * other value (or a key no language has) shows as written.
 */
export function useSettingText(): (value: string) => string {
  const { t, i18n } = useTranslation();
  return (value) => (TRANSLATION_KEY.test(value) && i18n.exists(value) ? t(value) : value);
}
