// Public surface of the demo conference generator (issue 3 item 7).
import { createRng, deriveSeed } from '../../schemas';
import { DEFAULT_NOW, PHASES } from './calendar';
import { generateAttendees, generateCompanies, generateSpeakers } from './people';
import { generatePages } from './pages';
import { generateSessions } from './sessions';
import { buildSettings } from './settings';
import { generateTranslations } from './translations';
import type { DemoData, DemoOptions } from './types';

/** The demo's seed: the same conference on every machine and every run (schemas' seeded PRNG). */
export const DEFAULT_SEED = 20270518;

/**
 * The whole demo conference, generated from a seed. Same seed and same `now` give deep-equal data;
 * nothing reads the clock or Math.random.
 */
export function generateDemo(options: DemoOptions = {}): DemoData {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? DEFAULT_NOW;
  const rng = (label: string) => createRng(deriveSeed(seed, label));
  const companies = generateCompanies(rng('companies'));
  const speakers = generateSpeakers(rng('speakers'), companies, new Set());
  const attendees = generateAttendees(rng('attendees'), companies);
  const sessions = generateSessions(rng('sessions'), speakers, companies, now);
  return {
    phases: PHASES.map((p) => ({ ...p })),
    settings: { cont: buildSettings('cont'), uat: buildSettings('uat'), prod: buildSettings('prod') },
    pages: generatePages({ sessions, speakers, companies }),
    translations: generateTranslations(),
    sessions,
    speakers,
    companies,
    attendees,
  };
}

export { DEFAULT_NOW, EVENT_DAYS, EVENT_TIMEZONE, PHASES, resolvePhase } from './calendar';
export { DEMO_PAGE_NAMES } from './pages';
export { TRANSLATION_NAMESPACE, TRANSLATION_LOCALES } from './translations';
export type { DemoData, DemoOptions, DemoPageLayout, DemoPhase, DemoSiteSettings, DemoTranslation } from './types';
export type { Attendee, Company, LabeledValue, Offer, RelatedResource, Session, SessionType, Speaker } from './entity-types';
