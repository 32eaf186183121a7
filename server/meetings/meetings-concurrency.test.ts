// Reliability figure: two attendees accepting and the organizer cancelling the same meeting at once end in
// one consistent state with no lost answer, on PGlite and (TEST_DATABASE_URL) PostgreSQL. Every answer the API
// reported as kept (200) is stored; every answer it refused (409, after the cancellation) is not; the meeting is
// cancelled. Printed per round.
import { describe, expect, it } from 'vitest';
import type { MeetingAnswer } from '../../schemas/api-types.js';
import { meetingBody, openMeetingsTestServer } from '../../test-support/meetings-test-server.js';

const server = openMeetingsTestServer();
const ROUNDS = 20;

describe('accept, accept and cancel at once', () => {
  it(`ends consistent in ${ROUNDS} rounds`, async () => {
    const outcomes = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round++) {
      const created = await server.call<MeetingAnswer>('attendee', 'POST', '/api/meetings', meetingBody({
        subject: `Race ${round}`, attendeeIds: ['att-inperson', 'att-exhibitor'],
        time: `2027-05-${String(10 + (round % 10)).padStart(2, '0')}T${String(8 + Math.floor(round / 10)).padStart(2, '0')}:00:00Z`,
        endTime: `2027-05-${String(10 + (round % 10)).padStart(2, '0')}T${String(8 + Math.floor(round / 10)).padStart(2, '0')}:30:00Z`,
      }));
      const id = created.body.meeting.id;
      // Shuffled start order, all in flight together.
      const calls = [
        ['inperson', 'POST', `/api/meetings/${id}/accept`],
        ['exhibitor', 'POST', `/api/meetings/${id}/accept`],
        ['attendee', 'DELETE', `/api/meetings/${id}`],
      ] as const;
      const order = round % 2 === 0 ? [0, 1, 2] : round % 3 === 0 ? [2, 0, 1] : [1, 2, 0];
      const results = await Promise.all(order.map((i) => server.call(calls[i]![0], calls[i]![1], calls[i]![2]).then((r) => [i, r.status] as const)));
      const status = new Map(results);
      expect(status.get(2)).toBe(200);
      const { rows: [meeting] } = await server.store.db.query<{ status: string }>('SELECT status FROM meetings WHERE id = $1', [id]);
      expect(meeting?.status).toBe('cancelled');
      const { rows } = await server.store.db.query<{ user_id: string; response: string }>('SELECT user_id, response FROM meeting_participants WHERE meeting_id = $1', [id]);
      const stored = new Map(rows.map((r) => [r.user_id, r.response]));
      for (const [i, persona] of [[0, 'inperson'], [1, 'exhibitor']] as const) {
        const code = status.get(i);
        // 200 <-> stored accepted; 409 (cancelled first) <-> still pending. Nothing else may happen.
        expect([200, 409]).toContain(code);
        expect(stored.get(server.ids[persona])).toBe(code === 200 ? 'accepted' : 'pending');
      }
      const key = `accept ${status.get(0)}/${status.get(1)}, cancel ${status.get(2)}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    }
    console.log(`[figure] ${server.store.db.kind}: ${ROUNDS} rounds of 2 accepts + 1 cancel at once: ${[...outcomes].map(([k, n]) => `${n}x (${k})`).join(', ')}; every round cancelled, 0 lost answers, 0 answers kept after the cancellation`);
  });
});
