// Meeting times as people read them: in the event's time zone (or the visitor's choice), in the page's language,
// the same on the server and in the browser (Intl with an explicit zone, never the machine's).
import { useMemo } from 'react';
import { useRenderContext } from '../../../renderer';

export interface MeetingFormat {
  /** "Tue, May 18, 3:30 – 4:30 PM" */
  range: (start: string, end: string) => string;
  /** "May 18, 3:04 PM" */
  stamp: (iso: string) => string;
  zone: string;
}

export function useMeetingFormat(): MeetingFormat {
  const { language, timeZone, hourCycle } = useRenderContext();
  return useMemo(() => {
    const zone = timeZone ?? 'UTC';
    const cycle = hourCycle ? { hourCycle } : {};
    const range = new Intl.DateTimeFormat(language, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: zone, ...cycle });
    const stamp = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: zone, ...cycle });
    // Plain spaces: Node's ICU and the browser's differ in the thin and narrow spaces around the dash and before
    // AM/PM, and a different text is a hydration mismatch (React then renders the block again in the browser).
    const plain = (text: string) => text.replace(/[\u202f\u2009]/g, ' ');
    return {
      range: (start, end) => plain(range.formatRange(new Date(start), new Date(end))),
      stamp: (iso) => plain(stamp.format(new Date(iso))),
      zone,
    };
  }, [language, timeZone, hourCycle]);
}

export const RESPONSE_LABELS = { accepted: 'Accepted', pending: 'Pending', declined: 'Declined', cancelled: 'Cancelled' } as const;

export const MEETING_TYPE_LABELS: Record<string, string> = {
  'customer-meeting': 'Customer meeting',
  personal: 'Personal',
  block: 'Blocked time',
  peernetworking: 'Peer networking',
  'attendee-to-attendee': 'Attendee meeting',
  'developer-roundtable': 'Developer roundtable',
  'expert-connect': 'Expert connect',
};

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}
