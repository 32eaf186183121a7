// Preview frames and share links: made by editors, opened by anyone holding the URL, refused once expired,
// revoked or tampered with; every answer private, unstored and not indexed; nobody else's answers change.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestStore, signIn, testApp, TEST_NOW, type TestStore } from '../test-support.js';

const SHELL = '<!doctype html><html><head><meta name="site-env" content="cont"><title>shell</title></head><body><div id="root">SHELL-BODY</div></body></html>';
const DAY = 24 * 60 * 60 * 1000;

let dir: string;
let store: TestStore;
let app: FastifyInstance;
let now = TEST_NOW;
let editor: Record<string, string>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'preview-site-'));
  await writeFile(join(dir, 'index.html'), SHELL);
  store = await createTestStore();
  app = await testApp(store.db, { siteDir: dir }, () => now);
  editor = bearer(await signIn(app, 'contenteditor'));
});
afterAll(async () => {
  await app.close();
  await store.drop();
  await rm(dir, { recursive: true, force: true });
});

interface Link { id: string; url: string; state: string; expiresAt: string; revokedAt: string | null; audience: string; environment: string }

async function createLink(body: Record<string, unknown> = {}): Promise<Link> {
  const res = await app.inject({
    method: 'POST', url: '/api/preview/links', headers: editor,
    payload: { page: 'home', path: '/en/home', environment: 'cont', phase: 'live', date: '2027-05-18T10:00:00.000Z', audience: 'attendee', ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Link;
}

const tokenOf = (url: string) => decodeURIComponent(url.split('?preview=')[1] ?? '');

describe('share links', () => {
  it('are made by content editors for 7 days by default, and only by them', async () => {
    const link = await createLink();
    expect(link.state).toBe('active');
    expect(link.url).toMatch(/^\/en\/home\?preview=/);
    expect(Date.parse(link.expiresAt) - now.getTime()).toBe(7 * DAY);
    const attendee = bearer(await signIn(app, 'attendee'));
    const refused = await app.inject({ method: 'POST', url: '/api/preview/links', headers: attendee, payload: { page: 'home', path: '/en/home', environment: 'cont', phase: 'live', date: '2027-05-18T10:00:00Z', audience: 'attendee' } });
    expect(refused.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: '/api/preview/links?page=home' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('open the page without a sign-in: the shell in the link environment, noindex, never cached, framed by nobody', async () => {
    const link = await createLink({ environment: 'uat' });
    const res = await app.inject({ method: 'GET', url: link.url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('SHELL-BODY');
    expect(res.body).toContain('<meta name="site-env" content="uat">');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('read the API as the link audience, in its environment, and refuse writes', async () => {
    const link = await createLink({ environment: 'uat' });
    const headers = { 'x-preview-token': tokenOf(link.url) };
    const content = await app.inject({ method: 'GET', url: '/api/content/home--live', headers });
    expect([200, 404]).toContain(content.statusCode);
    expect(content.headers['cache-control']).toBe('private, no-store');
    // The link shows one page: another page's layout is refused.
    const other = await app.inject({ method: 'GET', url: '/api/content/sessions--live', headers });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'translate.base.error.preview.other-page' });
    // Another environment than the link's is refused; the link's own is read without the editor scope.
    expect((await app.inject({ method: 'GET', url: '/api/content/home--live?env=cont', headers })).statusCode).toBe(403);
    const settings = await app.inject({ method: 'GET', url: '/api/settings?env=uat', headers });
    expect(settings.statusCode).toBe(200);
    expect(settings.headers['cache-control']).toBe('private, no-store');
    // The audience is the attendee persona: its own routes answer, an editor's do not.
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers })).json()).toMatchObject({ displayName: 'Avery Attendee' });
    expect((await app.inject({ method: 'GET', url: '/api/siteeditor/files', headers })).statusCode).toBe(403);
    const write = await app.inject({ method: 'PUT', url: '/api/preferences', headers, payload: { catalogPageSize: 48 } });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'translate.base.error.preview.read-only' });
  });

  it('are refused once the clock passes their expiry: 410, nothing of the page', async () => {
    const link = await createLink();
    now = new Date(TEST_NOW.getTime() + 7 * DAY - 1000);
    expect((await app.inject({ method: 'GET', url: link.url })).statusCode).toBe(200);
    now = new Date(TEST_NOW.getTime() + 7 * DAY);
    try {
      const res = await app.inject({ method: 'GET', url: link.url });
      expect(res.statusCode).toBe(410);
      expect(res.body).toContain('This preview link has expired');
      expect(res.body).not.toContain('SHELL-BODY');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const api = await app.inject({ method: 'GET', url: '/api/settings', headers: { 'x-preview-token': tokenOf(link.url) } });
      expect(api.statusCode).toBe(410);
      expect(api.json()).toMatchObject({ code: 'translate.base.error.preview.expired' });
      // The editor's 30-minute token of TEST_NOW is long gone: a fresh sign-in at the moved clock.
      const later = bearer(await signIn(app, 'contenteditor'));
      const listed = (await app.inject({ method: 'GET', url: '/api/preview/links?page=home', headers: later })).json() as { links: Link[] };
      expect(listed.links.find((l) => l.id === link.id)?.state).toBe('expired');
    } finally {
      now = TEST_NOW;
    }
  });

  it('are refused once revoked: 410, listed as revoked', async () => {
    const link = await createLink();
    const revoked = await app.inject({ method: 'DELETE', url: `/api/preview/links/${link.id}`, headers: editor });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: link.id, state: 'revoked', revokedAt: TEST_NOW.toISOString() });
    const res = await app.inject({ method: 'GET', url: link.url });
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('This preview link was revoked');
    expect(res.body).not.toContain('SHELL-BODY');
    const api = await app.inject({ method: 'GET', url: '/api/settings', headers: { 'x-preview-token': tokenOf(link.url) } });
    expect(api.json()).toMatchObject({ code: 'translate.base.error.preview.revoked' });
    const listed = (await app.inject({ method: 'GET', url: '/api/preview/links?page=home', headers: editor })).json() as { links: Link[] };
    expect(listed.links.find((l) => l.id === link.id)?.state).toBe('revoked');
    expect((await app.inject({ method: 'DELETE', url: '/api/preview/links/unknown-link-id', headers: editor })).statusCode).toBe(404);
  });

  it('are refused when tampered with: 403, nothing of the page', async () => {
    const link = await createLink();
    const [payload, signature] = tokenOf(link.url).split('.') as [string, string];
    // A wider grant (another audience) with the old signature, and the same grant with a changed signature.
    const widened = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), audience: 'exhibitor' })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [`${widened}.${signature}`, `${payload}.${flipped}`, 'garbage', `${payload}.`]) {
      const res = await app.inject({ method: 'GET', url: `/en/home?preview=${encodeURIComponent(token)}` });
      expect(res.statusCode, token).toBe(403);
      expect(res.body).toContain('This preview link is not valid');
      expect(res.body).not.toContain('SHELL-BODY');
      const api = await app.inject({ method: 'GET', url: '/api/settings', headers: { 'x-preview-token': token } });
      expect(api.statusCode).toBe(403);
      expect(api.json()).toMatchObject({ code: 'translate.base.error.preview.invalid' });
    }
  });

  it('open their own page only', async () => {
    const link = await createLink();
    const res = await app.inject({ method: 'GET', url: `/en/sessions?preview=${encodeURIComponent(tokenOf(link.url))}` });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('SHELL-BODY');
  });
});

