import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../translate-props';

/**
 * The translator for block props: texts of the current language (English as fallback) from the shell's
 * i18next instance. Its identity changes when translations arrive or the language changes, so the blocks
 * that show keys re-render with the text.
 */
export function usePropTranslator(): Translate {
  const { i18n } = useTranslation();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    i18n.store.on('added', bump);
    i18n.on('languageChanged', bump);
    return () => {
      i18n.store.off('added', bump);
      i18n.off('languageChanged', bump);
    };
  }, [i18n]);
  return useMemo<Translate>(() => {
    void version;
    return (key) => (i18n.exists(key) ? i18n.t(key) : undefined);
  }, [i18n, version]);
}
