import { hashKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { sessionQueryOptions } from './auth/session-query';
import { getSession, saveSession } from './auth/session-store';
import { signOut } from './auth/sign-in';
import { allEnvironmentsQueryOptions } from './content/get-all-environments';
import { pageQueryOptions } from './content/get-page';
import { contentChangelogQueryOptions } from './changelog/get-changelog';
import { createQueryClient, hydratedAnswersReadAs, shouldRetry } from './query-client';
import { settingsQueryOptions } from './settings/get-settings';
import { chromeQueryOptions } from './system/get-chrome';
import { versionQueryOptions } from './system/get-version';
import { pingQueryOptions } from './system/ping';
import { translationsQueryOptions } from './translations/get-translations';

afterEach(() => signOut());

function apiError(status: number, path = '/content/home--live'): ApiError {
  return new ApiError({ status, code: 'x', message: 'x', path, method: 'GET' });
}

describe('shouldRetry', () => {
  it('never retries a 4xx, 429 included', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) expect(shouldRetry(0, apiError(status))).toBe(false);
  });

  it('never retries /ping, whatever the failure', () => {
    expect(shouldRetry(0, apiError(0, '/ping'))).toBe(false);
    expect(shouldRetry(0, apiError(503, '/ping'))).toBe(false);
  });

  it('retries network errors and 5xx twice', () => {
    expect(shouldRetry(0, apiError(0))).toBe(true);
    expect(shouldRetry(1, apiError(500))).toBe(true);
    expect(shouldRetry(2, apiError(500))).toBe(false);
  });
});

describe('query keys', () => {
  it('are stable and name what they depend on', () => {
    expect(pageQueryOptions({ page: 'home', phase: 'live', env: 'uat' }).queryKey).toEqual([
      'content',
      'page',
      'uat',
      'home',
      'live',
    ]);
    expect(pageQueryOptions({ page: 'home', phase: 'live' }).queryKey).toEqual(['content', 'page', 'cont', 'home', 'live']);
    expect(hashKey(pageQueryOptions({ page: 'a', phase: 'b', env: 'prod' }).queryKey)).toBe(
      hashKey(pageQueryOptions({ page: 'a', phase: 'b', env: 'prod' }).queryKey),
    );
    expect(settingsQueryOptions('prod').queryKey).toEqual(['settings', 'prod']);
    expect(translationsQueryOptions('en-us', 'common', 'cont').queryKey).toEqual(['translations', 'cont', 'en-us', 'common']);
    expect(allEnvironmentsQueryOptions('home').queryKey).toEqual(['content', 'all', 'home']);
    expect(contentChangelogQueryOptions('home--live').queryKey).toEqual(['changelog', 'content', 'home--live']);
    expect(chromeQueryOptions('en').queryKey).toEqual(['system', 'chrome', 'en']);
    expect(versionQueryOptions().queryKey).toEqual(['system', 'version']);
    expect(pingQueryOptions().queryKey).toEqual(['system', 'ping']);
    expect(sessionQueryOptions().queryKey).toEqual(['auth', 'session']);
  });
});

describe('session query', () => {
  it('never goes stale', () => {
    expect(sessionQueryOptions().staleTime).toBe(Infinity);
  });

  it('follows the session store while the client is mounted, and refreshes other queries', async () => {
    const client = createQueryClient();
    client.mount();
    await client.fetchQuery(sessionQueryOptions());
    expect(client.getQueryData(sessionQueryOptions().queryKey)).toMatchObject({ signedIn: false });
    client.setQueryData(['siteeditor', 'current'], { old: true });
    client.setQueryData(['auth', 'me'], { displayName: 'nobody' });

    saveSession('t', { scopes: ['siteeditor'] }, new Date(Date.now() + 60_000).toISOString());
    expect(client.getQueryData(sessionQueryOptions().queryKey)).toEqual(getSession());
    expect(client.getQueryState(['siteeditor', 'current'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['auth', 'me'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(sessionQueryOptions().queryKey)?.isInvalidated).toBe(false);

    client.unmount();
    signOut();
    // Unmounted: no longer following.
    expect(client.getQueryData(sessionQueryOptions().queryKey)).toMatchObject({ signedIn: true });
    client.clear();
  });

  it('keeps the answers when only the token changes for the same visitor, and reads again when the visitor changes', () => {
    const client = createQueryClient();
    client.mount();
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    saveSession('t1', { cmsId: 'cms-ava', scopes: [] }, later(30));
    client.setQueryData(['favorites', 'cms-ava'], ['s1']);
    // The half-hourly renewal: a new token, the same visitor.
    saveSession('t2', { cmsId: 'cms-ava', scopes: [] }, later(60));
    expect(client.getQueryState(['favorites', 'cms-ava'])?.isInvalidated).toBe(false);
    // Ava's role changes on the server: her next token carries other scopes.
    saveSession('t3', { cmsId: 'cms-ava', scopes: ['meetings'] }, later(60));
    expect(client.getQueryState(['favorites', 'cms-ava'])?.isInvalidated).toBe(true);
    // Someone else signs in on this browser.
    client.setQueryData(['favorites', 'cms-ava'], ['s1']);
    saveSession('t4', { cmsId: 'cms-ben', scopes: [] }, later(30));
    expect(client.getQueryState(['favorites', 'cms-ava'])?.isInvalidated).toBe(true);
    client.unmount();
    client.clear();
  });

  it('adopting the session a page was rendered for reads again only what was read without its token', async () => {
    const client = createQueryClient();
    client.mount();
    // The page's state, rendered for Ava; this browser holds no token yet.
    client.setQueryData(['favorites', 'cms-ava'], ['s1'], { updatedAt: Date.now() - 1_000 });
    hydratedAnswersReadAs(client, { user: { cmsId: 'cms-ava', scopes: [] } });
    await new Promise((tick) => setTimeout(tick, 5));
    // Read after hydration, before the session was adopted: as nobody.
    client.setQueryData(['me', 'counts', 'cms-ava'], { unread: 0 });
    saveSession('t1', { cmsId: 'cms-ava', scopes: [] }, new Date(Date.now() + 30 * 60_000).toISOString());
    expect(client.getQueryState(['favorites', 'cms-ava'])?.isInvalidated).toBe(false);
    expect(client.getQueryState(['me', 'counts', 'cms-ava'])?.isInvalidated).toBe(true);
    client.unmount();
    client.clear();
  });
});
