// The demo venue's floor plan: one geometry for the rooms of rooms.ts and the lobby's services, drawn as the SVG
// image of /map and the interactive map (settings map.mapUrl) and turned into the settings' map pins, so every pin
// sits on the room it names.
import { ROOMS } from './rooms';

/** The plan's drawing size (SVG user units); pins are placed in percent of it. */
export const PLAN_WIDTH = 1200;
export const PLAN_HEIGHT = 760;

interface Area {
  /** The pin's id: the room's roomId, or the service's own id. */
  id: string;
  label: string;
  /** What a session's location (or the `nto` query) says for this place. */
  location: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Roundtable tables are drawn round. */
  round?: boolean;
}

/** The zones drawn behind the rooms, with their names. */
const ZONES = [
  { name: 'Hall A', x: 40, y: 40, w: 400, h: 400, fill: '#dbe7f6' },
  { name: 'Level 4 · breakout rooms', x: 480, y: 40, w: 680, h: 290, fill: '#ece3f6' },
  { name: 'Hall B', x: 480, y: 360, w: 300, h: 360, fill: '#d8efe9' },
  { name: 'Expo hall', x: 800, y: 360, w: 360, h: 360, fill: '#f6e6dc' },
  { name: 'Arch lobby', x: 40, y: 480, w: 400, h: 240, fill: '#eeeeee' },
] as const;

const roomName = (roomId: string): string => {
  const room = ROOMS.find((r) => r.roomId === roomId);
  if (!room) throw new Error(`venue plan: no room ${roomId} in rooms.ts`);
  return room.name;
};

const room = (roomId: string, x: number, y: number, w: number, h: number, round = false): Area => ({
  id: roomId,
  label: roomName(roomId),
  location: roomName(roomId),
  x,
  y,
  w,
  h,
  ...(round ? { round } : {}),
});

/** Every room of rooms.ts and the lobby's services, in the order the map numbers them. */
export const PLAN_AREAS: readonly Area[] = [
  room('hall-a', 60, 90, 360, 330),
  ...Array.from({ length: 10 }, (_, i) => room(`room-${401 + i}`, 496 + (i % 5) * 132, 84 + Math.floor(i / 5) * 120, 124, 108)),
  room('learning-zone', 500, 400, 260, 300),
  ...Array.from({ length: 4 }, (_, i) => room(`theater-${i + 1}`, 816 + (i % 2) * 172, 400 + Math.floor(i / 2) * 100, 156, 92)),
  ...Array.from({ length: 4 }, (_, i) => room(`roundtable-${i + 1}`, 836 + i * 82, 636, 52, 52, true)),
  { id: 'registration', label: 'Registration', location: 'Registration', x: 60, y: 620, w: 170, h: 84 },
  { id: 'info-desk', label: 'Info desk and help', location: 'Info desk', x: 250, y: 620, w: 170, h: 84 },
  { id: 'quiet-room', label: 'Quiet room and lactation room', location: 'Quiet room', x: 60, y: 526, w: 170, h: 80 },
];

/** The lobby's services: their pins' labels are translation keys (rooms keep their names, which are proper names). */
const SERVICE_AREAS: ReadonlySet<string> = new Set(['registration', 'info-desk', 'quiet-room']);

/** The map settings' pins (docs/behaviour/routes-and-gates.md, Pages, settings map.pins): one per area, at its centre, in percent. */
export function venuePins(): { id: string; label: string; location: string; x: number; y: number }[] {
  const pct = (v: number, of: number) => Math.round((v / of) * 1000) / 10;
  return PLAN_AREAS.map((a) => ({ id: a.id, label: SERVICE_AREAS.has(a.id) ? `translate.venue.${a.id}` : a.label, location: a.location, x: pct(a.x + a.w / 2, PLAN_WIDTH), y: pct(a.y + (a.round ? a.h / 2 : a.h * 0.36), PLAN_HEIGHT) }));
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Short names drawn on the plan (the pins and the map's list carry the full ones). */
function shortName(a: Area): string {
  if (a.id.startsWith('room-')) return a.id.slice(5);
  if (a.id.startsWith('theater-')) return `Theater ${a.id.slice(8)}`;
  if (a.id.startsWith('roundtable-')) return `T${a.id.slice(11)}`;
  if (a.id === 'hall-a') return 'Main Stage';
  if (a.id === 'learning-zone') return 'Learning Zone';
  if (a.id === 'quiet-room') return 'Quiet room';
  return a.label.split(' and ')[0] as string;
}

/** The floor plan as SVG source: zones, rooms with their names, the entrance and the escalators to Level 4. */
export function venuePlanSvg(): string {
  const zones = ZONES.map(
    (z) =>
      `<rect x='${z.x}' y='${z.y}' width='${z.w}' height='${z.h}' rx='10' fill='${z.fill}' stroke='#5a6472' stroke-width='3'/><text x='${z.x + 14}' y='${z.y + 30}' class='z'>${esc(z.name)}</text>`,
  ).join('');
  const areas = PLAN_AREAS.map((a) => {
    const shape = a.round
      ? `<circle cx='${a.x + a.w / 2}' cy='${a.y + a.h / 2}' r='${a.w / 2}'/>`
      : `<rect x='${a.x}' y='${a.y}' width='${a.w}' height='${a.h}' rx='6'/>`;
    const label = a.round ? '' : `<text x='${a.x + a.w / 2}' y='${a.y + a.h - 10}' class='r'>${esc(shortName(a))}</text>`;
    return shape + label;
  }).join('');
  const extras =
    `<rect x='250' y='526' width='170' height='80' rx='6' fill='#fff' stroke='#5a6472' stroke-dasharray='8 6' stroke-width='2'/><text x='335' y='560' class='r'>Escalators and</text><text x='335' y='584' class='r'>elevators to L4</text>` +
    `<path d='M200 720h80' stroke='#1b1b1b' stroke-width='8'/><text x='240' y='750' class='r'>Entrance</text>` +
    `<text x='816' y='620' class='r l'>Roundtable Lounge</text>`;
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' width='${PLAN_WIDTH}' height='${PLAN_HEIGHT}' viewBox='0 0 ${PLAN_WIDTH} ${PLAN_HEIGHT}'>` +
    `<style>text{font-family:sans-serif;fill:#1b1b1b}.z{font-size:24px;font-weight:700}.r{font-size:20px;text-anchor:middle}.l{text-anchor:start}g rect,g circle{fill:#fff;stroke:#5a6472;stroke-width:2}</style>` +
    `<rect width='${PLAN_WIDTH}' height='${PLAN_HEIGHT}' fill='#f8f9fb'/>${zones}<g>${areas}</g>${extras}</svg>`
  );
}

/**
 * The plan as a data: URI with only the characters escaped that a URI cannot hold as they are (the site's URL
 * check takes media URIs of up to 8,192 characters; percent-encoding every character would not fit).
 */
export function venuePlanImage(): string {
  const body = venuePlanSvg().replace(/[%#<>"\n{}|\\^`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `data:image/svg+xml,${body}`;
}
