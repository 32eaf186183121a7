// Idempotency keys of writes (docs/behaviour/calls.md, Offline writes). A client that queued a write while offline
// sends it with an `Idempotency-Key` header (a random UUID made when the user acted) and may send it more than once:
// an answer lost on a flaky connection, two tabs replaying the same queue. The first request with a key is applied and
// its answer stored; a repeat answers the stored answer and changes nothing; the same key with another method, path
// or body is refused. One signed-in user's keys are theirs alone, and kept for IDEMPOTENCY_RETENTION_MS.
//
// The row is inserted before the write runs, so of two concurrent requests with one key the primary key lets
// exactly one in (no check-then-write); the other waits for the stored answer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashOf } from '../canonical-hash.js';
import { ApiError } from '../errors.js';
import type { Db } from '../store/db.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that was stored by an earlier request with the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';
/** How long a key is remembered: a queue older than this is replayed as new writes (the server's rules still hold). */
export const IDEMPOTENCY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a repeat waits for the first request with its key to finish before it answers in-progress. */
export const IDEMPOTENCY_WAIT_MS = 10_000;
const POLL_MS = 25;
const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

interface StoredRow {
  fingerprint: string;
  status: number | null;
  answer: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The header's key; null when there is none. A malformed key is refused before anything runs. */
export function idempotencyKeyOf(req: FastifyRequest): string | null {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw new ApiError('badRequest', { header: 'Idempotency-Key', rule: '8 to 128 letters, digits or . _ : -' });
  }
  return key;
}

/** What makes two requests the same request: method, path with query, and the body's canonical JSON. */
function fingerprintOf(req: FastifyRequest): string {
  return hashOf({ method: req.method, url: req.url, body: req.body ?? null });
}

async function waitForAnswer(db: Db, userId: string, key: string): Promise<StoredRow | undefined> {
  for (let waited = 0; ; waited += POLL_MS) {
    const { rows } = await db.query<StoredRow>('SELECT fingerprint, status, answer FROM idempotency_keys WHERE user_id = $1 AND idem_key = $2', [userId, key]);
    const row = rows[0];
    // Gone: the first request failed without an answer to keep (a 5xx); this one may run.
    if (!row || row.status !== null || waited >= IDEMPOTENCY_WAIT_MS) return row;
    await sleep(POLL_MS);
  }
}

async function claim(db: Db, userId: string, key: string, fingerprint: string, now: Date): Promise<boolean> {
  // The retention sweep of this user's old keys: small (one user's rows, through the (user_id, created_at) index).
  await db.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND created_at < $2', [userId, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS).toISOString()]);
  const { rows } = await db.query(
    `INSERT INTO idempotency_keys (user_id, idem_key, fingerprint, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, idem_key) DO NOTHING RETURNING idem_key`,
    [userId, key, fingerprint, now.toISOString()],
  );
  return rows.length === 1;
}

/**
 * Runs a write route's handler under the request's Idempotency-Key, if it has one and the viewer is signed in
 * (anonymous writes have no user to keep keys for and run as they are).
 */
export async function withIdempotency(
  db: Db,
  now: () => Date,
  req: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<unknown>,
): Promise<unknown> {
  const key = idempotencyKeyOf(req);
  const userId = req.viewer?.userId ?? null;
  if (key === null || userId === null) return run();
  const fingerprint = fingerprintOf(req);

  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await claim(db, userId, key, fingerprint, now())) return runAndStore(db, userId, key, reply, run);
    const row = await waitForAnswer(db, userId, key);
    if (!row) continue;
    if (row.fingerprint !== fingerprint) throw new ApiError('idempotencyKeyReused', { key });
    if (row.status === null) throw new ApiError('idempotencyInProgress', { key });
    return reply.code(row.status).header(IDEMPOTENT_REPLAY_HEADER, 'true').send(row.answer);
  }
  throw new ApiError('idempotencyInProgress', { key });
}

async function runAndStore(db: Db, userId: string, key: string, reply: FastifyReply, run: () => Promise<unknown>): Promise<unknown> {
  const store = (status: number, answer: unknown) =>
    db.query('UPDATE idempotency_keys SET status = $3, answer = $4::jsonb WHERE user_id = $1 AND idem_key = $2', [userId, key, status, JSON.stringify(answer ?? null)]);
  const forget = () => db.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND idem_key = $2', [userId, key]);
  let answer: unknown;
  try {
    answer = await run();
  } catch (error) {
    // A refusal by the rules (4xx) is the answer a repeat gets too; a failure (5xx) may succeed when sent again.
    if (error instanceof ApiError && error.statusCode < 500) await store(error.statusCode, error.toBody());
    else await forget();
    throw error;
  }
  // A handler that sent its own reply (a file, a stream) has no JSON answer to keep: its key is not kept either.
  if (answer === reply || answer === undefined || reply.sent) await forget();
  else await store(reply.statusCode, answer);
  return answer;
}
