import { describe, expect, it } from 'vitest';
import {
  accessDeniedErrorCode,
  fallbackFor,
  forbiddenPath,
  isReturnLocation,
  languageRedirect,
  nextBackTrail,
  postSignInTarget,
  safeDestination,
  signInPath,
} from './navigation';

const langs = ['en', 'de'];

describe('language redirects', () => {
  it('sends the root to home under the language prefix', () => {
    expect(languageRedirect({ pathname: '/', search: '', hash: '' }, langs, 'en')).toBe('/en/home');
  });
  it('prefixes an unprefixed path, keeping query and hash', () => {
    expect(languageRedirect({ pathname: '/sessions', search: '?search=ai', hash: '#top' }, langs, 'de')).toBe(
      '/de/sessions?search=ai#top',
    );
  });
  it('prefixes unknown paths too (they then show not found)', () => {
    expect(languageRedirect({ pathname: '/nope/x', search: '', hash: '' }, langs, 'en')).toBe('/en/nope/x');
  });
  it('leaves prefixed paths alone', () => {
    expect(languageRedirect({ pathname: '/de/home', search: '', hash: '' }, langs, 'en')).toBeNull();
  });
});

describe('forbidden and sign-in URLs', () => {
  it('uses errorCode 3403 for access denied', () => {
    expect(accessDeniedErrorCode).toBe(3403);
    expect(forbiddenPath('en')).toBe('/en/forbidden?errorCode=3403');
  });
  it('carries the return location to sign-in', () => {
    expect(signInPath('en', '/en/favorites?x=1#a')).toBe('/en/login?returnUrl=%2Fen%2Ffavorites%3Fx%3D1%23a');
  });
});

describe('return location', () => {
  it('is not remembered for locale, error and identity-provider paths', () => {
    for (const p of ['/en/locale', '/en/error', '/en/login', '/en/sign-in', '/en/sign-out', '/en/auth-redirect', '/en/redirect']) {
      expect(isReturnLocation(p)).toBe(false);
    }
    expect(isReturnLocation('/en/sessions/12')).toBe(true);
  });
  it('after sign-in goes to the stored page', () => {
    expect(postSignInTarget('/en/sessions?search=ai#x', 'en')).toBe('/en/sessions?search=ai#x');
  });
  it('after sign-in sends system pages and nothing to the authenticated home', () => {
    for (const p of ['forbidden', 'unauthorized', 'notfound', 'sign-in', 'sign-out', 'error', 'redirect', 'login']) {
      expect(postSignInTarget(`/en/${p}?errorCode=3403`, 'en')).toBe('/en/home');
    }
    expect(postSignInTarget(null, 'de')).toBe('/de/home');
    expect(postSignInTarget('https://evil.example/', 'en')).toBe('/en/home');
    expect(postSignInTarget('//evil.example/', 'en')).toBe('/en/home');
  });
  it('accepts only same-site destinations', () => {
    expect(safeDestination('/en/sessions')).toBe('/en/sessions');
    expect(safeDestination('https://evil.example')).toBeNull();
    expect(safeDestination('//evil.example')).toBeNull();
  });
});

describe('back trail', () => {
  it('resets on root list pages', () => {
    expect(nextBackTrail(['/en/a'], { kind: 'root', from: '/en/sessions/1', to: '/en/sessions', action: 'PUSH' })).toEqual([]);
  });
  it('pushes the previous page on detail pages', () => {
    expect(nextBackTrail([], { kind: 'detail', from: '/en/sessions?x=1', to: '/en/sessions/1', action: 'PUSH' })).toEqual([
      '/en/sessions?x=1',
    ]);
  });
  it('pops when going back', () => {
    const trail = ['/en/sessions', '/en/sessions/1'];
    expect(nextBackTrail(trail, { kind: 'detail', from: '/en/speakers/2', to: '/en/sessions/1', action: 'POP' })).toEqual([
      '/en/sessions',
    ]);
  });
  it('falls back to the parent list page', () => {
    expect(fallbackFor('/en/sessions/12')).toBe('/en/sessions');
    expect(fallbackFor('/en/meetings/edit/3')).toBe('/en/meetings');
    expect(fallbackFor('/en/favorites')).toBe('/en/home');
  });
});

describe('sign-in failure', () => {
  it('uses the HTTP status, else 500, and carries the message', async () => {
    const { signInFailureCode } = await import('./navigation');
    expect(signInFailureCode({ status: 401 })).toBe(401);
    expect(signInFailureCode({ status: 0 })).toBe(500);
    expect(signInFailureCode(new Error('x'))).toBe(500);
    expect(forbiddenPath('en', 500, 'No token')).toBe('/en/forbidden?errorCode=500&errorMessage=No%20token');
    expect(forbiddenPath('de', 1404, 'No token', 'translate.base.error.sign-in-failed')).toBe(
      '/de/forbidden?errorCode=1404&errorMessage=No%20token&errorKey=translate.base.error.sign-in-failed',
    );
  });
});
