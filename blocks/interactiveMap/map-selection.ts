// Which pin the interactive map shows: the page's query names it (docs/behaviour/blocks.md: nto a location, sc a
// session code), read here without React so the rules are tested on their own.
import type { SiteSettings } from '../../schemas/api-types';

export type MapPin = NonNullable<NonNullable<SiteSettings['map']>['pins']>[number];

/** The settings' map with its defaults, pins that cannot be drawn (outside 0-100 %) left out. */
export interface MapConfig {
  mapUrl: string;
  pins: readonly MapPin[];
  footerText: string;
  enableFullscreen: boolean;
}

const inRange = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 100;

export function mapConfig(settings: SiteSettings | undefined): MapConfig {
  const map = settings?.map ?? {};
  return {
    mapUrl: map.mapUrl ?? '',
    pins: (map.pins ?? []).filter((p) => typeof p.id === 'string' && typeof p.label === 'string' && inRange(p.x) && inRange(p.y)),
    footerText: map.footerText ?? '',
    enableFullscreen: map.enableFullscreen !== false,
  };
}

const same = (a: string | undefined, b: string) => a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The pin of a location: its location first, then its id, then its label (case and outer spaces ignored). */
export function pinForLocation(pins: readonly MapPin[], location: string): MapPin | undefined {
  if (location.trim() === '') return undefined;
  return pins.find((p) => same(p.location, location)) ?? pins.find((p) => same(p.id, location)) ?? pins.find((p) => same(p.label, location));
}

/** The pin of a session's room: the pin whose id is the room's id, else the one whose location is the session's. */
export function pinForSession(pins: readonly MapPin[], session: { roomId?: string | null; location?: string | null }): MapPin | undefined {
  const byRoom = session.roomId ? pins.find((p) => p.id === session.roomId) : undefined;
  return byRoom ?? (session.location ? pinForLocation(pins, session.location) : undefined);
}

/** What the query asks for: a session code (sc wins, it is the more specific), a location, or nothing. */
export type MapRequest = { kind: 'session'; code: string } | { kind: 'location'; location: string } | { kind: 'none' };

export function mapRequest(search: string): MapRequest {
  const q = new URLSearchParams(search);
  const code = q.get('sc')?.trim();
  if (code) return { kind: 'session', code };
  const location = q.get('nto')?.trim();
  if (location) return { kind: 'location', location };
  return { kind: 'none' };
}

/** The query after choosing `pin` (null: none): nto names its location, and sc goes (the choice replaces it). */
export function searchFor(search: string, pin: MapPin | null): string {
  const q = new URLSearchParams(search);
  q.delete('sc');
  if (pin) q.set('nto', pin.location ?? pin.id);
  else q.delete('nto');
  const text = q.toString();
  return text ? `?${text}` : '';
}
