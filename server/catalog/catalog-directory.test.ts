// Speakers, companies by kind and favorites (the favorites table included), on both stores.
import { describe, expect, it } from 'vitest';
import type {
  CatalogCompanyDetail, CatalogCompanyList, CatalogSpeakerDetail, CatalogSpeakerList, FavoriteList,
} from '../../schemas/api-types.js';
import { openCatalogTestServer } from '../../test-support/catalog-test-server.js';

const server = openCatalogTestServer();

describe('speakers', () => {
  it('lists only speakers with bio and photo, 12 a page, by last name', async () => {
    const listed = server.demo.speakers.filter((s) => s.bio !== '' && s.photo !== '');
    expect(listed.length).toBeLessThan(server.demo.speakers.length);
    const list = await server.get<CatalogSpeakerList>('/api/speaker');
    expect(list.total).toBe(listed.length);
    expect(list.pageSize).toBe(12);
    expect(list.items).toHaveLength(12);
    const all = await server.get<CatalogSpeakerList>('/api/speaker?pageSize=1000');
    const key = (s: { lastName: string; firstName: string }) => `${s.lastName} ${s.firstName}`.toLowerCase();
    expect(all.items.map(key)).toEqual(listed.map(key).sort());
  });

  it('filters by company and searches by name', async () => {
    const company = server.demo.companies[0]?.companyId as string;
    const list = await server.get<CatalogSpeakerList>(`/api/speaker?company=${company}&pageSize=96`);
    expect(list.items.map((s) => s.speakerId).sort()).toEqual(
      server.demo.speakers.filter((s) => s.companyId === company && s.bio !== '' && s.photo !== '').map((s) => s.speakerId).sort(),
    );
    const target = server.demo.speakers.find((s) => s.bio !== '' && s.photo !== '');
    const found = await server.get<CatalogSpeakerList>(`/api/speaker?search=${encodeURIComponent(target?.displayName ?? '')}&sortBy=relevance`);
    expect(found.items[0]?.speakerId).toBe(target?.speakerId);
    expect((await server.get<{ message: string }>('/api/speaker?sortBy=chronological', { status: 400 })).message).toBe('Unhandled sort type');
    expect((await server.get<{ message: string }>('/api/speaker?pageSize=50', { status: 400 })).message).toBe('pageSize must be one of 12, 24, 48, 96 or 1000.');
  });

  it("answers a speaker's page with their sessions, and 404 for an unknown id", async () => {
    const speaker = server.demo.speakers[0];
    const detail = await server.get<CatalogSpeakerDetail>(`/api/speaker/${speaker?.speakerId}`, { headers: await server.headersOf('inperson') });
    const expected = server.demo.sessions.filter((s) => s.speakerIds.includes(speaker?.speakerId as string)).map((s) => s.sessionCode).sort();
    expect(detail.sessions.map((s) => s.sessionCode).sort()).toEqual(expected);
    const missing = await server.get<{ code: string; message: string }>('/api/speaker/spk-9999', { status: 404 });
    expect(missing.message).toBe('No speaker spk-9999.');
  });
});

describe('companies: sponsors, exhibitors, partners', () => {
  it('lists each kind at its path and all of them at /company', async () => {
    for (const kind of ['sponsor', 'exhibitor', 'partner'] as const) {
      const list = await server.get<CatalogCompanyList>(`/api/${kind}?pageSize=1000`);
      expect(list.items.map((c) => c.companyId).sort()).toEqual(server.demo.companies.filter((c) => c.kind === kind).map((c) => c.companyId).sort());
    }
    expect((await server.get<CatalogCompanyList>('/api/company')).total).toBe(server.demo.companies.length);
  });

  it("answers a sponsor's page with its sessions and speakers; another kind's path is 404", async () => {
    const sponsored = server.demo.sessions.find((s) => s.sponsorId !== null);
    const id = sponsored?.sponsorId as string;
    const detail = await server.get<CatalogCompanyDetail>(`/api/sponsor/${id}`, { headers: await server.headersOf('inperson') });
    expect(detail.company.companyId).toBe(id);
    expect(detail.sessions.map((s) => s.sessionCode).sort()).toEqual(server.demo.sessions.filter((s) => s.sponsorId === id).map((s) => s.sessionCode).sort());
    expect(detail.speakers.map((s) => s.speakerId).sort()).toEqual(
      server.demo.speakers.filter((s) => s.companyId === id && s.bio !== '' && s.photo !== '').map((s) => s.speakerId).sort(),
    );
    await server.get(`/api/exhibitor/${id}`, { status: 404 });
    expect((await server.get<CatalogCompanyDetail>(`/api/company/${id}`)).company.companyId).toBe(id);
  });
});

