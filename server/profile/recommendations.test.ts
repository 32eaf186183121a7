// Recommendations in a hand-built small world ("a test with a hand-built small world checks that the
// ranking follows the signals"), on PGlite and (TEST_DATABASE_URL) PostgreSQL. Six sessions, three attendees; each
// expectation below follows from the weights in recommend-sessions.ts and recommend-attendees.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, fixture, type TestStore } from '../test-support.js';
import { recommendAttendees } from './recommend-attendees.js';
import { recommendSessions } from './recommend-sessions.js';

const session = (id: string, topic: string, level: string, speakers: string[], delivery = ['inperson', 'online']) => ({
  sessionId: id,
  sessionCode: id.toUpperCase(),
  title: `Session ${id}`,
  sessionType: { logicalValue: 'breakout', displayValue: 'Breakout' },
  sessionLevel: { logicalValue: level, displayValue: level },
  topics: [{ logicalValue: topic, displayValue: topic }],
  deliveryTypes: delivery.map((d) => ({ logicalValue: d, displayValue: d })),
  viewingOptions: [],
  speakerIds: speakers,
  startDateTime: '2027-05-18T10:00:00Z',
  endDateTime: '2027-05-18T11:00:00Z',
});

const person = (id: string, userId: string, company: string, region: string) => ({
  attendeeId: id, userId, firstName: id, lastName: 'Test', displayName: `${id} Test`, company, region,
  participationType: { logicalValue: 'inperson', displayValue: 'In person' }, attendeeDirectory: true,
});

let store: TestStore;
beforeAll(async () => {
  const data = fixture();
  data.sessions = [
    session('ai1', 'ai', '200', ['spk-1']),
    session('ai2', 'ai', '200', ['spk-2']),
    session('ai3', 'ai', '300', ['spk-1']),
    session('ai4', 'ai', '300', ['spk-3']),
    session('db1', 'data', '200', ['spk-3']),
    session('db2', 'data', '400', ['spk-4'], ['online']),
  ];
  data.speakers = [];
  data.attendees = [
    person('me', 'u-me', 'Contoso', 'Europe'),
    person('peer', 'u-peer', 'Fabrikam', 'Asia'),
    person('colleague', 'u-colleague', 'Contoso', 'Europe'),
    person('neighbour', 'u-neighbour', 'Litware', 'Europe'),
    { ...person('hidden', 'u-hidden', 'Tailspin', 'Europe'), attendeeDirectory: false },
  ];
  store = await createTestStore(data);
}, 120_000);
afterAll(() => store?.drop());

async function save(userId: string, sessionId: string): Promise<void> {
  await store.db.query(`INSERT INTO favorites (subject, kind, item_id, item_type) VALUES ($1, 4, $2, 'breakout')`, [userId, sessionId]);
}

const opts = { inPerson: true, attendeeType: 'inperson' };

describe('session recommendations follow the signals', () => {
  it('recommends nothing with nothing to go on', async () => {
    expect(await recommendSessions(store.db, 'u-me', opts)).toEqual([]);
  });

  it('ranks by shared topic and level, then shared speaker; leaves out what the attendee has; says why', async () => {
    await save('u-me', 'ai1');
    const list = await recommendSessions(store.db, 'u-me', opts);
    // ai1's entries: sessionType>breakout, level>200, topic>ai (delivery left out). Jaccard with ai1: ai2 3/3 = 1;
    // ai3 2/4 = 0.5 + speaker spk-1 0.15; ai4 2/4; db1 2/4 (equals in start order: ai4 first); db2 shares the type
    // only, 1/5 = 0.2, under the minimum of 0.25: not recommended (none rather than everything).
    expect(list.map((r) => r.sessionId)).toEqual(['ai2', 'ai3', 'ai4', 'db1']);
    expect(list.map((r) => r.sessionId)).not.toContain('ai1');
    expect(list[0]).toMatchObject({ because: 'Because you saved “Session ai1”' });
    const scores = list.map((r) => r.confidenceScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((s) => s > 0 && s < 1)).toBe(true);
  });

  it('changes after saving two sessions of one topic', async () => {
    await save('u-me', 'db1');
    await save('u-me', 'db2');
    const list = await recommendSessions(store.db, 'u-me', opts);
    // Each is as alike as the most alike saved session: ai2 1 (ai1); ai3 0.5 + 0.15 (ai1, spk-1); ai4 0.5 (ai1; db1
    // gives 1/5 + 0.15 for spk-3, less).
    expect(list.map((r) => r.sessionId)).toEqual(['ai2', 'ai3', 'ai4']);
    expect(list.find((r) => r.sessionId === 'ai4')?.because).toBe('Because you saved “Session ai1”');
  });

  it('hides in-person-only unrecorded sessions from viewers without the inperson scope', async () => {
    await store.db.query(`UPDATE sessions SET inperson_unrecorded = true WHERE id = 'ai2'`);
    const list = await recommendSessions(store.db, 'u-me', { inPerson: false, attendeeType: 'digital' });
    expect(list.map((r) => r.sessionId)).not.toContain('ai2');
  });
});

describe('attendee recommendations follow the signals', () => {
  it('prefers shared interests, leaves out the same company, unlisted attendees and the viewer', async () => {
    // peer saved one of my sessions (db2); neighbour only shares my region.
    await save('u-peer', 'db2');
    const list = await recommendAttendees(store.db, 'u-me');
    expect(list.map((r) => r.attendeeId)).toEqual(['peer', 'neighbour']);
    expect(list[0]?.because).toBe('Because you both saved “Session db2”');
    expect(list[1]?.because).toBe('Because you are both in Europe, from different companies');
    // Pages word the reason in the visitor's language from its code and values.
    expect(list[0]?.reason).toEqual({ code: 'saved-session', params: { title: 'Session db2' } });
    expect(list[1]?.reason).toEqual({ code: 'same-region', params: { region: 'Europe' } });
    await store.db.query(`INSERT INTO favorites (subject, kind, item_id) VALUES ('u-me', 0, 'peer')`);
    expect((await recommendAttendees(store.db, 'u-me')).map((r) => r.attendeeId)).toEqual(['neighbour']);
  });
});
