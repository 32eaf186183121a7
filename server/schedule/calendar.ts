// The personal calendar feed and one-session "add to calendar": iCalendar written by ical-generator
// with the event zone's VTIMEZONE from @touch4it/ical-timezones. Times are given as zoned date-times in the event
// zone (ical-time.ts), because ical-generator formats a native Date in the server process's own zone when a TZID is set.
import { randomBytes } from 'node:crypto';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar, ICalEventStatus } from 'ical-generator';
import type { ScheduleEvent } from '../../schemas/api-types.js';
import type { Queryable } from '../store/db.js';
import { icalTime } from './ical-time.js';

export interface FeedLinks {
  https: string;
  webcal: string;
}

/** 32 random bytes, URL-safe: the feed's only protection, so long enough not to be guessed. */
const newSecret = () => randomBytes(32).toString('base64url');

/**
 * The webcal response of docs/behaviour/schedule-and-rsvp.md for a secret: the feed on the site's own origin (https in production; a
 * local http demo keeps http so the link works there) and the same address as webcal:, which calendar apps subscribe to.
 */
export function feedLinks(origin: string, secret: string): FeedLinks {
  const https = `${origin}/api/calendar/${secret}.ics`;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

export async function feedSecretOf(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ secret: string }>('SELECT secret FROM calendar_feeds WHERE user_id = $1', [userId]);
  return rows[0]?.secret ?? null;
}

/** The user's feed secret, made on first request. */
export async function ensureFeedSecret(db: Queryable, userId: string, now: Date): Promise<string> {
  const { rows } = await db.query<{ secret: string }>(
    `INSERT INTO calendar_feeds (user_id, secret, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id RETURNING secret`,
    [userId, newSecret(), now.toISOString()],
  );
  return (rows[0] as { secret: string }).secret;
}

/** A new secret: the old URL stops working at once. */
export async function regenerateFeedSecret(db: Queryable, userId: string, now: Date): Promise<string> {
  const { rows } = await db.query<{ secret: string }>(
    `INSERT INTO calendar_feeds (user_id, secret, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = EXCLUDED.created_at RETURNING secret`,
    [userId, newSecret(), now.toISOString()],
  );
  return (rows[0] as { secret: string }).secret;
}

/** Revokes the feed: its URL answers 404 from now on. */
export async function revokeFeed(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM calendar_feeds WHERE user_id = $1 RETURNING user_id', [userId]);
  return rows.length > 0;
}

export async function feedOwner(db: Queryable, secret: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM calendar_feeds WHERE secret = $1', [secret]);
  return rows[0]?.user_id ?? null;
}

export interface CalendarOptions {
  name: string;
  timeZone: string;
  /** Site origin for the events' URLs (detail pages). */
  origin: string;
  /** Stamp for DTSTAMP (the request's clock). */
  now: Date;
}

/**
 * The events with a time as one VCALENDAR in the event zone, with its VTIMEZONE. UIDs are stable per item, so a
 * calendar app updates an item in place when the schedule changes.
 */
export function calendarOf(events: readonly ScheduleEvent[], options: CalendarOptions): string {
  const cal = new ICalCalendar({ name: options.name, prodId: { company: 'Nimbus', product: 'schedule', language: 'EN' } });
  // No calendar-wide zone name: ical-generator writes DTSTAMP in that zone without a Z, where RFC 5545 (3.8.7.2)
  // wants UTC. The events carry their TZID, so the generator still adds the zone's VTIMEZONE; X-WR-TIMEZONE names
  // the zone for calendar apps that show a feed in it.
  cal.timezone({ name: '', generator: getVtimezoneComponent });
  cal.x([['X-WR-TIMEZONE', options.timeZone]]);
  const host = new URL(options.origin).host || 'conference.example';
  for (const e of events) {
    if (e.start === null || e.end === null || e.isPrivate) continue;
    cal.createEvent({
      id: `${e.id}@${host}`,
      start: icalTime(e.start, options.timeZone),
      end: icalTime(e.end, options.timeZone),
      timezone: options.timeZone,
      // No calendar zone: a native Date is written in UTC (with Z).
      stamp: options.now,
      summary: e.sessionCode ? `${e.sessionCode}: ${e.title}` : e.title,
      description: e.description,
      location: e.location ?? undefined,
      url: e.detailNavigation ? `${options.origin}/en${e.detailNavigation}` : undefined,
      // A waitlist place or an unanswered invitation is tentative.
      status: e.state === 'pending' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return cal.toString();
}
