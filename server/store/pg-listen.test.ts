// The listening connection of a PostgreSQL store survives its connection being cut (a server restart, a dropped
// network): the process stays up, listens again, and tells the caller that it may have missed notifications.
import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createPgDb } from './pg-db.js';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('listening on PostgreSQL', () => {
  it('listens again after its connection is terminated, and says notifications may have been missed', async () => {
    const db = await createPgDb(url!);
    const channel = `listen_test_${randomBytes(4).toString('hex')}`;
    const heard: string[] = [];
    const stop = await db.listen(channel, (payload) => heard.push(payload));
    try {
      await db.query('SELECT pg_notify($1, $2)', [channel, 'before']);
      await vi.waitFor(() => expect(heard).toEqual(['before']));

      // Cut the listening session from the server's side, as a restart would.
      const cut = await db.query<{ n: string }>(
        'SELECT count(pg_terminate_backend(pid))::text AS n FROM pg_stat_activity WHERE query = $1',
        [`LISTEN "${channel}"`],
      );
      expect(cut.rows[0]?.n).toBe('1');

      // Listening again, it reports the gap with a payload no event parses (the caller clears its caches).
      await vi.waitFor(() => expect(heard).toEqual(['before', '']), { timeout: 10_000, interval: 50 });
      await db.query('SELECT pg_notify($1, $2)', [channel, 'after']);
      await vi.waitFor(() => expect(heard).toEqual(['before', '', 'after']));
    } finally {
      await stop();
      await db.close();
    }
  });
});
