// One event clock in the catalog: "live and upcoming" and Happening Now's query are judged at the
// environment's testing date (else the server's clock) or, for a content editor, the tab's preview date header, and
// answer what is live now first, then what starts next; ended sessions never. Expected lists are worked out here
// from the generated demo at 19 May 2027, 1 pm in Seattle (the middle of the second conference day).
import { describe, expect, it } from 'vitest';
import type { CatalogSessionList, Session } from '../../schemas/api-types.js';
import { PREVIEW_DATE_HEADER } from '../../schemas/index.js';
import { openCatalogTestServer } from '../../test-support/catalog-test-server.js';

const server = openCatalogTestServer();

/** 19 May 2027, 1 pm in Seattle (UTC-7). */
const LIVE_DAY_1PM = '2027-05-19T20:00:00Z';

const labels = (list: { logicalValue: string }[]) => list.map((l) => l.logicalValue);
const inPersonUnrecorded = (s: Session) => labels(s.deliveryTypes).join() === 'inperson' && labels(s.viewingOptions).includes('notrecorded');
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The visible sessions not yet ended at `now`, live first then by start; equals by title, then code. */
function liveAndUpcoming(now: string, tieBreak: (a: Session, b: Session) => number): Session[] {
  const at = Date.parse(now);
  return server.demo.sessions
    .filter((s) => !inPersonUnrecorded(s) && s.startDateTime !== null && s.endDateTime !== null && Date.parse(s.endDateTime) > at)
    .sort((a, b) => Date.parse(a.startDateTime!) - Date.parse(b.startDateTime!) || tieBreak(a, b));
}
const byTitle = (a: Session, b: Session) => compare(a.sortTitle, b.sortTitle) || compare(a.sessionCode, b.sessionCode);
const isLive = (s: { startDateTime: string | null; endDateTime: string | null }, now: string) =>
  Date.parse(s.startDateTime!) <= Date.parse(now) && Date.parse(now) < Date.parse(s.endDateTime!);

