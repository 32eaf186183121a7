import { useMemo } from 'react';
import { useTranslation } from '../i18n/react';
import type { Translate } from '../translate-props';

/**
 * The translator for block props: texts of the current language (English as fallback) from the shell's
 * translator. Its identity changes when translations arrive or the language changes (with `t`'s), so the
 * blocks that show keys re-render with the text.
 */
export function usePropTranslator(): Translate {
  const { t, translator } = useTranslation();
  return useMemo<Translate>(() => (key) => (translator.exists(key) ? t(key) : undefined), [t, translator]);
}
