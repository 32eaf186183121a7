// The exactly-once test's conference, written straight into its PostgreSQL database: many more attendees than the
// demo's (so one send takes a noticeable time), everyone's choices (some opt out of the inbox, of push or of
// announcements altogether) and push devices on the local push service; and the audience each send should have
// reached, computed here from those rows alone, not by the sender's query.
import type pg from 'pg';
import type { LocalPushService } from '../../test-support/push-service.js';

/** Adds `count` attendees (user ids eo-usr-1...), spread over the registration types the demo holds; answers those types. */
export async function addAttendees(db: pg.Client, count: number): Promise<[string, ...string[]]> {
  const [first, ...rest] = (await db.query<{ t: string }>('SELECT DISTINCT participation AS t FROM attendees WHERE participation IS NOT NULL ORDER BY 1')).rows.map((r) => r.t);
  if (first === undefined) throw new Error('the demo holds no registration types');
  const types: [string, ...string[]] = [first, ...rest];
  await db.query(
    `INSERT INTO attendees (id, doc)
     SELECT 'eo-att-' || g, jsonb_build_object('userId', 'eo-usr-' || g, 'firstName', 'Guest', 'lastName', 'No ' || g,
              'displayName', 'Guest ' || g, 'attendeeDirectory', false, 'displayProfileToPublic', false,
              'participationType', jsonb_build_object('logicalValue', ($2::text[])[1 + g % cardinality($2::text[])]))
       FROM generate_series(1, $1::int) AS g`,
    [count, types],
  );
  return types;
}

/**
 * Everyone's choices, by a hash of the user id: a tenth has the inbox off, a tenth turned announcements off (so
 * gets nothing), a tenth turned push off; the rest chose inbox and toast (both off by default) and keep push on.
 */
export async function setChoices(db: pg.Client): Promise<void> {
  await db.query(
    `INSERT INTO notification_preferences (user_id, types, categories, updated_at)
     SELECT user_id,
            CASE abs(hashtext(user_id)) % 10 WHEN 1 THEN '{"Inbox": false, "Toast": true}'
                                             WHEN 3 THEN '{"Inbox": true, "Toast": true, "Push": false}'
                                             ELSE '{"Inbox": true, "Toast": true}' END::jsonb,
            CASE WHEN abs(hashtext(user_id)) % 10 = 2 THEN '{"Announcement": false}' ELSE '{}' END::jsonb,
            now()
       FROM attendees WHERE user_id IS NOT NULL
     ON CONFLICT (user_id) DO UPDATE SET types = EXCLUDED.types, categories = EXCLUDED.categories`,
  );
}

/** Registers a device on the local push service for each of the first `count` added attendees (every fifth has two). */
export async function addDevices(db: pg.Client, push: LocalPushService, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => i + 1).flatMap((g) => (g % 5 === 0 ? [`${g}a`, `${g}b`] : [`${g}a`]).map((device) => {
    const subscription = push.subscribe(`eo-${device}`);
    return { endpoint: subscription.endpoint, user: `eo-usr-${g}`, subscription };
  }));
  await db.query(
    `INSERT INTO push_subscriptions (endpoint, user_id, subscription, browser_name, os_name, registered_at)
     SELECT e, u, s, 'Firefox', 'Linux', now() FROM unnest($1::text[], $2::text[], $3::jsonb[]) AS r(e, u, s)`,
    [rows.map((r) => r.endpoint), rows.map((r) => r.user), rows.map((r) => JSON.stringify(r.subscription))],
  );
}

/** Who a send to `types` on every channel should reach: with the channel chosen and announcements not turned off. */
const AUDIENCE = (channel: 'Inbox' | 'Toast' | 'Push') => `
  SELECT DISTINCT a.user_id FROM attendees a JOIN notification_preferences p ON p.user_id = a.user_id
   WHERE a.participation = ANY ($1::text[])
     AND coalesce((p.types ->> '${channel}')::boolean, ${channel === 'Push'})
     AND coalesce((p.categories ->> 'Announcement')::boolean, true)`;

export const EXPECTED_INBOX = AUDIENCE('Inbox');
export const EXPECTED_TOAST = AUDIENCE('Toast');
/** One push per device of the push audience: (user_id, endpoint). */
export const EXPECTED_PUSH = `SELECT s.user_id, s.endpoint FROM push_subscriptions s WHERE s.user_id IN (${AUDIENCE('Push')})`;

/** Polls `check` until it answers a value (not undefined), or fails after `timeoutMs` with `what` and `state()`. */
export async function waitUntil<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>, everyMs = 20, state = () => ''): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} ${state()}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
