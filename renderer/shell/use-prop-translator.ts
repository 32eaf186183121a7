import { useMemo } from 'react';
import { useTranslation } from '../i18n/react';
import type { Translate } from '../translate-props';
import { BLOCK_DEFAULTS_NAMESPACE, textDefaultKey } from '../../schemas';

/**
 * The translator for block props: texts of the current language (English as fallback) from the app's i18next
 * instance. Its identity changes when translations arrive or the language changes (with `t`'s), so the
 * blocks that show keys re-render with the text.
 */
export function usePropTranslator(): Translate {
  const { t, i18n } = useTranslation();
  // The block-prop defaults' texts (the schemas' English is the default): loaded with the page.
  const { t: defaultsT } = useTranslation(undefined, BLOCK_DEFAULTS_NAMESPACE);
  return useMemo<Translate>(
    () =>
      Object.assign((key: string) => (i18n.exists(key) ? t(key) : undefined), {
        defaultText: (blockType: string, prop: string, english: string) => defaultsT(textDefaultKey(blockType, prop), { defaultValue: english }),
      }),
    [t, i18n, defaultsT],
  );
}
