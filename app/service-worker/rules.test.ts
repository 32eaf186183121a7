import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS,
  SAVED_COPY_ATTRIBUTE,
  isSignOut,
  keepFor,
  markSavedCopy,
  pagesCacheName,
  personalCaches,
  viewerOfAuthorization,
} from './rules';

const origin = 'https://conference.example';
const get = (path: string, mode = 'navigate', headers: Record<string, string> = {}) => ({
  method: 'GET',
  mode,
  url: `${origin}${path}`,
  headers: new Headers(headers),
});

describe('what the service worker keeps', () => {
  it('keeps the pages an attendee visits and the API reads the app makes', () => {
    for (const path of ['/en/schedule', '/en/sessions/S1', '/de/sessions?page=1', '/en/meetings', '/en/favorites', '/ja/home']) {
      expect(keepFor(get(path), origin), path).toBe('page');
    }
    for (const path of ['/api/schedule', '/api/session/S1', '/api/sessions?page=1', '/api/settings', '/api/translation/en-US/common', '/api/me/counts']) {
      expect(keepFor(get(path, 'cors'), origin), path).toBe('read');
    }
  });

  it('never keeps writes, editors, previews, sign-in, the live channel, the ping or other sites', () => {
    expect(keepFor({ ...get('/api/schedule', 'cors'), method: 'POST' }, origin)).toBe('never');
    expect(keepFor({ ...get('/en/schedule'), method: 'POST' }, origin)).toBe('never');
    for (const path of ['/en/editor', '/en/login', '/en/sign-in', '/en/sign-out', '/en/auth-redirect?dest=/', '/preview/abc', '/en/home?preview=x.y']) {
      expect(keepFor(get(path), origin), path).toBe('never');
    }
    for (const path of ['/api/auth/me', '/api/auth/refresh', '/api/live?languages=en', '/api/ping', '/api/siteeditor/all', '/api/changelog/content', '/api/qa/runs', '/api/content/all/home', '/api/preview/links', '/api/schedule/feed', '/api/PushSubscription/public-key']) {
      expect(keepFor(get(path, 'cors'), origin), path).toBe('never');
    }
    expect(keepFor(get('/api/schedule', 'cors', { 'x-preview-token': 'grant' }), origin)).toBe('never');
    expect(keepFor({ ...get('/en/home'), url: 'https://cdn.example/en/home' }, origin)).toBe('never');
    // A script or stylesheet is the precache's, not a page.
    expect(keepFor(get('/assets/index-abc.js', 'cors'), origin)).toBe('never');
  });

  it('recognises the sign-out call', () => {
    expect(isSignOut({ method: 'POST', url: `${origin}/api/auth/sign-out` })).toBe(true);
    expect(isSignOut({ method: 'GET', url: `${origin}/api/auth/sign-out` })).toBe(false);
  });
});

describe('per-visitor caches', () => {
  const token = (claims: object) => `Bearer h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

  it("keys a signed-in visitor's copies by the token's cmsId, else its subject", () => {
    expect(viewerOfAuthorization(token({ cmsId: 'cms-1', sub: 'sub-1' }))).toBe('cms-1');
    expect(viewerOfAuthorization(token({ sub: 'sub-1' }))).toBe('sub-1');
    expect(viewerOfAuthorization(token({}))).toBeNull();
    expect(viewerOfAuthorization('Bearer not-a-jwt')).toBeNull();
    expect(viewerOfAuthorization(null)).toBeNull();
  });

  it('drops every signed-in visitor\'s copies at sign-out, not the anonymous pages or other caches', () => {
    const names = [pagesCacheName('cms-1'), pagesCacheName('cms/2'), pagesCacheName(ANONYMOUS), 'workbox-precache-v2-x', 'conference-meta'];
    expect(personalCaches(names)).toEqual([pagesCacheName('cms-1'), pagesCacheName('cms/2')]);
  });
});

describe('the saved-copy mark', () => {
  it('goes on the kept page\'s <html> element with the time it was saved', () => {
    const html = markSavedCopy('<!doctype html><html lang="en"><body></body></html>', '2027-05-17T09:30:00.000Z');
    expect(html).toContain(`<html ${SAVED_COPY_ATTRIBUTE}="2027-05-17T09:30:00.000Z" lang="en">`);
    expect(markSavedCopy('<html>', '"><script>')).toBe(`<html ${SAVED_COPY_ATTRIBUTE}="script">`);
  });
});
