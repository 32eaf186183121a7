import { describe, expect, it } from 'vitest';
import { isPingPath, isPublicPath } from './public-paths';

// Event content, the directory and the sign-in requests are public; the path is matched without a leading slash
// or case mattering.
const publicPaths = [
  '/log', '/log/client-error', '/map', '/map/floor/1', '/session/abc', '/sessions', '/facets', '/blog', '/blog/posts?page=2',
  '/settings', '/sponsor/12', '/partner/3', '/exhibitor/5', '/company/9', '/speaker/7', '/discussion/1', '/attendee/42',
  '/auth/request', '/token/anonymous-chat', 'settings', '/SETTINGS',
];

// Tokens, the attendee's own data, the editors' content, translations and changelogs, and the system calls.
const tokenPaths = [
  '/token/access', '/token/access/refresh', '/attendee', '/attendees', '/content/home--live', '/content/all/home',
  '/translation/en-us/common', '/siteeditor', '/changelog/content?documentId=home--live', '/changelog/site-settings',
  '/ping', '/version', '/chrome/en', '/auth/dev/sign-in', '/pushnotification/inbox', '/profile/profileMetaData', '/recommendation',
];

describe('isPublicPath (docs/behaviour/calls.md, Public paths)', () => {
  it.each(publicPaths)('%s needs no token', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each(tokenPaths)('%s carries the token', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});

describe('isPingPath', () => {
  it('recognises /ping only', () => {
    expect(isPingPath('/ping')).toBe(true);
    expect(isPingPath('ping?x=1')).toBe(true);
    expect(isPingPath('/pings')).toBe(false);
    expect(isPingPath('/version')).toBe(false);
  });
});
