import { useMemo } from 'react';
import { useTranslation } from '../i18n/react';
import type { Translate } from '../translate-props';

/**
 * The translator for block props: texts of the current language (English as fallback) from the app's i18next
 * instance. Its identity changes when translations arrive or the language changes (with `t`'s), so the
 * blocks that show keys re-render with the text.
 */
export function usePropTranslator(): Translate {
  const { t, i18n } = useTranslation();
  return useMemo<Translate>(() => (key) => (i18n.exists(key) ? t(key) : undefined), [t, i18n]);
}
