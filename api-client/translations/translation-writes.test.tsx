// The text and settings write hooks against the real API (test-support/real-api; the fixture has
// translate.base.welcome in en-US and de-DE, namespace base): each refreshes what it changed, and a text saved
// with a stale hash is a conflict.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { realApiPerFile } from '../../test-support/real-api';
import { isApiError } from '../api-error';
import { createQueryClient } from '../query-client';
import { useSettings } from '../settings/get-settings';
import { useSaveSiteEditorSettings, useSiteEditorSettings } from '../site-editor/site-editor-settings';
import { useTranslations } from './get-translations';
import { translationHashOf, useTranslationMetadata, useUpdateTranslations } from './translation-writes';

const api = realApiPerFile();
beforeEach(() => api.signIn('contenteditor'));

function wrapperFor(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('text writes', () => {
  it('useUpdateTranslations saves with the hash read and refreshes the texts and their hashes', async () => {
    const client = createQueryClient();
    const { result } = renderHook(
      () => ({
        texts: useTranslations('de-DE', 'base', 'cont'),
        metadata: useTranslationMetadata('cont', ['de-DE'], 'base'),
        update: useUpdateTranslations(),
      }),
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(result.current.metadata[0]?.data).toBeDefined());
    await waitFor(() => expect(result.current.texts.data?.data['translate.base.welcome']).toBe('Willkommen'));
    const hash = translationHashOf(result.current.metadata[0]?.data, 'translate.base.welcome');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    await act(async () => {
      await result.current.update.mutateAsync({
        language: 'de',
        locale: 'de-DE',
        environment: 'cont',
        updates: [{ key: 'translate.base.welcome', content: 'Herzlich willkommen', namespace: 'base', originalHash: hash }],
      });
    });
    // The hook read the language's texts and hashes again.
    await waitFor(() => expect(result.current.texts.data?.data['translate.base.welcome']).toBe('Herzlich willkommen'));
    await waitFor(() => expect(translationHashOf(result.current.metadata[0]?.data, 'translate.base.welcome')).not.toBe(hash));

    // The old hash again: someone (this test, a moment ago) changed the text since it was read.
    let failure: unknown;
    await act(async () => {
      await result.current.update
        .mutateAsync({
          language: 'de',
          locale: 'de-DE',
          environment: 'cont',
          updates: [{ key: 'translate.base.welcome', content: 'Hallo', namespace: 'base', originalHash: hash }],
        })
        .catch((error: unknown) => (failure = error));
    });
    expect(isApiError(failure) && failure.status).toBe(409);
    expect(result.current.texts.data?.data['translate.base.welcome']).toBe('Herzlich willkommen');
  });
});

describe('settings writes', () => {
  it('useSaveSiteEditorSettings refreshes every reader of the settings', async () => {
    await api.signIn('siteeditor');
    const client = createQueryClient();
    const { result } = renderHook(
      () => ({ stored: useSiteEditorSettings(), settings: useSettings('cont'), save: useSaveSiteEditorSettings() }),
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(result.current.stored.data && result.current.settings.data).toBeTruthy());
    const read = result.current.stored.data!;
    await act(async () => {
      await result.current.save.mutateAsync({ environment: 'cont', changes: { allowLogOn: false }, originalHash: read.hash });
    });
    await waitFor(() => expect(result.current.stored.data?.hash).not.toBe(read.hash));
    await waitFor(() => expect((result.current.settings.data?.data as { allowLogOn?: boolean } | undefined)?.allowLogOn).toBe(false));
  });
});
