// The event's clock for the conference-day specs: the server's testing date (what a content editor sets with the
// phase switcher's Apply (Server)), and the sessions as the API holds them, to tell which ones are live at a moment.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiSignIn } from './session';
import { test } from './test';

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Moves the server's testing date (null: the real time), as a content editor does. */
export async function setServerDate(request: APIRequestContext, testingDate: string | null): Promise<void> {
  const token = await apiSignIn(request, 'contenteditor');
  const { hash, testingDate: now } = (await (await request.get('/api/settings')).json()) as { hash: string; testingDate: string | null };
  if (now === testingDate) return;
  const res = await request.post('/api/siteeditor/testing-date', { headers: auth(token), data: { testingDate, originalHash: hash } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The enclosing describe's tests run at the server's testing date `testingDate`; after them, the real time again. */
export function atServerDate(testingDate: string): void {
  test.beforeAll(async ({ request }) => setServerDate(request, testingDate));
  test.afterAll(async ({ request }) => setServerDate(request, null));
}

export interface SessionItem {
  sessionId: string;
  sessionCode: string;
  title: string;
  startDateTime: string | null;
  endDateTime: string | null;
  isCapacityControlled: boolean;
  roomHasCapacity: boolean;
  canBeScheduled: boolean;
  enrollmentStatus: string | null;
  sessionType: { logicalValue: string };
}

/** Every session the viewer may see, chronological. */
export async function allSessions(request: APIRequestContext, token: string | null): Promise<SessionItem[]> {
  const out: SessionItem[] = [];
  for (let page = 1; page <= 20; page++) {
    const res = await request.get(`/api/session?pageSize=96&currentPage=${page}&sortBy=chronological`, { headers: token ? auth(token) : {} });
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { items: SessionItem[]; pageCount: number };
    out.push(...body.items);
    if (page >= body.pageCount) break;
  }
  return out;
}

const span = (s: SessionItem) => ({ start: Date.parse(s.startDateTime ?? ''), end: Date.parse(s.endDateTime ?? '') });

/** Live at `at`: started at or before it and not yet ended. */
export const isLiveAt = (s: SessionItem, at: string) => span(s).start <= Date.parse(at) && Date.parse(at) < span(s).end;

/** Ended at `at`. */
export const hasEndedAt = (s: SessionItem, at: string) => span(s).end <= Date.parse(at);

/** Titles as the cards show them (the catalog sets typographic quotes; the API answers the same titles). */
export const titlesOf = (sessions: readonly SessionItem[]) => new Set(sessions.map((s) => s.title));