describe('live and upcoming at the testing date', () => {
  it('answers the live sessions first, then the next starts, never an ended one, cut to the page', async () => {
    await server.setUatSettings({ testingDate: LIVE_DAY_1PM });
    const list = await server.get<CatalogSessionList>('/api/session?liveAndUpcoming=true&pageSize=1000', { app: server.uat });
    const expected = liveAndUpcoming(LIVE_DAY_1PM, byTitle);
    const live = expected.filter((s) => isLive(s, LIVE_DAY_1PM));
    // The demo has sessions on now, ended ones (all of 18 May) and later ones: each part of the rule is tried.
    expect(live.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(server.demo.sessions.filter((s) => !inPersonUnrecorded(s) && s.endDateTime !== null).length);
    expect(list.total).toBe(expected.length);
    expect(list.items.map((i) => i.sessionCode)).toEqual(expected.map((s) => s.sessionCode));
    // Exactly the live ones lead, and nothing in the answer ended at or before 1 pm (the 18 May keynote neither).
    expect(list.items.slice(0, live.length).every((i) => isLive(i, LIVE_DAY_1PM))).toBe(true);
    expect(list.items.slice(live.length).every((i) => Date.parse(i.startDateTime!) > Date.parse(LIVE_DAY_1PM))).toBe(true);
    expect(list.items.some((i) => i.startDateTime!.startsWith('2027-05-18'))).toBe(false);

    const firstPage = await server.get<CatalogSessionList>('/api/session?liveAndUpcoming=true&pageSize=12', { app: server.uat });
    expect(firstPage.items.map((i) => i.sessionCode)).toEqual(expected.slice(0, 12).map((s) => s.sessionCode));
  });

  it("answers Happening Now's query (chronological, 24 for a max of 16) live first, cut to the block's max", async () => {
    await server.setUatSettings({ testingDate: LIVE_DAY_1PM });
    const list = await server.get<CatalogSessionList>('/api/session?liveAndUpcoming=true&sortBy=chronological&pageSize=24', { app: server.uat });
    const expected = liveAndUpcoming(LIVE_DAY_1PM, byTitle).slice(0, 16);
    expect(list.items.slice(0, 16).map((i) => i.sessionCode)).toEqual(expected.map((s) => s.sessionCode));
    expect(isLive(list.items[0]!, LIVE_DAY_1PM)).toBe(true);
  });

  it('follows the testing date when it moves: after the event nothing is live or upcoming', async () => {
    await server.setUatSettings({ testingDate: '2027-05-22T12:00:00Z' });
    const list = await server.get<CatalogSessionList>('/api/session?liveAndUpcoming=true', { app: server.uat });
    expect(list.total).toBe(0);
    const ended = await server.get<CatalogSessionList>('/api/session?liveAndUpcoming=false&pageSize=12', { app: server.uat });
    expect(ended.total).toBe(server.demo.sessions.filter((s) => !inPersonUnrecorded(s)).length);
  });
});

describe("a session's time flags follow the event's clock, not the seed's", () => {
  it('answers RSVP opened and closed, streaming and finished as of the testing date', async () => {
    const rsvp = server.demo.sessions.find((s) => s.isCapacityControlled && s.startDateTime !== null && s.rsvpOpensAt !== null);
    const streamed = server.demo.sessions.find((s) => s.hasLiveStream && !inPersonUnrecorded(s) && s.startDateTime !== null);
    expect(rsvp && streamed).toBeTruthy();
    const detail = async (s: Session) => (await server.get<{ session: Session }>(`/api/session/${s.sessionId}`, { app: server.uat })).session;
    await server.setUatSettings({ testingDate: '2027-05-01T12:00:00Z' });
    expect(await detail(rsvp!)).toMatchObject({ hasRsvpOpened: true, hasRsvpClosed: false });
    expect(await detail(streamed!)).toMatchObject({ isStreaming: false, hasFinishedStreaming: false });
    const during = new Date(Date.parse(streamed!.startDateTime!) + 60_000).toISOString();
    await server.setUatSettings({ testingDate: during });
    expect(await detail(streamed!)).toMatchObject({ isStreaming: true, hasFinishedStreaming: false });
    await server.setUatSettings({ testingDate: '2027-05-22T12:00:00Z' });
    expect(await detail(rsvp!)).toMatchObject({ hasRsvpOpened: true, hasRsvpClosed: true });
    expect(await detail(streamed!)).toMatchObject({ isStreaming: false, hasFinishedStreaming: true });
    await server.setUatSettings({ testingDate: '2027-01-10T12:00:00Z' });
    expect(await detail(rsvp!)).toMatchObject({ hasRsvpOpened: false, hasRsvpClosed: false });
  });
});

describe("a content editor's preview date (this tab only)", () => {
  it('moves the clock of that request for content editors only', async () => {
    // cont has no testing date and the test clock is 20 Nov 2026: without the header every scheduled session is upcoming.
    const before = server.demo.sessions.filter((s) => !inPersonUnrecorded(s) && s.startDateTime !== null && s.endDateTime !== null).length;
    const header = { [PREVIEW_DATE_HEADER]: LIVE_DAY_1PM };
    const editor = await server.headersOf('contenteditor');
    const previewed = await server.get<CatalogSessionList>('/api/session?liveAndUpcoming=true&pageSize=1000', { headers: { ...editor, ...header } });
    expect(previewed.items.map((i) => i.sessionCode)).toEqual(liveAndUpcoming(LIVE_DAY_1PM, byTitle).map((s) => s.sessionCode));
    expect((await server.get<CatalogSessionList>('/api/session?liveAndUpcoming=true', { headers: editor })).total).toBe(before);
    // Anyone else's header is ignored: a visitor cannot move the event's clock.
    expect((await server.get<CatalogSessionList>('/api/session?liveAndUpcoming=true', { headers: header })).total).toBe(before);
    const attendee = await server.headersOf('attendee');
    expect((await server.get<CatalogSessionList>('/api/session?liveAndUpcoming=true', { headers: { ...attendee, ...header } })).total).toBe(before);
  });

  it("refuses an editor's unreadable preview date with a coded error", async () => {
    const editor = await server.headersOf('contenteditor');
    const answer = await server.get<{ code: string; details: unknown }>('/api/session?liveAndUpcoming=true', {
      headers: { ...editor, [PREVIEW_DATE_HEADER]: 'tomorrow' },
      status: 400,
    });
    expect(answer.code).toBe('translate.base.error.bad-request');
    expect(answer.details).toEqual({ header: PREVIEW_DATE_HEADER, reason: 'invalidDate' });
  });
});
