// The meeting tests' server: the test fixture plus attendee records (the three personas, people who cannot be
// invited, and enough others to pass the capacity), a session on the inperson persona's schedule for the clash rule, and
// the cont settings with every meeting feature on. Runs on PGlite, or PostgreSQL with TEST_DATABASE_URL.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { personaUserId } from '../schemas/index.js';
import { bearer, createTestStore, signIn, testApp, type TestStore } from '../server/test-support.js';

export const MEETING_FEATURES = { showMeetings: true, enableAppointmentCreation: true, showAppointments: true, showMessaging: true };

function attendee(id: string, userId: string, name: string, extra: Record<string, unknown> = {}) {
  const [firstName = '', lastName = ''] = name.split(' ');
  return {
    attendeeId: id, userId, displayName: name, firstName, lastName, photo: '', company: 'Contoso', jobTitle: 'Engineer',
    attendeeDirectory: true, isAvailableForMeetings: true, ...extra,
  };
}

/** The personas' attendee records name the persona's user id, as the demo's do. */
const people = () => [
  attendee('att-attendee', personaUserId('attendee'), 'Avery Attendee'),
  attendee('att-inperson', personaUserId('inperson'), 'Imani Inperson'),
  attendee('att-exhibitor', personaUserId('exhibitor'), 'Eli Exhibitor'),
  attendee('att-hidden', 'usr-hidden', 'Hana Hidden', { attendeeDirectory: false }),
  attendee('att-busy', 'usr-busy', 'Bo Unavailable', { isAvailableForMeetings: false }),
  ...Array.from({ length: 10 }, (_, i) => attendee(`att-n${i + 1}`, `usr-n${i + 1}`, `Noor Number${i + 1}`)),
];

export interface PersonaIds {
  attendee: string;
  inperson: string;
  exhibitor: string;
}

/** The inperson persona's scheduled session, 2027-05-18 16:00-17:00 UTC. */
export const CLASH_SESSION = { id: 'sess-clash', title: 'Scaling event-driven systems', start: '2027-05-18T16:00:00.000Z', end: '2027-05-18T17:00:00.000Z' };

export class MeetingsTestServer {
  store!: TestStore;
  app!: FastifyInstance;
  /** The user id (cmsId) of each attendee persona. */
  ids!: PersonaIds;
  private tokens = new Map<string, string>();

  async open(): Promise<void> {
    this.store = await createTestStore();
    const db = this.store.db;
    this.app = await testApp(db);
    const idOf = async (persona: string) => {
      const res = await this.app.inject({ method: 'GET', url: '/api/auth/me', headers: await this.headers(persona) });
      return (res.json() as { cmsId: string }).cmsId;
    };
    this.ids = { attendee: await idOf('attendee'), inperson: await idOf('inperson'), exhibitor: await idOf('exhibitor') };
    await db.query(
      `INSERT INTO attendees (id, doc) SELECT e->>'attendeeId', e FROM jsonb_array_elements($1::jsonb) AS t(e)`,
      [JSON.stringify(people())],
    );
    await db.query(
      `INSERT INTO sessions (id, doc, starts_at, ends_at) VALUES ($1, $2::jsonb, $3, $4)`,
      [CLASH_SESSION.id, JSON.stringify({ sessionId: CLASH_SESSION.id, title: CLASH_SESSION.title, sessionCode: 'BRK101', startDateTime: CLASH_SESSION.start, endDateTime: CLASH_SESSION.end, sessionType: { logicalValue: 'breakout', displayValue: 'Breakout' } }), CLASH_SESSION.start, CLASH_SESSION.end],
    );
    await db.query(`INSERT INTO schedule_items (user_id, session_id, added_at) VALUES ($1, $2, now())`, [personaUserId('inperson'), CLASH_SESSION.id]);
    await this.setSettings({ showMeetingLocation: true, defaultMeetingLocation: 'Teams' }, MEETING_FEATURES);
  }

  /** Merges top-level keys and feature flags into the cont settings (as a site editor's save would end). */
  async setSettings(changes: Record<string, unknown>, features: Record<string, boolean> = {}): Promise<void> {
    await this.store.db.query(
      `UPDATE site_settings SET doc = (doc || $1::jsonb) || jsonb_build_object('features', coalesce(doc->'features', '{}'::jsonb) || $2::jsonb) WHERE environment = 'cont'`,
      [JSON.stringify(changes), JSON.stringify(features)],
    );
    // Written behind the app's back: its read cache must forget the old document.
    this.app?.routeContext.cache.clear();
  }

  async close(): Promise<void> {
    await this.app?.close();
    await this.store?.drop();
  }

  async headers(persona: string): Promise<Record<string, string>> {
    let token = this.tokens.get(persona);
    if (!token) this.tokens.set(persona, (token = await signIn(this.app, persona)));
    return bearer(token);
  }

  /** A call as a persona ('anonymous' sends no token); answers status and JSON body. */
  async call<T = Record<string, unknown>>(persona: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<{ status: number; body: T }> {
    const headers = persona === 'anonymous' ? {} : await this.headers(persona);
    const res = await this.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as T };
  }

  /** Every row of the meeting tables, to show that a refused write changed nothing. */
  async snapshot(): Promise<string> {
    const tables = ['meetings', 'meeting_participants', 'meeting_messages', 'meeting_message_reads'];
    const parts = await Promise.all(tables.map(async (t) => JSON.stringify((await this.store.db.query(`SELECT * FROM ${t} ORDER BY 1, 2`)).rows)));
    return parts.join('\n');
  }
}

export function openMeetingsTestServer(): MeetingsTestServer {
  const server = new MeetingsTestServer();
  beforeAll(() => server.open(), 120_000);
  afterAll(() => server.close());
  return server;
}

/** A meeting body at 2027-05-18 15:30-16:30 UTC (overlapping CLASH_SESSION) unless overridden. */
export function meetingBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    subject: 'Architecture review',
    description: 'Walk through the event pipeline.',
    time: '2027-05-18T15:30:00.000Z',
    endTime: '2027-05-18T16:30:00.000Z',
    meetingTypeName: 'attendee-to-attendee',
    attendeeIds: ['att-inperson'],
    ...overrides,
  };
}
