// The attendee directory and profile routes (docs/behaviour/attendees-and-profile.md) on PGlite and (TEST_DATABASE_URL)
// PostgreSQL, over the whole demo: 2,000 generated attendees plus the three persona attendees.
import { describe, expect, it } from 'vitest';
import type {
  AttendeeDetail, AttendeeFacets, AttendeeList, AttendeeSuggest, ConsentAnswer, ProfileAnswer,
} from '../../schemas/api-types.js';
import { openCatalogTestServer } from '../../test-support/catalog-test-server.js';

const server = openCatalogTestServer();

async function put<T>(url: string, headers: Record<string, string>, payload: unknown, status = 200, method: 'PUT' | 'POST' = 'PUT'): Promise<T> {
  const res = await server.app.inject({ method, url, headers, payload: payload as object });
  if (res.statusCode !== status) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json() as T;
}

describe('attendee directory', () => {
  it('needs sign-in and the attendee-directory scope', async () => {
    await server.get('/api/attendee', { status: 401 });
    const editor = await server.headersOf('contenteditor');
    const err = await server.get<{ code: string }>('/api/attendee', { headers: editor, status: 403 });
    expect(err.code).toBe('translate.base.error.forbidden');
  });

  it('lists only attendees who opted in, server-paged by last name, biographies cut at 350 characters', async () => {
    const headers = await server.headersOf('inperson');
    const { rows } = await server.store.db.query<{ n: string | number }>('SELECT count(*) AS n FROM attendees WHERE listed');
    const page = await server.get<AttendeeList>('/api/attendee?pageSize=24', { headers });
    expect(page.total).toBe(Number(rows[0]?.n));
    expect(page.total).toBeLessThan(2003);
    expect(page.items).toHaveLength(24);
    const names = page.items.map((a) => `${a.lastName.toLowerCase()} ${a.firstName.toLowerCase()}`);
    expect(names).toEqual([...names].sort());
    expect(page.items.every((a) => a.email === '' && a.bio.length <= 351)).toBe(true);
    // The attendee persona starts out of the directory.
    const found = await server.get<AttendeeList>('/api/attendee?search=Avery%20Attendee', { headers });
    expect(found.items.map((a) => a.attendeeId)).not.toContain('att-attendee');
    const last = await server.get<AttendeeList>(`/api/attendee?pageSize=96&currentPage=${page.pageCount * 10}`, { headers });
    expect(last.items).toEqual([]);
    expect(last.total).toBe(page.total);
  });

  it('filters by facets (OR within a facet, AND across) with disjunctive counts', async () => {
    const headers = await server.headersOf('inperson');
    const facets = await server.get<AttendeeFacets>('/api/attendee/facets', { headers });
    expect(facets.facets.map((f) => f.name)).toEqual(['company', 'region', 'participationType']);
    const region = facets.facets[1]!.filters[0]!;
    const type = facets.facets[2]!.filters.find((f) => f.value === 'inperson')!;
    expect(type.label).toBe('In person');
    const byRegion = await server.get<AttendeeList>(`/api/attendee?filter=${encodeURIComponent(region.path)}`, { headers });
    expect(byRegion.total).toBe(region.count);
    expect(byRegion.items.every((a) => a.region === region.value)).toBe(true);
    const both = await server.get<AttendeeList>(`/api/attendee?filter=${encodeURIComponent(region.path)}&filter=${encodeURIComponent(type.path)}&pageSize=96`, { headers });
    expect(both.items.every((a) => a.region === region.value && a.participationType.logicalValue === 'inperson')).toBe(true);
    const narrowed = await server.get<AttendeeFacets>(`/api/attendee/facets?filter=${encodeURIComponent(region.path)}`, { headers });
    // The region facet keeps its own counts; the others count within the region.
    expect(narrowed.facets[1]!.filters.find((f) => f.value === region.value)!.count).toBe(region.count);
    expect(narrowed.facets[2]!.filters.reduce((n, f) => n + f.count, 0)).toBe(region.count);
    await server.get('/api/attendee?filter=colour>red', { headers, status: 400 });
  });

  it('suggests from 2 characters, strips trailing dots and whitespace and leaves the viewer out', async () => {
    const inperson = await server.headersOf('inperson');
    expect((await server.get<AttendeeSuggest>('/api/attendee/suggest?q=I', { headers: inperson })).items).toEqual([]);
    const exhibitor = await server.headersOf('exhibitor');
    const s = await server.get<AttendeeSuggest>(`/api/attendee/suggest?q=${encodeURIComponent('Imani In.. ')}`, { headers: exhibitor });
    expect(s.query).toBe('Imani In');
    expect(s.items.map((i) => i.attendeeId)).toContain('att-inperson');
    const self = await server.get<AttendeeSuggest>(`/api/attendee/suggest?q=${encodeURIComponent('Imani In')}`, { headers: inperson });
    expect(self.items.map((i) => i.attendeeId)).not.toContain('att-inperson');
  });
});

