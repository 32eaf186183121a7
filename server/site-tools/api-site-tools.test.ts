// The file uploader and the attendee type changer (site-file-routes.ts, attendee-type-routes.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from './site-file-types.js';
import { bearer } from '../test-support.js';
import { openTestServer } from '../test-app.js';

const server = openTestServer();
let site: Record<string, string>;
let editor: Record<string, string>;
let attendee: Record<string, string>;

// Smallest real files of each type: the bytes, not the names, are what the server checks.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

beforeAll(async () => {
  site = await server.headersOf('siteeditor');
  editor = await server.headersOf('contenteditor');
  attendee = await server.headersOf('attendee');
});

const upload = (headers: Record<string, string>, body: Record<string, unknown>) =>
  server.app.inject({ method: 'PUT', url: '/api/siteeditor/file', headers, payload: body });

describe('PUT /siteeditor/file and GET /files/{id}', () => {
  it('stores a png for a site editor and serves it back with its image type and safe headers', async () => {
    const res = await upload(site, { name: 'hero banner.png', type: 'image/png', data: PNG.toString('base64') });
    expect(res.statusCode).toBe(200);
    const stored = res.json() as { changed: boolean; id: string; url: string; name: string; type: string; size: number };
    expect(stored).toMatchObject({ changed: true, name: 'hero banner.png', type: 'image/png', size: PNG.length });
    expect(stored.id).toMatch(/^[a-f0-9]{24}\.png$/);
    expect(stored.url).toBe(`/api/files/${stored.id}`);

    const served = await server.app.inject({ url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-disposition']).toBe('inline; filename="hero banner.png"');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const again = await server.app.inject({ url: stored.url, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('stores the same bytes once (changed false the second time), also for a content editor', async () => {
    const res = await upload(editor, { name: 'copy.png', type: 'image/png', data: PNG.toString('base64') });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { changed: boolean }).changed).toBe(false);
  });

  it('accepts jpeg under .jpg and .jpeg with image/jpeg or image/jpg', async () => {
    for (const [name, type] of [['a.jpg', 'image/jpeg'], ['b.jpeg', 'image/jpg']]) {
      const res = await upload(site, { name, type, data: JPEG.toString('base64') });
      expect(res.statusCode, name).toBe(200);
      const { url } = res.json() as { url: string };
      expect((await server.app.inject({ url })).headers['content-type']).toBe('image/jpeg');
    }
  });

  it('accepts gif only as a photo upload', async () => {
    const plain = await upload(site, { name: 'a.gif', type: 'image/gif', data: GIF.toString('base64') });
    expect(plain.statusCode).toBe(400);
    expect((plain.json() as { message: string }).message).toBe("The file's content is not a png, jpg, jpeg image.");
    const photo = await upload(site, { name: 'a.gif', type: 'image/gif', data: GIF.toString('base64'), purpose: 'photo' });
    expect(photo.statusCode).toBe(200);
    expect((photo.json() as { id: string }).id).toMatch(/\.gif$/);
  });

  it('refuses SVG and HTML named and typed as png, by their bytes, and stores nothing', async () => {
    for (const bytes of [SVG, HTML]) {
      const res = await upload(site, { name: 'evil.png', type: 'image/png', data: bytes.toString('base64') });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'translate.base.error.bad-request', details: { field: 'data' } });
    }
    const { rows } = await server.store.db.query<{ n: number }>('SELECT count(*)::int AS n FROM site_files');
    expect(rows[0]?.n).toBe(3);
  });

  it('refuses a name or type that does not match the content', async () => {
    const byName = await upload(site, { name: 'photo.jpg', type: 'image/png', data: PNG.toString('base64') });
    expect(byName.statusCode).toBe(400);
    expect(byName.json()).toMatchObject({ details: { field: 'name' } });
    const byType = await upload(site, { name: 'photo.png', type: 'image/jpeg', data: PNG.toString('base64') });
    expect(byType.statusCode).toBe(400);
    expect(byType.json()).toMatchObject({ details: { field: 'type' } });
  });

  it('refuses a file above 1 MiB with a message naming the limit', async () => {
    expect(MAX_UPLOAD_BYTES).toBe(1_048_576);
    const fits = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES - PNG.length)]);
    expect((await upload(site, { name: 'fits.png', type: 'image/png', data: fits.toString('base64') })).statusCode).toBe(200);
    const exact = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES - PNG.length + 3)]);
    const over = await upload(site, { name: 'big.png', type: 'image/png', data: exact.toString('base64') });
    expect(over.statusCode).toBe(400);
    expect((over.json() as { message: string }).message).toBe(`The file is ${exact.length} bytes; files may be at most 1048576 bytes (1 MB).`);
  });

  it('is closed to attendees and anonymous visitors', async () => {
    expect((await upload(attendee, { name: 'a.png', type: 'image/png', data: PNG.toString('base64') })).statusCode).toBe(403);
    expect((await upload({}, { name: 'a.png', type: 'image/png', data: PNG.toString('base64') })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown file and 400 for an id that is not one', async () => {
    expect((await server.app.inject({ url: '/api/files/0123456789abcdef01234567.png' })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/api/files/..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });
});

describe('GET /siteeditor/files', () => {
  type Listed = { files: { id: string; url: string; name: string; type: string; size: number; uploadedAt: string }[] };
  const list = (headers: Record<string, string>) => server.app.inject({ url: '/api/siteeditor/files', headers });

  it('lists the uploaded images newest first, without their bytes, for content and site editors', async () => {
    // Bytes no other test uploads (a file is stored once per content, under its first name).
    const olderBytes = Buffer.concat([GIF, Buffer.from('older')]);
    const newerBytes = Buffer.concat([JPEG, Buffer.from('newer')]);
    const older = await upload(editor, { name: 'older.gif', type: 'image/gif', data: olderBytes.toString('base64'), purpose: 'photo' });
    const newer = await upload(site, { name: 'newer.jpg', type: 'image/jpeg', data: newerBytes.toString('base64') });
    expect(older.statusCode).toBe(200);
    expect(newer.statusCode).toBe(200);
    const olderId = (older.json() as { id: string }).id;
    const newerId = (newer.json() as { id: string }).id;
    // The two calls may share a clock tick: give them distinct upload times.
    await server.store.db.query(`UPDATE site_files SET uploaded_at = $2 WHERE id = $1`, [olderId, '2020-01-01T00:00:00Z']);
    await server.store.db.query(`UPDATE site_files SET uploaded_at = $2 WHERE id = $1`, [newerId, '2030-01-01T00:00:00Z']);

    for (const headers of [editor, site]) {
      const res = await list(headers);
      expect(res.statusCode).toBe(200);
      const { files } = res.json() as Listed;
      const ids = files.map((f) => f.id);
      expect(ids[0]).toBe(newerId);
      expect(ids.at(-1)).toBe(olderId);
      expect(files[0]).toEqual({ id: newerId, url: `/api/files/${newerId}`, name: 'newer.jpg', type: 'image/jpeg', size: newerBytes.length, uploadedAt: '2030-01-01T00:00:00.000Z' });
      expect(files.at(-1)).toMatchObject({ name: 'older.gif', type: 'image/gif', url: `/api/files/${olderId}` });
      expect(JSON.stringify(files)).not.toContain('"data"');
    }
  });

  it('is closed to attendees and anonymous visitors', async () => {
    expect((await list(attendee)).statusCode).toBe(403);
    expect((await list({})).statusCode).toBe(401);
  });
});

describe('POST /siteeditor/change-attendee-type/{type} and reset-attendee-type', () => {
  const me = async (token: string) => (await server.app.inject({ url: '/api/auth/me', headers: bearer(token) })).json() as { scopes: string[]; attendeeType?: string; originalAttendeeType?: string };
  const change = (headers: Record<string, string>, type: string) =>
    server.app.inject({ method: 'POST', url: `/api/siteeditor/change-attendee-type/${type}`, headers, payload: {} });

  it('is refused while enableAdminAttendeeTypeChanger is off', async () => {
    const res = await change(site, 'inperson');
    expect(res.statusCode).toBe(404);
    expect((res.json() as { message: string }).message).toContain('enableAdminAttendeeTypeChanger');
  });

  it('issues a token whose scopes and /auth/me follow the new type, and reset restores the original', async () => {
    const { hash } = (await server.app.inject({ url: '/api/siteeditor', headers: site })).json() as { hash: string };
    const on = await server.app.inject({ method: 'POST', url: '/api/siteeditor', headers: site, payload: { changes: { enableAdminAttendeeTypeChanger: true }, originalHash: hash } });
    expect(on.statusCode).toBe(200);

    const res = await change(site, 'inperson');
    expect(res.statusCode).toBe(200);
    const viewing = res.json() as { changed: boolean; token: string; attendeeType: string; originalAttendeeType: string };
    expect(viewing).toMatchObject({ changed: true, attendeeType: 'inperson', originalAttendeeType: 'staff' });
    const asInperson = await me(viewing.token);
    expect(asInperson.attendeeType).toBe('inperson');
    expect(asInperson.originalAttendeeType).toBe('staff');
    expect(asInperson.scopes).toEqual(expect.arrayContaining(['inperson', 'side-meetings', 'meetings', 'siteeditor', 'contenteditor', 'lang-en-US']));

    // A second change starts from the original scopes, not the viewed ones.
    const exhibitor = (await change(bearer(viewing.token), 'exhibitor')).json() as { token: string; originalAttendeeType: string };
    const asExhibitor = await me(exhibitor.token);
    expect(asExhibitor.scopes).toContain('expertconnect');
    expect(asExhibitor.scopes).not.toContain('inperson');
    expect(exhibitor.originalAttendeeType).toBe('staff');

    const reset = await server.app.inject({ method: 'POST', url: '/api/siteeditor/reset-attendee-type', headers: bearer(exhibitor.token), payload: {} });
    expect(reset.statusCode).toBe(200);
    const back = reset.json() as { changed: boolean; token: string; attendeeType: string };
    expect(back).toMatchObject({ changed: true, attendeeType: 'staff' });
    const restored = await me(back.token);
    expect([...restored.scopes].sort()).toEqual(['contenteditor', 'event-tools', 'lang-en-US', 'session-catalog', 'siteeditor']);
    expect(restored.originalAttendeeType).toBeUndefined();
  });

  it('answers changed false when resetting a token that views no other type', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/siteeditor/reset-attendee-type', headers: site, payload: {} });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { changed: boolean }).changed).toBe(false);
  });

  it('refuses an unknown type with a coded 400 and non-site-editors with 403', async () => {
    const res = await change(site, 'nobody');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'translate.base.error.bad-request', details: { field: 'type' } });
    expect((await change(editor, 'inperson')).statusCode).toBe(403);
  });
});