describe('favorites (kinds Attendee 0, Speaker 1, Sponsor 2, Solution 3, Session 4)', () => {
  it('needs a signed-in user', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/favorites' });
    expect(res.statusCode).toBe(401);
  });

  it('adds, lists and removes favorites of every kind; a session favorite requires its session type', async () => {
    const headers = await server.headersOf('attendee');
    const session = server.demo.sessions.find((s) => s.sessionType.logicalValue === 'breakout');
    const put = (kind: number, id: string, body: unknown) =>
      server.app.inject({ method: 'PUT', url: `/api/favorites/${kind}/${encodeURIComponent(id)}`, headers, payload: body as object });
    const noType = await put(4, session?.sessionCode as string, {});
    expect(noType.statusCode).toBe(400);
    expect(noType.json().message).toBe('A favorite of a session requires its session type (itemType).');
    const wrongType = await put(4, session?.sessionCode as string, { itemType: 'keynote' });
    expect(wrongType.json().message).toBe("itemType must be the session's type (breakout).");
    expect((await put(4, session?.sessionCode as string, { itemType: 'breakout' })).statusCode).toBe(200);
    expect((await put(1, server.demo.speakers[0]?.speakerId as string, {})).statusCode).toBe(200);
    expect((await put(2, server.demo.companies[0]?.companyId as string, {})).statusCode).toBe(200);
    expect((await put(0, server.demo.attendees[0]?.attendeeId as string, {})).statusCode).toBe(200);
    expect((await put(3, session?.products[0] as string, {})).statusCode).toBe(200);
    expect((await put(1, 'spk-9999', {})).statusCode).toBe(404);
    const bad = await put(5, 'x', {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('kind must be 0 (attendee), 1 (speaker), 2 (sponsor), 3 (solution) or 4 (session).');
    const list = await server.get<FavoriteList>('/api/favorites', { headers });
    expect(list.items.map((f) => f.kind).sort()).toEqual([0, 1, 2, 3, 4]);
    // Stored by session id, whichever the client named.
    expect(list.items.find((f) => f.kind === 4)).toMatchObject({ itemId: session?.sessionId, itemType: 'breakout' });
    // The catalog's favorites toggle: the user's favorite sessions only; anonymous visitors must sign in.
    const mine = await server.get<{ total: number; items: { sessionId: string }[] }>('/api/session?favorites=true', { headers });
    expect(mine.items.map((i) => i.sessionId)).toEqual([session?.sessionId]);
    const facets = await server.get<{ total: number }>('/api/facets?favorites=true', { headers });
    expect(facets.total).toBe(1);
    const anonymous = await server.get<{ message: string }>('/api/session?favorites=true', { status: 401 });
    expect(anonymous.message).toBe('The favorites filter needs a signed-in user.');
    const del = await server.app.inject({ method: 'DELETE', url: `/api/favorites/4/${session?.sessionId}`, headers });
    expect(del.statusCode).toBe(200);
    expect(del.json().items.map((f: { kind: number }) => f.kind).sort()).toEqual([0, 1, 2, 3]);
    const again = await server.app.inject({ method: 'DELETE', url: `/api/favorites/4/${session?.sessionId}`, headers });
    expect(again.statusCode).toBe(404);
    // Another user sees none of them.
    expect((await server.get<FavoriteList>('/api/favorites', { headers: await server.headersOf('inperson') })).items).toEqual([]);
  });

  it("lists each favorite with what the favorites page shows: the item's name, a session's code and start, a company's kind", async () => {
    const headers = await server.headersOf('exhibitor');
    const session = server.demo.sessions.find((s) => s.title.includes("'") || s.title.includes('"')) ?? server.demo.sessions[0]!;
    const speaker = server.demo.speakers[0]!;
    const company = server.demo.companies.find((c) => c.kind === 'exhibitor')!;
    const attendee = server.demo.attendees[0]!;
    const put = (kind: number, id: string, body: object = {}) =>
      server.app.inject({ method: 'PUT', url: `/api/favorites/${kind}/${encodeURIComponent(id)}`, headers, payload: body });
    await put(4, session.sessionId, { itemType: session.sessionType.logicalValue });
    await put(1, speaker.speakerId);
    await put(2, company.companyId);
    await put(0, attendee.attendeeId);
    await put(3, session.products[0] as string);
    const { items } = await server.get<FavoriteList>('/api/favorites', { headers });
    const of = (kind: number) => items.find((f) => f.kind === kind);
    expect(of(4)).toMatchObject({ title: expect.any(String), code: session.sessionCode, startDateTime: new Date(session.startDateTime as string).toISOString(), companyKind: null });
    // Titles read as the catalog shows them (typographic quotes).
    expect(of(4)?.title).not.toMatch(/["']/);
    expect(of(1)).toMatchObject({ title: speaker.displayName, code: null, startDateTime: null, companyKind: null, imageUrl: speaker.photo || null });
    expect(of(2)).toMatchObject({ title: company.name, companyKind: 'exhibitor', imageUrl: company.logo || null });
    expect(of(4)?.imageUrl).toBeNull();
    expect(of(0)?.title).toBe(attendee.displayName);
    expect(of(3)?.title).toBe(session.products[0]);
    // PUT and DELETE answer the same enriched list.
    const del = await server.app.inject({ method: 'DELETE', url: `/api/favorites/1/${speaker.speakerId}`, headers });
    expect(del.json().items.find((f: { kind: number }) => f.kind === 2)).toMatchObject({ title: company.name, companyKind: 'exhibitor' });
  });
});