describe('preview frames', () => {
  it('are framed by the site itself only, at the grant date, and leave other visitors untouched', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/preview/frames', headers: editor, payload: { environment: 'cont', phase: 'live', date: '2027-05-18T10:00:00Z', audiences: ['anonymous', 'attendee', 'inperson', 'exhibitor'] } });
    expect(res.statusCode, res.body).toBe(200);
    const { frames } = res.json() as { frames: { audience: string; token: string }[] };
    expect(frames.map((f) => f.audience)).toEqual(['anonymous', 'attendee', 'inperson', 'exhibitor']);
    const page = await app.inject({ method: 'GET', url: `/en/home?preview=${encodeURIComponent(frames[2]!.token)}` });
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cache-control']).toBe('private, no-store');
    // The same page without a grant: as before (not framable, cacheable, indexable).
    const plain = await app.inject({ method: 'GET', url: '/en/home' });
    expect(String(plain.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(plain.headers['x-robots-tag']).toBeUndefined();
    expect(plain.headers['cache-control']).not.toContain('no-store');
    // The frame grant names the in-person persona; anonymous frames are nobody.
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-preview-token': frames[2]!.token } });
    expect(me.json()).toMatchObject({ displayName: 'Imani Inperson' });
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-preview-token': frames[0]!.token } })).statusCode).toBe(401);
    // A frame grant expires after 12 hours.
    now = new Date(TEST_NOW.getTime() + 12 * 60 * 60 * 1000);
    try {
      expect((await app.inject({ method: 'GET', url: `/en/home?preview=${encodeURIComponent(frames[1]!.token)}` })).statusCode).toBe(410);
    } finally {
      now = TEST_NOW;
    }
  });
});
