// The trip report (docs/behaviour/schedule-and-rsvp.md, "Trip report download"): the sessions on an attendee's schedule as a CSV file
// with their times in the event zone, for an expense claim or a report to a manager.
import { instantToWallClock } from '../../schemas/index.js';
import type { ScheduleEvent } from '../../schemas/api-types.js';

/** 'YYYY-MM-DD HH:mm' on the event zone's clocks. */
function local(iso: string | null, timeZone: string): string {
  return iso === null ? '' : instantToWallClock(new Date(iso), timeZone).replace('T', ' ');
}

/** RFC 4180 field: quoted when it holds a comma, quote or line break; a leading = + - @ is neutralised for spreadsheets. */
function field(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const STATUS: Record<string, string> = {
  scheduled: 'On schedule',
  confirmed: 'RSVP confirmed',
  waitlisted: 'Waitlisted',
  nominated: 'Nominated',
};

/** The CSV (with a header row) of the session events, chronological. */
export function tripReportCsv(events: readonly ScheduleEvent[], timeZone: string): string {
  const rows = [['Code', 'Title', 'Type', `Start (${timeZone})`, `End (${timeZone})`, 'Location', 'Status']];
  for (const e of events) {
    if (e.sessionId === null) continue;
    rows.push([e.sessionCode ?? '', e.title, e.sessionType ?? '', local(e.start, timeZone), local(e.end, timeZone), e.location ?? '', STATUS[e.enrollmentStatus ?? ''] ?? '']);
  }
  return `${rows.map((r) => r.map(field).join(',')).join('\r\n')}\r\n`;
}

export const TRIP_REPORT_FILENAME = 'trip-report.csv';
