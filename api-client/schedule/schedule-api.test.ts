// The schedule's fetchers and a write hook against the real API (test-support/real-api) seeded with the whole demo at
// the real clock (before RSVP opens on 2027-04-20): paths, the token on every call, viewer-keyed query keys, coded
// errors, the calendar feed's links and the trip report file. The rules themselves are tested in server/schedule.
// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { CatalogSessionList } from '../../schemas/api-types';
import { realApiPerFile } from '../../test-support/real-api';
import { isApiError } from '../api-error';
import {
  addToSchedule, downloadTripReport, getRsvp, getSchedule, getScheduleFeed, putRsvp, regenerateScheduleFeed, removeFromSchedule,
  revokeScheduleFeed, rsvpQueryOptions, scheduleKeys, scheduleQueryOptions, sessionIcsUrl,
} from './schedule-api';
import { useAddToSchedule, useSchedule, useScheduleViewer } from './schedule-hooks';

const api = realApiPerFile({ demoSessions: 400 });

async function breakouts(): Promise<string[]> {
  const { body } = await api.call<CatalogSessionList>('GET', '/session?filter=sessionType%3Ebreakout&sortBy=chronological&pageSize=96');
  return body.items.map((s) => s.sessionId);
}

describe('schedule fetchers', () => {
  it('keys every query by viewer and range', () => {
    expect(scheduleQueryOptions({ from: '2027-05-18T00:00:00Z' }, 'cms-attendee').queryKey).toEqual(['schedule', 'cms-attendee', 'events', '2027-05-18T00:00:00Z|']);
    expect(rsvpQueryOptions('anonymous', '10001').queryKey).toEqual(['schedule', 'anonymous', 'rsvp', '10001']);
    expect(sessionIcsUrl('BRK101')).toBe(`${api.origin}/api/session/BRK101/ics`);
  });

  it('reads the schedule, adds and removes a session with the token, and rejects with coded errors', async () => {
    await api.signIn('attendee');
    const [first] = await breakouts();
    let added: Awaited<ReturnType<typeof addToSchedule>> | undefined;
    // The first breakout that takes no RSVP.
    for (const id of await breakouts()) {
      const attempt: unknown = await addToSchedule(id).catch((e: unknown) => e);
      if (!isApiError(attempt)) {
        added = attempt as Awaited<ReturnType<typeof addToSchedule>>;
        break;
      }
      expect(attempt.code).toBe('translate.base.error.schedule.needs-own-button');
    }
    expect(added?.event.source).toBe('schedule');
    expect(api.requests.at(-1)).toMatchObject({ method: 'POST', url: `/schedule/sessions/${added?.event.sessionId}` });
    expect(api.requests.at(-1)?.authorization).toMatch(/^Bearer /);
    const schedule = await getSchedule({ from: '2027-05-17T00:00:00Z' });
    expect(schedule.events.map((e) => e.id)).toContain(added?.event.id);
    expect(api.requests.at(-1)?.url).toBe('/schedule?from=2027-05-17T00%3A00%3A00Z');
    expect(await removeFromSchedule(added?.event.sessionId as string)).toEqual({ sessionId: added?.event.sessionId });
    const again = await removeFromSchedule(added?.event.sessionId as string).catch((e: unknown) => e);
    expect(isApiError(again) && again.status).toBe(409);
    expect(isApiError(again) && again.code).toBe('translate.base.error.schedule.not-present');
    expect(first).toBeDefined();
  });

  it("answers an RSVP session's state before RSVP opens, and refuses the RSVP with the open date", async () => {
    await api.signIn('attendee');
    for (const id of await breakouts()) {
      const state = await getRsvp(id).catch((e: unknown) => e);
      if (isApiError(state)) continue;
      expect(state).toMatchObject({ sessionId: id, state: 'not-open', opensAt: '2027-04-20T16:00:00.000Z' });
      const refused = await putRsvp(id).catch((e: unknown) => e);
      expect(isApiError(refused) && refused.code).toBe('translate.base.error.rsvp.not-open');
      expect(isApiError(refused) && refused.details).toEqual({ sessionId: id, opensAt: '2027-04-20T16:00:00.000Z' });
      return;
    }
    throw new Error('no RSVP session among the breakouts');
  });

  it('makes, reads and revokes the calendar feed; the feed link serves a calendar without a session', async () => {
    await api.signIn('inperson');
    expect(await getScheduleFeed()).toEqual({ https: null, webcal: null });
    const links = await regenerateScheduleFeed();
    expect(links.webcal).toBe((links.https as string).replace(/^https?:/, 'webcal:'));
    expect(await getScheduleFeed()).toEqual(links);
    const res = await fetch(links.https as string);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('BEGIN:VTIMEZONE');
    expect(await revokeScheduleFeed()).toEqual({ https: null, webcal: null });
    expect((await fetch(links.https as string)).status).toBe(404);
  });

  it('downloads the trip report with its file name', async () => {
    await api.signIn('attendee');
    const { blob, name } = await downloadTripReport();
    expect(name).toBe('trip-report.csv');
    expect((await blob.text()).split('\r\n')[0]).toBe('Code,Title,Type,Start (America/Los_Angeles),End (America/Los_Angeles),Location,Status');
  });
});

describe('schedule write hooks', () => {
  it('useAddToSchedule refreshes the schedule query of the viewer (useSchedule)', async () => {
    await api.signIn('exhibitor');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => ({ schedule: useSchedule(), add: useAddToSchedule(), viewer: useScheduleViewer() }), { wrapper });
    await waitFor(() => expect(result.current.schedule.isSuccess).toBe(true));
    expect(result.current.viewer).toBe('cms-exhibitor');
    let id: string | undefined;
    for (const candidate of await breakouts()) {
      const ok = await act(() => result.current.add.mutateAsync(candidate).then(() => true, () => false));
      if (ok) {
        id = candidate;
        break;
      }
    }
    expect(id).toBeDefined();
    await waitFor(() => expect(result.current.schedule.data?.events.some((e) => e.sessionId === id)).toBe(true));
    expect(client.getQueryData(scheduleKeys.schedule('cms-exhibitor', {}))).toBe(result.current.schedule.data);
  });
});
