import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { TFunction, Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/**
 * The translator of the nearest provider and its `t`. The component renders again when the language changes
 * or texts arrive, and `t` then gets a new identity, so memoised children that take it render again too.
 */
export function useTranslation(): { t: TFunction; translator: Translator } {
  const translator = use(TranslatorContext);
  if (!translator) throw new Error('useTranslation needs a TranslatorProvider above it');
  const version = useSyncExternalStore(translator.subscribe, () => translator.version, () => translator.version);
  const t = useMemo<TFunction>(() => {
    void version;
    return (key, options) => translator.t(key, options);
  }, [translator, version]);
  return { t, translator };
}
