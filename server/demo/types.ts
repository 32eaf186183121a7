// Shapes of the generated demo. Page layouts and settings use the schema-generated types, so a
// schema change that the demo no longer satisfies fails the typecheck, not only the tests.
import type { Environment } from '../../schemas';
import type { PageLayout, SiteSettings } from '../../schemas/api-types';
import type { Attendee, Company, Session, Speaker } from './entity-types';
import type { Room } from './rooms';

export type DemoPageLayout = PageLayout;
export type DemoSiteSettings = SiteSettings;
export type DemoComponent = PageLayout['components'][number];

export interface DemoPhase {
  id: string;
  label: string;
  start: string;
}

export interface DemoTranslation {
  environment: Environment;
  /** URL language, e.g. en. */
  language: string;
  /** Content locale, e.g. en-US. */
  locale: string;
  namespace: string;
  key: string;
  content: string;
}

export interface DemoOptions {
  seed?: number;
  /** ISO timestamp used for time-dependent session flags (RSVP open, streaming); defaults to a fixed date. */
  now?: string;
  /** Number of sessions; default DEMO_SESSIONS or 400 (speakers and companies scale with it). */
  sessions?: number;
  /** Number of generated attendees; default DEMO_ATTENDEES or 2,000. */
  attendees?: number;
  /** Seed attendees' activity (schedules, meetings, messages); default: when DEMO_ATTENDEES is set. */
  activity?: boolean;
}

/**
 * What the generated attendees have done by the conference day, written by the seed in SQL (server/store/seed-activity.ts)
 * so that 50,000 attendees' 500,000 schedule entries and a million messages take seconds, not a JSON document.
 */
export interface DemoActivity {
  schedulePerAttendee: number;
  meetingsPerAttendee: number;
  messagesPerMeeting: number;
  /** The event's days (yyyy-mm-dd) and time zone: meetings fall between 08:00 and 17:30 local time. */
  eventDays: string[];
  timeZone: string;
}

export interface DemoData {
  phases: DemoPhase[];
  settings: Record<Environment, DemoSiteSettings>;
  pages: DemoPageLayout[];
  translations: DemoTranslation[];
  sessions: Session[];
  speakers: Speaker[];
  companies: Company[];
  attendees: Attendee[];
  rooms: Room[];
  activity?: DemoActivity;
  /** The live-now ticker's messages (server/ticker). */
  ticker: DemoTickerMessage[];
}

/** One live-now ticker message of the demo, in one environment. */
export interface DemoTickerMessage {
  id: string;
  environment: Environment;
  text: string;
  startsAt: string;
  endsAt: string;
}
