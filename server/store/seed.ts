import { hashOf } from '../canonical-hash.js';
import { ENVIRONMENTS, isEnvironment, type Environment } from '../../schemas/index.js';
import { blockHash, lockLayout, writeBlocks, type PageComponent } from '../content/content-store.js';
import type { Db, Queryable } from './db.js';
import { seedActivity, type ActivityPlan } from './seed-activity.js';

/** What server/demo's generateDemo() answers. */
export interface DemoData {
  phases: { id: string; label?: string; start: string }[];
  settings: Record<Environment, object>;
  pages: {
    page: string;
    phase: string;
    environment: string;
    components: {
      componentId: string;
      component: string;
      parentId?: string | null;
      slot?: string | null;
      props: object;
      schemaVersion?: number;
      editor?: { name?: string; email?: string; id?: string; edited?: string; revision?: number } | null;
    }[];
  }[];
  translations: { environment?: string; env?: string; language: string; locale: string; namespace: string; key: string; content: string }[];
  sessions: unknown[];
  speakers: unknown[];
  companies: unknown[];
  attendees: unknown[];
  /** Venue rooms (`roomId`), for the catalog (server/catalog). */
  rooms?: unknown[];
  /** The live-now ticker's messages (server/ticker), by the demo's editor. */
  ticker?: { id: string; environment: string; text: string; startsAt: string; endsAt: string }[];
  /** The attendees' activity at scale (DEMO_ATTENDEES), written in SQL after the documents. */
  activity?: ActivityPlan;
}

/** Documents per INSERT: large enough for few round trips, small enough that 50,000 attendees are not one 60 MB parameter. */
const DOCUMENTS_PER_STATEMENT = 5000;

async function insertDocuments(tx: Queryable, table: 'sessions' | 'speakers' | 'companies' | 'attendees' | 'rooms', docs: unknown[]): Promise<void> {
  for (let at = 0; at < docs.length; at += DOCUMENTS_PER_STATEMENT) {
    await tx.query(
      `INSERT INTO ${table} (id, doc)
       SELECT coalesce(e->>'id', e->>'sessionId', e->>'speakerId', e->>'companyId', e->>'attendeeId', e->>'roomId', ($2::integer + n)::text), e
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS t(e, n)`,
      [JSON.stringify(docs.slice(at, at + DOCUMENTS_PER_STATEMENT)), at],
    );
  }
}

export async function isSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM site_settings');
  return Number(rows[0]?.n ?? 0) > 0;
}

/** Writes the demo conference in one transaction (first start only). */
export async function seed(db: Db, data: DemoData): Promise<void> {
  const started = performance.now();
  const activity = await db.transaction(async (tx) => {
    // Two processes starting on one empty PostgreSQL: the second waits, then sees the seed.
    await tx.query('SELECT pg_advisory_xact_lock(424243)');
    if (await isSeeded(tx)) return null;
    for (const env of ENVIRONMENTS) {
      const doc = data.settings[env];
      if (!doc) continue;
      await tx.query('INSERT INTO site_settings (environment, doc, hash) VALUES ($1, $2::jsonb, $3)', [env, JSON.stringify(doc), hashOf(doc)]);
    }
    for (const layout of data.pages) {
      if (!isEnvironment(layout.environment)) continue;
      await lockLayout(tx, layout.environment, layout.page, layout.phase);
      const components: PageComponent[] = layout.components.map((c) => {
        const draft = {
          componentId: c.componentId,
          component: c.component,
          parentId: c.parentId ?? null,
          slot: c.slot ?? null,
          props: c.props as Record<string, unknown>,
          schemaVersion: c.schemaVersion ?? 1,
        };
        const e = c.editor;
        const editor = e ? { name: e.name ?? '', email: e.email ?? '', id: e.id ?? '', edited: e.edited ?? '', revision: e.revision ?? 1 } : null;
        return { ...draft, originalHash: blockHash(draft), editor };
      });
      await writeBlocks(tx, layout.environment, layout.page, layout.phase, components);
    }
    const translations = data.translations
      .map((t) => ({ ...t, environment: t.environment ?? t.env }))
      .filter((t) => isEnvironment(t.environment));
    if (translations.length > 0) {
      await tx.query(
        `INSERT INTO translations (environment, language, locale, namespace, key, content)
         SELECT e->>'environment', e->>'language', e->>'locale', e->>'namespace', e->>'key', e->>'content'
         FROM jsonb_array_elements($1::jsonb) AS t(e)
         ON CONFLICT DO NOTHING`,
        [JSON.stringify(translations)],
      );
    }
    for (const [position, phase] of data.phases.entries()) {
      await tx.query('INSERT INTO event_phases (id, position, doc) VALUES ($1, $2, $3::jsonb) ON CONFLICT DO NOTHING', [phase.id, position, JSON.stringify(phase)]);
    }
    await insertDocuments(tx, 'sessions', data.sessions);
    await insertDocuments(tx, 'speakers', data.speakers);
    await insertDocuments(tx, 'companies', data.companies);
    await insertDocuments(tx, 'attendees', data.attendees);
    await insertDocuments(tx, 'rooms', data.rooms ?? []);
    if (data.ticker && data.ticker.length > 0) {
      await tx.query(
        `INSERT INTO ticker_messages (id, environment, text, starts_at, ends_at, updated_at, updated_by)
         SELECT e->>'id', e->>'environment', e->>'text', (e->>'startsAt')::timestamptz, (e->>'endsAt')::timestamptz, (e->>'startsAt')::timestamptz,
                '{"name":"Demo editor","email":"","id":""}'::jsonb
         FROM jsonb_array_elements($1::jsonb) AS t(e)`,
        [JSON.stringify(data.ticker)],
      );
    }
    // The catalog's search vectors, facets and times (migrations 004, 005), then the schedule's seats, demo
    // enrollments and agenda items (migration 007), which read the catalog's columns.
    await tx.query('SELECT catalog_refresh()');
    await tx.query('SELECT schedule_refresh()');
    return data.activity ? seedActivity(tx, data.activity) : null;
  });
  if (activity || data.attendees.length + data.sessions.length > 10_000) {
    // A bulk load at scale: without statistics the planner takes the new tables for empty and reads them whole
    // until autovacuum gets round to them (bench/conference-day's first minute ran at a tenth of its speed).
    await db.exec('ANALYZE');
  }
  if (activity) {
    // The scale option says what it wrote and how long it took (benches and their notes quote it).
    const n = (x: number) => x.toLocaleString('en-US');
    console.log(
      `seeded the demo at scale: ${n(data.attendees.length)} attendees, ${n(data.sessions.length)} sessions, ${n(activity.scheduleItems)} schedule entries, ` +
        `${n(activity.meetings)} meetings, ${n(activity.invitations)} invitations, ${n(activity.messages)} messages in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}
