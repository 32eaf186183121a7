// RSVP windows on the event's clock: a content editor previewing another date in their tab (the
// phase switcher's Apply (Local)) sees the RSVP state of that date, as the pages of that tab judge it; anyone else's
// header changes nothing. The app's clock is 1 May 2027 (RSVP open since 20 April, closing at each session's start).
import { describe, expect, it } from 'vitest';
import type { RsvpAnswer } from '../../schemas/api-types.js';
import { PREVIEW_DATE_HEADER } from '../../schemas/index.js';
import { openScheduleTestServer } from '../../test-support/schedule-test-server.js';

const server = openScheduleTestServer();

async function stateAt(id: string, persona: string, preview: string | null): Promise<RsvpAnswer['state']> {
  const headers = { ...(await server.headersOf(persona)), ...(preview ? { [PREVIEW_DATE_HEADER]: preview } : {}) };
  const res = await server.app.inject({ method: 'GET', url: `/api/rsvp/${id}`, headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as RsvpAnswer).state;
}

describe("RSVP windows at an editor tab's preview date", () => {
  it('are not open before they open and closed once the session started, for that tab only', async () => {
    const [seat] = await server.sql<{ session_id: string; closes_at: string }>(
      "SELECT session_id, closes_at FROM rsvp_seats WHERE kind = 'rsvp' AND taken < seats - 1 AND closes_at IS NOT NULL ORDER BY session_id LIMIT 1",
    );
    const id = seat!.session_id;
    const afterStart = new Date(new Date(seat!.closes_at).getTime() + 60 * 60_000).toISOString();
    expect(await stateAt(id, 'contenteditor', null)).toBe('open');
    expect(await stateAt(id, 'contenteditor', '2027-04-01T12:00:00Z')).toBe('not-open');
    expect(await stateAt(id, 'contenteditor', afterStart)).toBe('closed');
    // An attendee cannot move the event's clock.
    expect(await stateAt(id, 'attendee', afterStart)).toBe('open');
  });
});
