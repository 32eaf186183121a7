// Public surface of the demo conference generator.
import { createRng, deriveSeed } from '../../schemas';
import { DEFAULT_NOW, EVENT_DAYS, EVENT_TIMEZONE, PHASES } from './calendar';
import { ATTENDEE_COUNT, COMPANY_COUNT, generateAttendees, generateCompanies, generateSpeakers, SPEAKER_COUNT, personaAttendees } from './people';
import { ROOMS } from './rooms';
import { generatePages } from './pages';
import { generateSessions, SESSION_COUNT } from './sessions';
import { buildSettings } from './settings';
import { generateTicker } from './ticker';
import { generateTranslations } from './translations';
import type { DemoActivity, DemoData, DemoOptions } from './types';

/** The demo's seed: the same conference on every machine and every run (schemas' seeded PRNG). */
export const DEFAULT_SEED = 20270518;

/**
 * How many sessions the demo has: DEMO_SESSIONS (a whole number from 1 to 100000, default 400) so benches can run the
 * catalog on 5000; speakers and companies grow in proportion. Anything else is refused rather than guessed.
 */
export function demoSessionCount(env: Record<string, string | undefined> = process.env): number {
  const raw = env.DEMO_SESSIONS;
  if (raw === undefined || raw === '') return SESSION_COUNT;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 100000) throw new Error(`DEMO_SESSIONS must be a whole number from 1 to 100000, not ${JSON.stringify(raw)}`);
  return n;
}

/**
 * How many attendees the demo generates: DEMO_ATTENDEES (a whole number from 1 to 200000, default 2000), or null when
 * it is not set. Set, it also seeds their activity at the same scale (DEMO_ACTIVITY below).
 */
export function demoAttendeeCount(env: Record<string, string | undefined> = process.env): number | null {
  const raw = env.DEMO_ATTENDEES;
  if (raw === undefined || raw === '') return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 200000) throw new Error(`DEMO_ATTENDEES must be a whole number from 1 to 200000, not ${JSON.stringify(raw)}`);
  return n;
}

/**
 * Per attendee, what a conference day at full size holds (the scale option): 10 sessions on their schedule, 2
 * meetings organised (with 2 invitations each) and 10 messages per meeting; 50,000 attendees make 500,000 schedule
 * entries, 100,000 meetings and 1,000,000 messages.
 */
export const DEMO_ACTIVITY: DemoActivity = {
  schedulePerAttendee: 10,
  meetingsPerAttendee: 2,
  messagesPerMeeting: 10,
  eventDays: [...EVENT_DAYS],
  timeZone: EVENT_TIMEZONE,
};

/**
 * The whole demo conference, generated from a seed. Same seed and same `now` give deep-equal data;
 * nothing reads the clock or Math.random.
 */
export function generateDemo(options: DemoOptions = {}): DemoData {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? DEFAULT_NOW;
  const total = options.sessions ?? demoSessionCount();
  const scale = (n: number) => Math.max(1, Math.round((n * total) / SESSION_COUNT));
  const rng = (label: string) => createRng(deriveSeed(seed, label));
  const companies = generateCompanies(rng('companies'), scale(COMPANY_COUNT));
  const speakers = generateSpeakers(rng('speakers'), companies, new Set(), scale(SPEAKER_COUNT));
  const asked = options.attendees ?? demoAttendeeCount();
  const attendees = [...generateAttendees(rng('attendees'), companies, asked ?? ATTENDEE_COUNT), ...personaAttendees()];
  const activity = options.activity ?? asked !== null;
  const sessions = generateSessions(rng('sessions'), speakers, companies, now, total);
  return {
    phases: PHASES.map((p) => ({ ...p })),
    settings: { cont: buildSettings('cont'), uat: buildSettings('uat'), prod: buildSettings('prod') },
    pages: generatePages({ sessions, speakers, companies }),
    translations: generateTranslations(),
    sessions,
    speakers,
    companies,
    attendees,
    rooms: ROOMS.map((room) => ({ ...room, uses: [...room.uses] })),
    ticker: generateTicker(),
    ...(activity ? { activity: { ...DEMO_ACTIVITY, eventDays: [...DEMO_ACTIVITY.eventDays] } } : {}),
  };
}

export { DEFAULT_NOW, EVENT_DAYS, EVENT_TIMEZONE, PHASES, resolvePhase } from './calendar';
export { DEMO_PAGE_NAMES } from './pages';
export { TRANSLATION_NAMESPACE, TRANSLATION_LOCALES } from './translations';
export type { DemoActivity, DemoData, DemoOptions, DemoPageLayout, DemoPhase, DemoSiteSettings, DemoTranslation } from './types';
export type { Room } from './rooms';
export type { Attendee, Company, LabeledValue, Offer, RelatedResource, Session, SessionType, Speaker } from './entity-types';
