import { describe, expect, it } from 'vitest';
import { ApiError, createQueryClient, isApiError } from '../../api-client';
import { dehydrateForPage, hydrateFromPage, keepTextsRead } from './state';

describe('the query state a server-rendered page hands over', () => {
  it('carries answers and API errors through JSON, so the browser takes the branch the server took', async () => {
    const server = createQueryClient();
    server.setQueryData(['settings', 'cont'], { data: { languages: ['en'] }, fromStaticFallback: false });
    const missing = new ApiError({ status: 404, code: 'translate.base.error.not-found', message: 'No layout', path: '/content/x--live', method: 'GET' });
    await server.prefetchQuery({ queryKey: ['content', 'page', 'cont', 'x', 'live'], queryFn: () => Promise.reject(missing), retry: false });
    await server.prefetchQuery({ queryKey: ['other'], queryFn: () => Promise.reject(new Error('not an API error')), retry: false });

    const sent = JSON.parse(JSON.stringify(dehydrateForPage(server)));
    const browser = createQueryClient();
    hydrateFromPage(browser, sent);

    expect(browser.getQueryData(['settings', 'cont'])).toEqual({ data: { languages: ['en'] }, fromStaticFallback: false });
    const error = browser.getQueryState(['content', 'page', 'cont', 'x', 'live'])?.error;
    expect(isApiError(error) && error.status === 404 && error.message === 'No layout').toBe(true);
    // Only API errors travel: anything else the browser asks for again.
    expect(browser.getQueryState(['other'])).toBeUndefined();
  });

  it('keeps of the shell texts only those the render read, names that query, and leaves other namespaces whole', () => {
    const server = createQueryClient();
    const shell = { 'translate.shell.home': 'Home', 'translate.code-of-conduct.pledge': 'We pledge', 'translate.editor.save': 'Save' };
    const block = { 'translate.countdown.days': 'days', 'translate.countdown.hours': 'hours' };
    server.setQueryData(['translations', 'cont', 'en-US', 'common'], { data: shell, fromStaticFallback: false });
    server.setQueryData(['translations', 'cont', 'en-US', 'countdown'], { data: block, fromStaticFallback: false });
    const state = dehydrateForPage(server);
    expect(keepTextsRead(state, new Set(['translate.shell.home', 'translate.countdown.days']))).toEqual([['translations', 'cont', 'en-US', 'common']]);
    const browser = createQueryClient();
    hydrateFromPage(browser, JSON.parse(JSON.stringify(state)));
    expect(browser.getQueryData(['translations', 'cont', 'en-US', 'common'])).toEqual({ data: { 'translate.shell.home': 'Home' }, fromStaticFallback: false });
    expect(browser.getQueryData(['translations', 'cont', 'en-US', 'countdown'])).toEqual({ data: block, fromStaticFallback: false });
    // The server's own cache is untouched (it may render again).
    expect(server.getQueryData(['translations', 'cont', 'en-US', 'common'])).toEqual({ data: shell, fromStaticFallback: false });
  });
});
