// The attendee directory's hot reads at conference size, on PostgreSQL: a page of the directory, its facet counts,
// and the suggestions under its search box, each asked on every keystroke or page turn (the meeting picker's search is
// in server/meetings/hot-query-plans.test.ts).
// The test fills the store with 20,000 attendees (about three in five listed, 300 companies), runs the real service
// functions while recording every statement they send, and fails when a statement's plan reads the attendees table
// whole. Put the word-start LIKE back as the only condition of the suggestions (server/attendees/attendee-service.ts)
// and it fails.
import { describe, expect, it } from 'vitest';
import { largeTables, recording, wholeTableReads } from '../../test-support/query-plans.js';
import { storePerFile } from '../../test-support/store-per-file.js';
import { attendeeFacets, listAttendees, suggestAttendees } from './attendee-service.js';
import { parseAttendeeQuery } from './attendee-query.js';

const ATTENDEES = 20_000;

const postgres = Boolean(process.env.TEST_DATABASE_URL);
const store = storePerFile(undefined, 120_000);

async function fillToScale(): Promise<void> {
  await store.db.exec(`
    INSERT INTO attendees (id, doc)
      SELECT 'scale-a' || g, jsonb_build_object('attendeeId', 'scale-a' || g, 'userId', 'scale-u' || g, 'firstName', 'First' || g, 'lastName', 'Last' || g,
        'displayName', 'First' || g || ' Last' || g, 'company', 'Company ' || (g % 300), 'jobTitle', 'Engineer',
        'region', (ARRAY['Americas', 'EMEA', 'APJ'])[g % 3 + 1],
        'participationType', jsonb_build_object('logicalValue', CASE WHEN g % 4 = 0 THEN 'virtual' ELSE 'inPerson' END,
          'displayValue', CASE WHEN g % 4 = 0 THEN 'Virtual' ELSE 'In person' END),
        'isAvailableForMeetings', g % 5 <> 0, 'attendeeDirectory', g % 8 < 5)
      FROM generate_series(1, ${ATTENDEES}) g;
  `);
  // A table loaded before the day has been vacuumed (autovacuum does it after a bulk insert), so the planner may
  // count from the indexes alone.
  await store.db.exec('VACUUM ANALYZE attendees');
}

describe.skipIf(!postgres)('the attendee directory at conference size on PostgreSQL', () => {
  it('reads no table of more than 10,000 rows whole', async () => {
    const started = Date.now();
    await fillToScale();
    const { large, sizes } = await largeTables(store.db);
    expect(large.has('attendees')).toBe(true);
    console.log(`scale data: ${sizes} in ${Date.now() - started} ms`);

    const viewer = 'scale-u42';
    const { db, statements } = recording(store.db);
    const firstPage = await listAttendees(db, parseAttendeeQuery({}));
    // The store's own seed adds a listed attendee or two.
    expect(firstPage.total).toBeGreaterThanOrEqual((ATTENDEES * 5) / 8);
    const searched = await listAttendees(db, parseAttendeeQuery({ search: 'last1234' }));
    expect(searched.items.map((a) => a.attendeeId)).toContain('scale-a1234');
    await listAttendees(db, parseAttendeeQuery({ filter: ['company>Company 7'], currentPage: '3' }));
    await listAttendees(db, parseAttendeeQuery({ currentPage: '9999' }));
    const facets = await attendeeFacets(db, parseAttendeeQuery({}));
    expect(facets.facets.find((f) => f.name === 'region')?.filters.reduce((n, f) => n + f.count, 0)).toBeGreaterThanOrEqual((ATTENDEES * 5) / 8);
    await attendeeFacets(db, parseAttendeeQuery({ search: 'first12', filter: ['region>EMEA'] }));
    const suggested = await suggestAttendees(db, viewer, 'first1234 la');
    expect(suggested.items[0]?.attendeeId).toBe('scale-a1234');
    await suggestAttendees(db, viewer, 'la');

    expect(await wholeTableReads(store.db, statements, large)).toEqual([]);
  }, 180_000);
});
