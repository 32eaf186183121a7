// The live-now ticker's messages (docs/behaviour/live-and-video.md, Live-now ticker): content editors write them, every
// page with a studio player reads the ones current at the event's clock. Each write tells every open page through the
// live channel, after it committed, as the environment's onSettingsChanged: the pages keep the ticker under the
// settings' query key, so that event refreshes it (and a new testing date, which changes what is current, does too)
// without another event type in every page's script (the home page's budget).
import { randomBytes } from 'node:crypto';
import type { Environment, LiveEvent } from '../../schemas/index.js';
import type { TickerAnswer, TickerMessage, TickerMessageBody } from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import type { Editor } from '../shared/changelog/types.js';
import type { Db } from '../store/db.js';

export interface TickerService {
  /** The messages shown at `at` (started, not yet ended) and when that set next changes. */
  current(environment: Environment, at: Date): Promise<TickerAnswer>;
  /** Every message of the environment, for the editors' list. */
  list(environment: Environment): Promise<TickerMessage[]>;
  create(environment: Environment, editor: Editor, body: TickerMessageBody): Promise<TickerMessage>;
  /** Null when no message has that id (in that environment). */
  update(environment: Environment, editor: Editor, id: string, body: TickerMessageBody): Promise<TickerMessage | null>;
  /** False when no message has that id. */
  remove(environment: Environment, id: string): Promise<boolean>;
}

interface Row {
  id: string;
  text: string;
  starts_at: Date | string;
  ends_at: Date | string;
  updated_at: Date | string;
  updated_by: { name?: string };
}

const iso = (value: Date | string) => new Date(value).toISOString();
const COLUMNS = 'id, text, starts_at, ends_at, updated_at, updated_by';

const messageOf = (row: Row): TickerMessage => ({
  id: row.id,
  text: row.text,
  startsAt: iso(row.starts_at),
  endsAt: iso(row.ends_at),
  updatedAt: iso(row.updated_at),
  updatedBy: row.updated_by?.name ?? '',
});

/**
 * The body's times as instants, the end after the start. The schema already checked the shapes; what it cannot
 * say (the order) answers 400 naming endsAt, and nothing is written.
 */
export function windowOf(body: TickerMessageBody): { startsAt: Date; endsAt: Date; text: string } {
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  if (Number.isNaN(startsAt.getTime())) throw new ApiError('badRequest', { field: 'startsAt', reason: 'invalidDate' }, 'startsAt must be an ISO 8601 date and time.');
  if (Number.isNaN(endsAt.getTime())) throw new ApiError('badRequest', { field: 'endsAt', reason: 'invalidDate' }, 'endsAt must be an ISO 8601 date and time.');
  if (endsAt.getTime() <= startsAt.getTime()) {
    throw new ApiError('badRequest', { field: 'endsAt', reason: 'endNotAfterStart' }, 'endsAt must be after startsAt.');
  }
  return { startsAt, endsAt, text: body.text.trim() };
}

export function createTickerService(deps: { db: Db; now: () => Date; afterWrite: (...events: LiveEvent[]) => Promise<void> }): TickerService {
  const { db, now, afterWrite } = deps;
  const changed = (environment: Environment) => afterWrite({ type: 'onSettingsChanged', environment });

  return {
    async current(environment, at) {
      const { rows } = await db.query<Row>(
        `SELECT ${COLUMNS} FROM ticker_messages WHERE environment = $1 AND ends_at > $2 AND starts_at <= $2 ORDER BY starts_at, id`,
        [environment, at],
      );
      // The next start of a message not shown yet, or the first end of one shown: the page asks again then.
      const next = await db.query<{ next: Date | string | null }>(
        'SELECT min(starts_at) AS next FROM ticker_messages WHERE environment = $1 AND starts_at > $2',
        [environment, at],
      );
      const ends = rows.map((r) => new Date(r.ends_at).getTime());
      const starts = next.rows[0]?.next ? [new Date(next.rows[0].next).getTime()] : [];
      const all = [...ends, ...starts];
      return { messages: rows.map(messageOf), nextChangeAt: all.length > 0 ? new Date(Math.min(...all)).toISOString() : null };
    },

    async list(environment) {
      const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM ticker_messages WHERE environment = $1 ORDER BY starts_at, id`, [environment]);
      return rows.map(messageOf);
    },

    async create(environment, editor, body) {
      const { startsAt, endsAt, text } = windowOf(body);
      const id = randomBytes(9).toString('base64url');
      const { rows } = await db.query<Row>(
        `INSERT INTO ticker_messages (id, environment, text, starts_at, ends_at, updated_at, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
        [id, environment, text, startsAt, endsAt, now(), JSON.stringify({ name: editor.name, email: editor.email, id: editor.id })],
      );
      await changed(environment);
      return messageOf(rows[0]!);
    },

    async update(environment, editor, id, body) {
      const { startsAt, endsAt, text } = windowOf(body);
      const readAt = body.updatedAt === undefined ? null : new Date(body.updatedAt);
      if (readAt && Number.isNaN(readAt.getTime())) throw new ApiError('badRequest', { field: 'updatedAt', reason: 'invalidDate' }, 'updatedAt must be an ISO 8601 date and time.');
      // Written only over the version the editor read (to the millisecond, as messages answer it). Every write moves
      // updated_at on by at least a millisecond, so two saves within one tick of the clock are still told apart.
      const { rows } = await db.query<Row>(
        `UPDATE ticker_messages SET text = $3, starts_at = $4, ends_at = $5,
           updated_at = greatest($6::timestamptz, updated_at + interval '1 millisecond'), updated_by = $7
         WHERE environment = $1 AND id = $2 AND ($8::timestamptz IS NULL OR date_trunc('milliseconds', updated_at) = $8::timestamptz)
         RETURNING ${COLUMNS}`,
        [environment, id, text, startsAt, endsAt, now(), JSON.stringify({ name: editor.name, email: editor.email, id: editor.id }), readAt],
      );
      if (rows.length === 0) {
        const found = await db.query<Row>(`SELECT ${COLUMNS} FROM ticker_messages WHERE environment = $1 AND id = $2`, [environment, id]);
        const current = found.rows[0];
        if (!current) return null;
        const message = messageOf(current);
        throw new ApiError('tickerConflict', { id, updatedAt: message.updatedAt, updatedBy: message.updatedBy },
          `${message.updatedBy || 'Someone'} changed this message at ${message.updatedAt}; read it again before saving.`);
      }
      await changed(environment);
      return messageOf(rows[0]!);
    },

    async remove(environment, id) {
      const { rows } = await db.query<{ id: string }>('DELETE FROM ticker_messages WHERE environment = $1 AND id = $2 RETURNING id', [environment, id]);
      if (rows.length === 0) return false;
      await changed(environment);
      return true;
    },
  };
}
