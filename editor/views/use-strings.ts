import { useCallback } from 'react';
import { useTranslation } from '../../renderer';

/** Translates one of a bundle's keys; the bundle's English text is the default until translations load. */
export type Strings<K extends string> = (key: K, values?: Record<string, string | number>) => string;

/**
 * The editor chunk's strings are translation keys whose English default travels with the key (so the editor reads
 * well before, or without, an API translation for it); an API translation of the key wins.
 */
export function useStrings<K extends string>(defaults: Readonly<Record<K, string>>): Strings<K> {
  const { t } = useTranslation();
  return useCallback(
    (key: K, values?: Record<string, string | number>) => String(t(key, { ...values, defaultValue: defaults[key] })),
    [t, defaults],
  );
}
