import { describe, expect, it } from 'vitest';
import { localeOf, productClaims, rolesOf, userIdOf } from './claims.js';
import { redactUrl } from '../../http/log-redaction.js';
import { sameSiteDest, signInPageRedirect } from './oidc-routes.js';
import { oidcSettings } from './settings.js';

const settings = { rolesClaim: 'roles' };

describe('claim mapping (docs/sign-in.md)', () => {
  it('grants the scopes of every role that names one of the site roles, plus lang-{locale}', () => {
    const claims = productClaims('https://idp.example', { sub: 's1', roles: ['exhibitor', 'contenteditor', 'admin'], locale: 'de_DE', email: 'a@b.example', name: 'A B' }, settings)!;
    expect(claims.scopes).toEqual(expect.arrayContaining(['expertconnect', 'contenteditor', 'meetings', 'lang-de-DE']));
    expect(claims.scopes).not.toContain('siteeditor');
    expect(claims.roles).toEqual(['exhibitor', 'contenteditor']);
    expect(claims).toMatchObject({ sub: userIdOf('https://idp.example', 's1'), cmsId: userIdOf('https://idp.example', 's1'), email: 'a@b.example', name: 'A B' });
  });

  it('reads roles from a string or a nested claim, and never grants anonymous', () => {
    expect(rolesOf({ roles: 'attendee, siteeditor' }, settings)).toEqual(['attendee', 'siteeditor']);
    expect(rolesOf({ realm_access: { roles: ['inperson'] } }, { rolesClaim: 'realm_access.roles' })).toEqual(['inperson']);
    expect(rolesOf({ roles: ['anonymous'] }, settings)).toEqual([]);
    expect(rolesOf({ roles: 42 }, settings)).toEqual([]);
  });

  it('refuses a user with none of the site roles, unless a default role is configured', () => {
    expect(productClaims('https://idp.example', { sub: 's2', roles: ['staff'] }, settings)).toBeNull();
    expect(productClaims('https://idp.example', { sub: 's2', roles: ['staff'] }, { rolesClaim: 'roles', defaultRole: 'attendee' })?.scopes).toContain('attendee-directory');
    expect(productClaims('https://idp.example', { roles: ['attendee'] }, settings)).toBeNull();
  });

  it('keeps ids apart per issuer and falls back to en-US for an unusable locale', () => {
    expect(userIdOf('https://a.example', 'x')).not.toBe(userIdOf('https://b.example', 'x'));
    expect(localeOf({ locale: 'fr' })).toBe('fr');
    expect(localeOf({ locale: '<script>' })).toBe('en-US');
  });
});

describe('settings', () => {
  const base = { OIDC_ISSUER: 'https://idp.example', OIDC_CLIENT_ID: 'site', OIDC_REDIRECT_URI: 'https://site.example/api/auth/oidc/callback' };
  it('needs the issuer, the client id and the redirect URI, and https unless the provider is on this machine', () => {
    expect(() => oidcSettings({ ...base, OIDC_CLIENT_ID: '' })).toThrow('AUTH_MODE=oidc needs OIDC_CLIENT_ID.');
    expect(() => oidcSettings({ ...base, OIDC_ISSUER: 'http://idp.example' })).toThrow(/https/);
    expect(oidcSettings({ ...base, OIDC_ISSUER: 'http://127.0.0.1:4000' }).allowHttp).toBe(true);
    expect(() => oidcSettings({ ...base, OIDC_SCOPES: 'profile email' })).toThrow('OIDC_SCOPES must include openid.');
    expect(() => oidcSettings({ ...base, OIDC_DEFAULT_ROLE: 'root' })).toThrow(/OIDC_DEFAULT_ROLE/);
    expect(oidcSettings(base)).toMatchObject({ scopes: 'openid profile email offline_access', rolesClaim: 'roles', passwordResetParams: { prompt: 'login' } });
    expect(oidcSettings({ ...base, OIDC_PASSWORD_RESET_PARAMS: 'p=B2C_1_reset' }).passwordResetParams).toEqual({ p: 'B2C_1_reset' });
  });
});

describe('sign-in pages and logs', () => {
  it('sends /login and /sign-in to the start of the flow with their returnUrl', () => {
    expect(signInPageRedirect('/de/login?returnUrl=%2Fde%2Fschedule')).toBe('/api/auth/oidc/start?lang=de&dest=%2Fde%2Fschedule');
    expect(signInPageRedirect('/en/sign-in')).toBe('/api/auth/oidc/start?lang=en');
    expect(signInPageRedirect('/en/login?returnUrl=https%3A%2F%2Fevil.example')).toBe('/api/auth/oidc/start?lang=en');
    expect(signInPageRedirect('/en/home')).toBeNull();
  });

  it('takes only same-site paths as destinations', () => {
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/a\nb']) expect(sameSiteDest(bad)).toBeUndefined();
    expect(sameSiteDest('/en/sessions?q=a#b')).toBe('/en/sessions?q=a#b');
  });

  it('never logs a code, a state or a token', () => {
    expect(redactUrl('/api/auth/oidc/callback?code=abc&state=def&iss=https%3A%2F%2Fidp')).toBe('/api/auth/oidc/callback?code=%5Bredacted%5D&state=%5Bredacted%5D&iss=https%3A%2F%2Fidp');
    expect(redactUrl('/api/video?at=secret-token')).not.toContain('secret-token');
    expect(redactUrl('/en/sessions?q=cloud')).toBe('/en/sessions?q=cloud');
  });
});
