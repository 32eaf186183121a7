// Public surface of the demo conference generator.
import { createRng, deriveSeed } from '../../schemas';
import { DEFAULT_NOW, PHASES } from './calendar';
import { COMPANY_COUNT, generateAttendees, generateCompanies, generateSpeakers, SPEAKER_COUNT, personaAttendees } from './people';
import { ROOMS } from './rooms';
import { generatePages } from './pages';
import { generateSessions, SESSION_COUNT } from './sessions';
import { buildSettings } from './settings';
import { generateTranslations } from './translations';
import type { DemoData, DemoOptions } from './types';

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
  const attendees = [...generateAttendees(rng('attendees'), companies), ...personaAttendees()];
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
  };
}

export { DEFAULT_NOW, EVENT_DAYS, EVENT_TIMEZONE, PHASES, resolvePhase } from './calendar';
export { DEMO_PAGE_NAMES } from './pages';
export { TRANSLATION_NAMESPACE, TRANSLATION_LOCALES } from './translations';
export type { DemoData, DemoOptions, DemoPageLayout, DemoPhase, DemoSiteSettings, DemoTranslation } from './types';
export type { Room } from './rooms';
export type { Attendee, Company, LabeledValue, Offer, RelatedResource, Session, SessionType, Speaker } from './entity-types';