describe('profile', () => {
  it('opting in lists the attendee at once; edits raise the completion percentage', async () => {
    const attendee = await server.headersOf('attendee');
    const before = await server.get<ProfileAnswer>('/api/profile', { headers: attendee });
    expect(before.profile.privacy.attendeeDirectory).toBe(false);
    expect(before.completion.percentage).toBe(50);
    const after = await put<ProfileAnswer>('/api/profile', attendee, {
      privacy: { attendeeDirectory: true },
      detail: { biography: 'Builds data platforms.', preferredFirst: 'Ave' },
    });
    expect(after.completion.percentage).toBe(85);
    expect(after.profile.detail.preferredFirst).toBe('Ave');
    const inperson = await server.headersOf('inperson');
    const s = await server.get<AttendeeSuggest>('/api/attendee/suggest?q=av', { headers: inperson });
    expect(s.items.find((i) => i.attendeeId === 'att-attendee')?.displayName).toBe('Ave Attendee');
    const completion = await server.get<{ percentage: number }>('/api/profile/completion', { headers: attendee });
    expect(completion.percentage).toBe(85);
    // Names from registration are read-only: the body refuses them (strict write validation).
    await put('/api/profile', attendee, { detail: { firstName: 'X' } }, 400);
    await put('/api/profile', attendee, { preferences: { selectedTimezone: 'Mars/Olympus' } }, 400);
    await put('/api/profile', attendee, { social: { linkedin: 'javascript:alert(1)' } }, 400);
  });

  it('refuses social links the URL rules of the site refuse (coded 400, nothing stored) and keeps handles and web addresses', async () => {
    const exhibitor = await server.headersOf('exhibitor');
    const before = await server.get<ProfileAnswer>('/api/profile', { headers: exhibitor });
    for (const value of ['java\tscript:alert(1)', '\u0001javascript:alert(1)', '//evil.example', '/\\evil.example', 'https://user@evil.example', 'data:text/html,x']) {
      const res = await server.app.inject({ method: 'PUT', url: '/api/profile', headers: exhibitor, payload: { social: { website: value, github: 'avery' } } });
      expect(res.statusCode, value).toBe(400);
      const body = res.json() as { code: string; details: { field: string } };
      expect(body.code).toBe('translate.base.error.bad-request');
      expect(body.details.field).toBe('social.website');
    }
    // Nothing of a refused body was stored, not even its valid fields.
    const unchanged = await server.get<ProfileAnswer>('/api/profile', { headers: exhibitor });
    expect(unchanged.profile.social).toEqual(before.profile.social);
    const saved = await put<ProfileAnswer>('/api/profile', exhibitor, { social: { github: '@avery', website: 'https://avery.example' } });
    expect(saved.profile.social).toMatchObject({ github: '@avery', website: 'https://avery.example' });
    await put('/api/profile', exhibitor, { social: before.profile.social });
  });

  it('answers 404 for a user without an attendee record', async () => {
    await server.get('/api/profile', { headers: await server.headersOf('siteeditor'), status: 404 });
  });

  it('accepts png, jpeg and gif photos by their bytes, at most 2 MB', async () => {
    const headers = await server.headersOf('exhibitor');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');
    const saved = await put<ProfileAnswer>('/api/profile/photo', headers, { name: 'me.png', type: 'image/png', data: png }, 200, 'POST');
    const url = saved.profile.detail.profileImage;
    expect(url).toMatch(/^\/api\/attendee\/att-exhibitor\/photo\?v=[0-9a-f]{32}$/);
    const img = await server.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    await put('/api/profile/photo', headers, { name: 'me.jpg', type: 'image/jpeg', data: png }, 400, 'POST');
    await put('/api/profile/photo', headers, { name: 'me.bmp', type: 'image/bmp', data: png }, 400, 'POST');
    const big = Buffer.alloc(2 * 1024 * 1024 + 1);
    big.set([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
    await put('/api/profile/photo', headers, { name: 'big.gif', type: 'image/gif', data: big.toString('base64') }, 400, 'POST');
    expect((await server.app.inject({ method: 'GET', url: '/api/attendee/att-exhibitor/photo?v=0' })).statusCode).toBe(404);
  });
});

describe('attendee detail', () => {
  it('shows meeting and message only when the viewer has a directory profile, the attendee is available and not the viewer', async () => {
    const inperson = await server.headersOf('inperson');
    const exhibitor = await server.headersOf('exhibitor');
    const d = await server.get<AttendeeDetail>('/api/attendee/att-exhibitor', { headers: inperson });
    expect(d.actions).toMatchObject({ meeting: true, message: true, email: true, teamsChat: false });
    expect(d.attendee.email).toBe('exhibitor@nimbus.example');
    expect(d.meetingHref).toBe('/meetings/schedule?attendeeId=att-exhibitor&source=attendee-directory');
    expect(d.messageHref).toBe('/user/inbox?toRegKey=att-exhibitor');
    const self = await server.get<AttendeeDetail>('/api/attendee/att-inperson', { headers: inperson });
    expect(self.isSelf).toBe(true);
    expect(self.actions.meeting).toBe(false);
    // Not available for meetings: no buttons.
    await put('/api/profile', exhibitor, { privacy: { canAttendMeetings: false } });
    expect((await server.get<AttendeeDetail>('/api/attendee/att-exhibitor', { headers: inperson })).actions.meeting).toBe(false);
    await put('/api/profile', exhibitor, { privacy: { canAttendMeetings: true } });
    // The viewer leaves the directory: no buttons either.
    await put('/api/profile', inperson, { privacy: { attendeeDirectory: false } });
    const noProfile = await server.get<AttendeeDetail>('/api/attendee/att-exhibitor', { headers: inperson });
    expect(noProfile.viewerHasDirectoryProfile).toBe(false);
    expect(noProfile.actions.meeting).toBe(false);
    expect(noProfile.actions.message).toBe(false);
    await put('/api/profile', inperson, { privacy: { attendeeDirectory: true } });
  });

  it('hides unlisted attendees from others and non-public ones from anonymous visitors', async () => {
    const { rows } = await server.store.db.query<{ id: string; pub: boolean }>(
      `SELECT id, (doc->>'displayProfileToPublic')::boolean AS pub FROM attendees WHERE NOT listed AND user_id LIKE 'usr-%' ORDER BY id LIMIT 1`,
    );
    await server.get(`/api/attendee/${rows[0]!.id}`, { headers: await server.headersOf('inperson'), status: rows[0]!.pub ? 200 : 404 });
    const { rows: listed } = await server.store.db.query<{ id: string }>(
      `SELECT id FROM attendees WHERE listed AND NOT (doc->>'displayProfileToPublic')::boolean ORDER BY id LIMIT 1`,
    );
    await server.get(`/api/attendee/${listed[0]!.id}`, { status: 404 });
  });
});

describe('attendee photo', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('follows the visibility of the attendee it belongs to, cached privately unless the profile is public', async () => {
    const exhibitor = await server.headersOf('exhibitor');
    const inperson = await server.headersOf('inperson');
    const saved = await put<ProfileAnswer>('/api/profile/photo', exhibitor, { name: 'me.png', type: 'image/png', data: PNG }, 200, 'POST');
    const url = saved.profile.detail.profileImage;
    const { attendeeDirectory, displayProfileToPublic } = saved.profile.privacy;
    const cookie = { cookie: `conf_session=${exhibitor.authorization!.replace(/^Bearer /, '')}` };
    try {
      // Out of the directory and not public: the page and the photo answer 404 alike, to anonymous and signed-in others.
      await put('/api/profile', exhibitor, { privacy: { attendeeDirectory: false, displayProfileToPublic: false } });
      await server.get('/api/attendee/att-exhibitor', { status: 404 });
      const anonymous = await get(url);
      expect(anonymous.statusCode).toBe(404);
      expect(anonymous.headers['cache-control']).toBe('private, no-store');
      expect(String(anonymous.headers.vary)).toMatch(/Authorization/);
      expect(String(anonymous.headers.vary)).toMatch(/Cookie/);
      expect((await get(url, inperson)).statusCode).toBe(404);
      // The attendee sees their own, by bearer and by the page cookie an <img> sends; never stored by caches.
      const own = await get(url, exhibitor);
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect((await get(url, cookie)).statusCode).toBe(200);

      // Listed, not public: directory members see it, privately; anonymous visitors do not.
      await put('/api/profile', exhibitor, { privacy: { attendeeDirectory: true } });
      const member = await get(url, inperson);
      expect(member.statusCode).toBe(200);
      expect(member.headers['cache-control']).toBe('private, no-store');
      expect((await get(url)).statusCode).toBe(404);

      // Public: anyone, and shared caches may keep it.
      await put('/api/profile', exhibitor, { privacy: { displayProfileToPublic: true } });
      await server.get('/api/attendee/att-exhibitor');
      const shared = await get(url);
      expect(shared.statusCode).toBe(200);
      expect(shared.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    } finally {
      await put('/api/profile', exhibitor, { privacy: { attendeeDirectory, displayProfileToPublic } });
    }
  });
});

describe('consent', () => {
  it('stores per-exhibitor choices; the global opt-in consents everywhere; not for visitors from Korea', async () => {
    const headers = await server.headersOf('inperson');
    const first = await server.get<ConsentAnswer>('/api/consent', { headers });
    expect(first.applies).toBe(true);
    expect(first.exhibitors.length).toBeGreaterThan(10);
    const name = first.exhibitors[0]!.exhibitorName;
    const one = await put<ConsentAnswer>('/api/consent', headers, { exhibitors: [{ exhibitorName: name, optedIn: true }] });
    expect(one.exhibitors.filter((e) => e.optedIn).map((e) => e.exhibitorName)).toEqual([name]);
    const all = await put<ConsentAnswer>('/api/consent', headers, { globalOptIn: true });
    expect(all.exhibitors.every((e) => e.optedIn)).toBe(true);
    await put('/api/consent', headers, { exhibitors: [{ exhibitorName: 'Nobody Inc', optedIn: true }] }, 400);
    await server.store.db.query(`INSERT INTO profiles (user_id, country) VALUES ('cms-exhibitor', 'KR') ON CONFLICT (user_id) DO UPDATE SET country = 'KR'`);
    const korea = await server.headersOf('exhibitor');
    expect(await server.get<ConsentAnswer>('/api/consent', { headers: korea })).toEqual({ applies: false, globalOptIn: false, exhibitors: [] });
    await put('/api/consent', korea, { globalOptIn: true }, 400);
  });
});

describe('attendee type changer (docs/behaviour/attendees-and-profile.md, view-as)', () => {
  it('shows a site editor the directory as the viewed-as type allows, and no meeting button without a directory profile', async () => {
    const editor = await server.headersOf('siteeditor');
    await server.get('/api/attendee', { headers: editor, status: 403 });
    const res = await server.app.inject({ method: 'POST', url: '/api/siteeditor/change-attendee-type/inperson', headers: editor, payload: {} });
    expect(res.statusCode).toBe(200);
    const viewing = { authorization: `Bearer ${(res.json() as { token: string }).token}` };
    const list = await server.get<AttendeeList>('/api/attendee', { headers: viewing });
    expect(list.total).toBeGreaterThan(100);
    // The editor has no attendee record: no directory profile, so no meeting or message button anywhere.
    const d = await server.get<AttendeeDetail>('/api/attendee/att-inperson', { headers: viewing });
    expect(d.viewerHasDirectoryProfile).toBe(false);
    expect(d.actions.meeting).toBe(false);
    const reset = await server.app.inject({ method: 'POST', url: '/api/siteeditor/reset-attendee-type', headers: viewing, payload: {} });
    const back = { authorization: `Bearer ${(reset.json() as { token: string }).token}` };
    await server.get('/api/attendee', { headers: back, status: 403 });
  });
});

describe('flags', () => {
  it('offers team chat only with showTeamsMessaging, and recommendations only with enableSessionRecommendations', async () => {
    const { rows } = await server.store.db.query<{ features: Record<string, boolean> }>(`SELECT doc->'features' AS features FROM site_settings WHERE environment = 'uat'`);
    const features = rows[0]?.features ?? {};
    const inperson = await server.headersOf('inperson', server.uat);
    await server.setUatSettings({ features: { ...features, enableAttendees: true, showTeamsMessaging: true, enableSessionRecommendations: false } });
    const d = await server.get<AttendeeDetail>('/api/attendee/att-exhibitor', { headers: inperson, app: server.uat });
    expect(d.actions.teamsChat).toBe(true);
    expect(d.teamsChatHref).toBe('https://teams.microsoft.com/l/chat/0/0?users=exhibitor%40nimbus.example');
    await server.get('/api/recommendation', { headers: inperson, app: server.uat, status: 404 });
    await server.setUatSettings({ features: { ...features, enableAttendees: true, showTeamsMessaging: false, enableSessionRecommendations: true } });
    const off = await server.get<AttendeeDetail>('/api/attendee/att-exhibitor', { headers: inperson, app: server.uat });
    expect(off.actions.teamsChat).toBe(false);
    expect(off.teamsChatHref).toBe('');
    await server.get('/api/recommendation', { headers: inperson, app: server.uat });
    await server.get('/api/recommendation', { app: server.uat, status: 401 });
    await server.setUatSettings({ features });
  });
});
