// Issue 13 point 5: when the content came from the static copies, the shell says it may be out of date.
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { configureApiClient, getSettings, resetApiClientConfig, resetStaticFallbackState } from '../../api-client';
import { I18nextProvider } from '../i18n/react';
import { Banners } from './Banners';
import { createShellI18n } from './i18n';
import { ShellContext, type ShellState } from './shell-context';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  resetApiClientConfig();
  resetStaticFallbackState();
});

function renderBanners() {
  const shell = { settings: { eventPhases: [], testingDate: null }, previewDate: null, clock: () => new Date() } as Partial<ShellState> as ShellState;
  return render(
    <MemoryRouter initialEntries={['/en/home']}>
      <I18nextProvider i18n={createShellI18n('en')}>
        <ShellContext value={shell}>
          <Banners />
        </ShellContext>
      </I18nextProvider>
    </MemoryRouter>,
  );
}

describe('the static-copy notice', () => {
  it('appears as a status message once a read falls back to the static copy (the API answered HTML)', async () => {
    configureApiClient({ baseUrl: 'http://site.test/api', staticBaseUrl: 'http://site.test/static-content' });
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/static-content/')) return new Response('{"eventPhases":[]}', { status: 200, headers: { 'content-type': 'application/json' } });
      return new Response('<!doctype html><title>Not found</title>', { status: 404, headers: { 'content-type': 'text/html' } });
    }) as typeof fetch;
    renderBanners();
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      await getSettings('cont');
    });
    const notice = screen.getByRole('status');
    expect(notice.textContent).toMatch(/saved copy .* may be out of date/);
  });
});
