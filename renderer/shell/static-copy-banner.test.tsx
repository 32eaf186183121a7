// When the content came from the static copies, the shell says it may be out of date.
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { configureApiClient, getSettings, resetApiClientConfig, resetStaticFallbackState } from '../../api-client';
import { renderBanners } from './test-support/render-banners';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  resetApiClientConfig();
  resetStaticFallbackState();
});

describe('the static-copy notice', () => {
  it('appears as a status message once a read falls back to the static copy (the API answered HTML)', async () => {
    configureApiClient({ baseUrl: 'http://site.test/api', staticBaseUrl: 'http://site.test/static-content' });
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/static-content/')) return new Response('{"eventPhases":[]}', { status: 200, headers: { 'content-type': 'application/json' } });
      return new Response('<!doctype html><title>Not found</title>', { status: 404, headers: { 'content-type': 'text/html' } });
    }) as typeof fetch;
    renderBanners({ eventPhases: [], testingDate: null });
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      await getSettings('cont');
    });
    const notice = screen.getByRole('status');
    expect(notice.textContent).toMatch(/saved copy .* may be out of date/);
  });
});
