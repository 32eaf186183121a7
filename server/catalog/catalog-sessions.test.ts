// The session catalog's rules (docs/behaviour/catalog.md) against the whole
// demo, on PGlite and (TEST_DATABASE_URL) PostgreSQL. Expected counts are worked out here from the generated demo,
// not read back from the server.
import { describe, expect, it } from 'vitest';
import type { CatalogFacets, CatalogSessionDetail, CatalogSessionList, Session } from '../../schemas/api-types.js';
import { EVENT_TIMEZONE } from '../demo/index.js';
import { openCatalogTestServer } from '../../test-support/catalog-test-server.js';

const server = openCatalogTestServer();

const labels = (list: { logicalValue: string }[]) => list.map((l) => l.logicalValue);
/** docs/behaviour/catalog.md: delivered in person only and not recorded. */
const inPersonUnrecorded = (s: Session) => labels(s.deliveryTypes).join() === 'inperson' && labels(s.viewingOptions).includes('notrecorded');
const visibleToAnonymous = () => server.demo.sessions.filter((s) => !inPersonUnrecorded(s));
const local = new Intl.DateTimeFormat('en-CA', { timeZone: EVENT_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
function localOf(iso: string): { day: string; minute: number } {
  const p = Object.fromEntries(local.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, minute: Number(p.hour) * 60 + Number(p.minute) };
}
const byTitle = (a: Session, b: Session) => (a.sortTitle < b.sortTitle ? -1 : a.sortTitle > b.sortTitle ? 1 : a.sessionCode < b.sessionCode ? -1 : 1);

async function badRequest(url: string): Promise<{ code: string; message: string; details: unknown }> {
  return server.get(url, { status: 400 });
}

describe('session list: paging and sorting', () => {
  it('answers page 1 of 12 sorted asc (by title) by default, with the total visible to the visitor', async () => {
    const list = await server.get<CatalogSessionList>('/api/session');
    const expected = visibleToAnonymous().sort(byTitle);
    expect(list.pageSize).toBe(12);
    expect(list.currentPage).toBe(1);
    expect(list.sortBy).toBe('asc');
    expect(list.search).toBe('*');
    expect(list.total).toBe(expected.length);
    expect(list.pageCount).toBe(Math.ceil(expected.length / 12));
    expect(list.items.map((i) => i.sessionCode)).toEqual(expected.slice(0, 12).map((s) => s.sessionCode));
  });

  it('takes the page sizes 12, 24, 48, 96 and the full-list 1000, and refuses others', async () => {
    for (const size of [12, 24, 48, 96, 1000]) {
      const list = await server.get<CatalogSessionList>(`/api/session?pageSize=${size}`);
      expect(list.items.length).toBe(Math.min(size, list.total));
    }
    for (const size of ['13', '0', '100', 'x', '12.0']) {
      const err = await badRequest(`/api/session?pageSize=${size}`);
      expect(err.code).toBe('translate.base.error.bad-request');
      expect(err.message).toBe('pageSize must be one of 12, 24, 48, 96 or 1000.');
    }
  });

  it('pages deep: page 5 of 24 continues the order; past the last page is empty with the total', async () => {
    const expected = visibleToAnonymous().sort(byTitle);
    const page5 = await server.get<CatalogSessionList>('/api/session?pageSize=24&currentPage=5');
    expect(page5.items.map((i) => i.sessionCode)).toEqual(expected.slice(96, 120).map((s) => s.sessionCode));
    const past = await server.get<CatalogSessionList>('/api/session?pageSize=96&currentPage=99');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(expected.length);
    expect((await badRequest('/api/session?currentPage=0')).message).toBe('currentPage must be a whole number from 1.');
  });

  it("sorts desc and chronological; an unknown sort is 400 'Unhandled sort type' (docs/behaviour/catalog.md, Sorting)", async () => {
    const desc = await server.get<CatalogSessionList>('/api/session?sortBy=desc');
    expect(desc.items.map((i) => i.sessionCode)).toEqual(visibleToAnonymous().sort(byTitle).reverse().slice(0, 12).map((s) => s.sessionCode));
    const chrono = await server.get<CatalogSessionList>('/api/session?sortBy=chronological&pageSize=1000');
    const starts = chrono.items.map((i) => i.startDateTime);
    const scheduled = starts.filter((s): s is string => s !== null);
    expect(scheduled).toEqual([...scheduled].sort());
    // Unscheduled sessions (hands-on labs) come last.
    expect(starts.slice(scheduled.length).every((s) => s === null)).toBe(true);
    for (const sort of ['status', 'recommended', 'ASC']) {
      const err = await badRequest(`/api/session?sortBy=${sort}`);
      expect(err.message).toBe('Unhandled sort type');
      expect(err.details).toEqual({ field: 'sortBy', value: sort });
    }
  });
});

describe('free-text search (PostgreSQL full-text search)', () => {
  it('matches the last word as a prefix, so results follow typing', async () => {
    const list = await server.get<CatalogSessionList>('/api/session?search=kubernet&pageSize=1000');
    const expected = visibleToAnonymous().filter((s) => /kubernetes/i.test(`${s.title} ${s.abstract} ${s.tags.join(' ')}`));
    expect(expected.length).toBeGreaterThan(0);
    expect(list.total).toBe(expected.length);
    expect(list.search).toBe('kubernet');
  });

  it('finds a session by its code first (weight A), and by a speaker (weight B)', async () => {
    const target = visibleToAnonymous().find((s) => s.sessionCode === 'BRK150') as Session;
    const byCode = await server.get<CatalogSessionList>('/api/session?search=BRK150&sortBy=relevance');
    expect(byCode.items[0]?.sessionCode).toBe('BRK150');
    const speaker = server.demo.speakers.find((p) => p.speakerId === target.speakerIds[0]);
    const bySpeaker = await server.get<CatalogSessionList>(`/api/session?search=${encodeURIComponent(`"${speaker?.displayName ?? ''}"`)}&pageSize=1000`);
    const expected = visibleToAnonymous().filter((s) => s.speakerIds.includes(target.speakerIds[0] as string));
    expect(bySpeaker.items.map((i) => i.sessionCode).sort()).toEqual(expected.map((s) => s.sessionCode).sort());
  });

  it('ranks a title match (A) above an abstract-only match (C) with sortBy=relevance', async () => {
    const list = await server.get<CatalogSessionList>('/api/session?search=security&sortBy=relevance&pageSize=1000');
    const inTitle = (code: string) => /\bsecur/i.test(server.demo.sessions.find((s) => s.sessionCode === code)?.title ?? '');
    const firstAbstractOnly = list.items.findIndex((i) => !inTitle(i.sessionCode));
    const lastTitle = list.items.map((i) => inTitle(i.sessionCode)).lastIndexOf(true);
    expect(lastTitle).toBeGreaterThanOrEqual(0);
    expect(firstAbstractOnly).toBeGreaterThan(lastTitle);
  });

  it('keeps quoted parts as phrases and quotes tokens with special characters (docs/behaviour/catalog.md)', async () => {
    const phrase = await server.get<CatalogSessionList>(`/api/session?search=${encodeURIComponent('"platform engineering" cost')}&pageSize=1000`);
    expect(phrase.search).toBe('"platform engineering" cost');
    for (const item of phrase.items) {
      const s = server.demo.sessions.find((x) => x.sessionCode === item.sessionCode) as Session;
      expect(`${s.title} ${s.abstract}`.toLowerCase()).toContain('platform engineering');
    }
    const special = await server.get<CatalogSessionList>(`/api/session?search=${encodeURIComponent('node.js C# ai')}`);
    expect(special.search).toBe('"node.js" "C#" ai');
    const hostile = await server.get<CatalogSessionList>(`/api/session?search=${encodeURIComponent("') & !:* <-> \\ (")}`);
    expect(hostile.search).toBe(`"')" "&" "!:*" "<->" "\\" "("`);
  });

  it('makes an empty search a wildcard', async () => {
    for (const search of ['', '   ', '*', '""']) {
      const list = await server.get<CatalogSessionList>(`/api/session?search=${encodeURIComponent(search)}`);
      expect(list.search).toBe('*');
      expect(list.total).toBe(visibleToAnonymous().length);
    }
  });
});

describe('facets (disjunctive), filters and nesting', () => {
  const countBy = (list: Session[], key: (s: Session) => string[]) => {
    const out: Record<string, number> = {};
    for (const s of list) for (const k of key(s)) out[k] = (out[k] ?? 0) + 1;
    return out;
  };
  const facetCounts = (facets: CatalogFacets, name: string) =>
    Object.fromEntries((facets.facets.find((f) => f.name === name)?.filters ?? []).map((f) => [f.name, f.count]));

  it('counts every facet over the visible sessions', async () => {
    const facets = await server.get<CatalogFacets>('/api/facets');
    expect(facets.total).toBe(visibleToAnonymous().length);
    expect(facetCounts(facets, 'sessionType')).toEqual(countBy(visibleToAnonymous(), (s) => [s.sessionType.logicalValue]));
    expect(facetCounts(facets, 'level')).toEqual(countBy(visibleToAnonymous(), (s) => [s.sessionLevel.logicalValue]));
  });

  it("ignores a facet's own selection in its counts and applies it to the others", async () => {
    const facets = await server.get<CatalogFacets>('/api/facets?filter=sessionType>breakout');
    const breakouts = visibleToAnonymous().filter((s) => s.sessionType.logicalValue === 'breakout');
    expect(facetCounts(facets, 'sessionType')).toEqual(countBy(visibleToAnonymous(), (s) => [s.sessionType.logicalValue]));
    expect(facetCounts(facets, 'level')).toEqual(countBy(breakouts, (s) => [s.sessionLevel.logicalValue]));
    expect(facets.total).toBe(breakouts.length);
    expect(facets.facets.find((f) => f.name === 'sessionType')?.filters.find((f) => f.name === 'breakout')?.selected).toBe(true);
  });

  it('ORs filters within a facet and ANDs across facets; the list agrees with the facet total', async () => {
    const url = '?filter=sessionType>breakout&filter=sessionType>keynote&filter=level>300&pageSize=1000';
    const list = await server.get<CatalogSessionList>(`/api/session${url}`);
    const facets = await server.get<CatalogFacets>(`/api/facets${url}`);
    const expected = visibleToAnonymous().filter((s) => ['breakout', 'keynote'].includes(s.sessionType.logicalValue) && s.sessionLevel.logicalValue === '300');
    expect(list.total).toBe(expected.length);
    expect(facets.total).toBe(expected.length);
    expect(list.filters.map((f) => `${f.facet}>${f.filter}`)).toEqual(['sessionType>breakout', 'sessionType>keynote', 'level>300']);
    // level's own counts ignore level>300 but keep the session type selection.
    const types = visibleToAnonymous().filter((s) => ['breakout', 'keynote'].includes(s.sessionType.logicalValue));
    expect(facetCounts(facets, 'level')).toEqual(countBy(types, (s) => [s.sessionLevel.logicalValue]));
  });

  it('nests filters (solutionArea > topic) and filters by a nested path', async () => {
    const facets = await server.get<CatalogFacets>('/api/facets');
    const area = facets.facets.find((f) => f.name === 'solutionArea')?.filters.find((f) => f.name === 'AI');
    const expectedTopics = countBy(visibleToAnonymous().filter((s) => s.solutionArea === 'AI'), (s) => [s.topic]);
    expect(Object.fromEntries((area?.filters ?? []).map((f) => [f.name, f.count]))).toEqual(expectedTopics);
    const [topic, count] = Object.entries(expectedTopics)[0] as [string, number];
    expect(area?.filters.find((f) => f.name === topic)?.path).toBe(`solutionArea>AI>${topic}`);
    const list = await server.get<CatalogSessionList>(`/api/session?filter=${encodeURIComponent(`solutionArea>AI>${topic}`)}`);
    expect(list.total).toBe(count);
  });

  it('serves facets as ready bytes per viewer (ETag, 304), and a search afresh', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/api/facets?filter=level>200' });
    const again = await server.app.inject({ method: 'GET', url: '/api/facets?filter=level>200', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(first.headers.etag).toBeTruthy();
    expect(again.statusCode).toBe(304);
    expect(first.headers.vary).toContain('Authorization');
    const inperson = await server.get<CatalogFacets>('/api/facets?filter=level>200', { headers: await server.headersOf('inperson') });
    const anonymous = first.json() as CatalogFacets;
    expect(inperson.total).toBe(server.demo.sessions.filter((x) => x.sessionLevel.logicalValue === '200').length);
    expect(anonymous.total).toBe(visibleToAnonymous().filter((x) => x.sessionLevel.logicalValue === '200').length);
    expect(inperson.total).toBeGreaterThan(anonymous.total);
    const searched = await server.app.inject({ method: 'GET', url: '/api/facets?search=data' });
    expect(searched.headers.etag).toBeUndefined();
  });

  it('takes up to 5 levels below a facet and refuses deeper or malformed filters', async () => {
    const five = await server.get<CatalogSessionList>(`/api/session?filter=${encodeURIComponent('topic>a>b>c>d>e')}`);
    expect(five.total).toBe(0);
    const six = await badRequest(`/api/session?filter=${encodeURIComponent('topic>a>b>c>d>e>f')}`);
    expect(six.message).toBe('filter nests at most 5 levels below its facet: "topic>a>b>c>d>e>f".');
    const bare = await badRequest('/api/session?filter=sessionType');
    expect(bare.message).toBe('filter must be facet>filter (e.g. sessionType>breakout), not "sessionType".');
    // Refiner filters with an empty name or value are dropped (docs/behaviour/catalog.md).
    const empty = await server.get<CatalogSessionList>(`/api/session?filter=${encodeURIComponent('sessionType>')}`);
    expect(empty.total).toBe(visibleToAnonymous().length);
  });

  it('takes a list of session ids or codes (promoted sessions), up to 100', async () => {
    const picked = visibleToAnonymous().slice(0, 3);
    const url = `/api/session?ids=${picked[0]?.sessionId}&ids=${picked[1]?.sessionCode}&ids=${picked[2]?.sessionCode}&sortBy=chronological`;
    const list = await server.get<CatalogSessionList>(url);
    expect(list.items.map((i) => i.sessionCode).sort()).toEqual(picked.map((s) => s.sessionCode).sort());
    const tooMany = Array.from({ length: 101 }, (_, i) => `ids=X${i}`).join('&');
    expect((await badRequest(`/api/session?${tooMany}`)).code).toBe('translate.base.error.bad-request');
  });

  it('filters by the toggles: on demand, space available, recorded, live and upcoming', async () => {
    const onDemand = await server.get<CatalogSessionList>('/api/session?onDemand=true');
    expect(onDemand.total).toBe(visibleToAnonymous().filter((s) => s.hasOnDemand).length);
    const space = await server.get<CatalogSessionList>('/api/session?spaceAvailable=true');
    expect(space.total).toBe(visibleToAnonymous().filter((s) => !s.isCapacityControlled || s.roomHasCapacity).length);
    const notRecorded = await server.get<CatalogSessionList>('/api/session?recorded=false');
    expect(notRecorded.total).toBe(visibleToAnonymous().filter((s) => labels(s.viewingOptions).includes('notrecorded')).length);
    // The test clock (2026-11-20) is before the event: every scheduled session is upcoming.
    const upcoming = await server.get<CatalogSessionList>('/api/session?liveAndUpcoming=true');
    expect(upcoming.total).toBe(visibleToAnonymous().filter((s) => s.endDateTime !== null).length);
    expect((await badRequest('/api/session?onDemand=yes')).code).toBe('translate.base.error.bad-request');
  });
});

describe('day and time window (minutes from midnight in the event zone)', () => {
  it('keeps sessions of the day that start at or after start and end at or before end', async () => {
    const list = await server.get<CatalogSessionList>('/api/session?day=2027-05-18&start=600&end=720&sortBy=chronological&pageSize=1000');
    const expected = visibleToAnonymous().filter((s) => {
      if (!s.startDateTime || !s.endDateTime) return false;
      const a = localOf(s.startDateTime);
      return a.day === '2027-05-18' && a.minute >= 600 && localOf(s.endDateTime).minute <= 720;
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(list.items.map((i) => i.sessionCode).sort()).toEqual(expected.map((s) => s.sessionCode).sort());
  });

  it('reads end=1440 as 1439 and start=0 as midnight: the whole day', async () => {
    const whole = await server.get<CatalogSessionList>('/api/session?day=2027-05-19&start=0&end=1440');
    const day = await server.get<CatalogSessionList>('/api/session?day=2027-05-19');
    expect(whole.total).toBe(day.total);
    expect(day.total).toBe(visibleToAnonymous().filter((s) => s.startDateTime && localOf(s.startDateTime).day === '2027-05-19').length);
  });

  it('refuses minutes that are not whole numbers from 0 to 1440, a bad day, and end before start', async () => {
    for (const [q, field] of [['start=1441', 'start'], ['end=-1', 'end'], ['start=10.5', 'start'], ['end=abc', 'end']] as const) {
      const err = await badRequest(`/api/session?${q}`);
      expect(err.message).toBe(`${field} must be a whole number of minutes from 0 to 1440.`);
    }
    for (const day of ['2027-02-30', '2027-13-01', '18.05.2027', 'tomorrow']) {
      expect((await badRequest(`/api/session?day=${day}`)).message).toBe('day must be a date as YYYY-MM-DD (the event day) or all.');
    }
    expect((await badRequest('/api/session?start=700&end=600')).message).toBe('end must not be before start.');
    expect((await badRequest('/api/facets?start=1441')).message).toBe('start must be a whole number of minutes from 0 to 1440.');
  });
});

describe('visibility: in-person-only sessions and rooms', () => {
  it('hides in-person-only unrecorded sessions from visitors without the inperson scope', async () => {
    const hidden = server.demo.sessions.filter(inPersonUnrecorded);
    expect(hidden.length).toBeGreaterThan(0);
    const code = hidden[0]?.sessionCode as string;
    const attendee = await server.headersOf('attendee');
    const inperson = await server.headersOf('inperson');
    expect((await server.get<CatalogSessionList>('/api/session', { headers: attendee })).total).toBe(visibleToAnonymous().length);
    expect((await server.get<CatalogSessionList>('/api/session', { headers: inperson })).total).toBe(server.demo.sessions.length);
    await server.get(`/api/session/${code}`, { status: 404 });
    const detail = await server.get<CatalogSessionDetail>(`/api/session/${code}`, { headers: inperson });
    expect(detail.session.sessionCode).toBe(code);
  });

  it('applies the demo default override to in-person attendees (deliveryType>inperson), which they may clear', async () => {
    const inperson = await server.headersOf('inperson');
    const list = await server.get<CatalogSessionList>('/api/session', { headers: inperson });
    expect(list.filters).toEqual([{ facet: 'deliveryType', filter: 'inperson', fixed: false, source: 'override' }]);
    const cleared = await server.get<CatalogSessionList>('/api/session?filter=null', { headers: inperson });
    expect(cleared.filters).toEqual([]);
  });

  it('hides rooms from anonymous visitors (showRoomsToAnonymousUsers off) and shows them when signed in', async () => {
    const anonymous = await server.get<CatalogSessionList>('/api/session?sortBy=chronological');
    expect(anonymous.items.every((i) => i.roomId === null && i.location === null)).toBe(true);
    const detail = await server.get<CatalogSessionDetail>('/api/session/KEY101');
    expect([detail.session.roomId, detail.session.location, detail.room]).toEqual([null, null, null]);
    const signedIn = await server.get<CatalogSessionDetail>('/api/session/KEY101', { headers: await server.headersOf('attendee') });
    expect(signedIn.session.roomId).toBe('hall-a');
    expect(signedIn.room?.name).toBe('Hall A – Main Stage');
  });
});

describe('settings per environment: rooms for anonymous visitors, filter overrides by scope, typographic quotes', () => {
  it('shows rooms to anonymous visitors when showRoomsToAnonymousUsers is on', async () => {
    const { rows } = await server.store.db.query<{ doc: { features: Record<string, boolean> } }>("SELECT doc FROM site_settings WHERE environment = 'uat'");
    await server.setUatSettings({ features: { ...rows[0]?.doc.features, showRoomsToAnonymousUsers: true } });
    const detail = await server.get<CatalogSessionDetail>('/api/session/KEY101', { app: server.uat });
    expect(detail.session.location).toBe('Hall A – Main Stage');
  });

  it('applies fixed overrides to everyone targeted, defaults only where the visitor chose nothing, never to blocked scopes or outside the dates', async () => {
    await server.setUatSettings({
      catalogFilterOverrides: [
        { catalog: 'session', facetLogicalName: 'sessionType', filterLogicalName: 'keynote', isFixed: true, targetUserScopes: [], blockedUserScopes: ['contenteditor'] },
        { catalog: 'session', facetLogicalName: 'level', filterLogicalName: '100', isFixed: false, targetUserScopes: ['meetings'] },
        { catalog: 'session', facetLogicalName: 'format', filterLogicalName: 'Panel', isFixed: true, endDate: '2020-01-01T00:00:00Z' },
      ],
    });
    const keynotes = server.demo.sessions.filter((s) => s.sessionType.logicalValue === 'keynote');
    const anonymous = await server.get<CatalogSessionList>('/api/session?filter=sessionType>breakout', { app: server.uat });
    // Fixed: the visitor's own breakout choice cannot widen it; keynotes are not breakouts.
    expect(anonymous.total).toBe(0);
    expect(anonymous.filters[0]).toEqual({ facet: 'sessionType', filter: 'keynote', fixed: true, source: 'override' });
    const plain = await server.get<CatalogSessionList>('/api/session', { app: server.uat });
    expect(plain.total).toBe(keynotes.length);
    const attendee = await server.headersOf('attendee', server.uat);
    const withDefault = await server.get<CatalogSessionList>('/api/session', { app: server.uat, headers: attendee });
    expect(withDefault.total).toBe(keynotes.filter((s) => s.sessionLevel.logicalValue === '100').length);
    expect(withDefault.filters.map((f) => f.source)).toEqual(['override', 'override']);
    const ownLevel = await server.get<CatalogSessionList>('/api/session?filter=level>400', { app: server.uat, headers: attendee });
    expect(ownLevel.filters.map((f) => `${f.facet}>${f.filter}`)).toEqual(['sessionType>keynote', 'level>400']);
    const editor = await server.get<CatalogSessionList>('/api/session', { app: server.uat, headers: await server.headersOf('contenteditor', server.uat) });
    expect(editor.total).toBe(visibleToAnonymous().length);
    const facets = await server.get<CatalogFacets>('/api/facets', { app: server.uat });
    expect(facets.total).toBe(keynotes.length);
    await server.setUatSettings({ catalogFilterOverrides: [] });
  });

  it('makes straight quotes in titles typographic', async () => {
    const source = server.demo.sessions.find((s) => s.sessionCode === 'BRK120') as Session;
    const doc = { ...source, sessionId: '99001', sessionCode: 'QTE101', title: `The "real" cost of 'free' tiers, Ada's notes` };
    await server.store.db.query('INSERT INTO sessions (id, doc) VALUES ($1, $2::jsonb)', ['99001', JSON.stringify(doc)]);
    await server.store.db.query('SELECT catalog_refresh()');
    const detail = await server.get<CatalogSessionDetail>('/api/session/QTE101');
    expect(detail.session.title).toBe('The “real” cost of ‘free’ tiers, Ada’s notes');
    const list = await server.get<CatalogSessionList>('/api/session?search=QTE101');
    expect(list.items[0]?.title).toBe('The “real” cost of ‘free’ tiers, Ada’s notes');
    await server.store.db.query("DELETE FROM sessions WHERE id = '99001'");
  });
});
