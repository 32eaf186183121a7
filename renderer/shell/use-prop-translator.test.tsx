import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { addTranslations, createI18n, whenTextMissing } from '../i18n/i18n';
import { I18nextProvider } from '../i18n/react';
import { usePropTranslator } from './use-prop-translator';

describe('usePropTranslator', () => {
  it('answers a held text, leaves a key it does not hold as it is, and says the page lacks a text', () => {
    const i18n = createI18n({ language: 'de' });
    addTranslations(i18n, 'de', { 'translate.home.heading': 'Willkommen' });
    const missing = vi.fn();
    // The page brought part of its texts: the rest is read once a page looks up one it does not hold (an in-app
    // navigation to a route whose texts the first page did not need).
    whenTextMissing(i18n, 'common', missing);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => usePropTranslator(), { wrapper });
    expect(result.current('translate.home.heading')).toBe('Willkommen');
    expect(missing).not.toHaveBeenCalled();
    expect(result.current('translate.sessions.heading')).toBeUndefined();
    expect(missing).toHaveBeenCalledTimes(1);
  });
});
