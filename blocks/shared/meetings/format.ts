// Meeting times as people read them: in the event's time zone (or the visitor's choice), in the page's language,
// the same on the server and in the browser (Intl with an explicit zone, never the machine's).
import { useMemo } from 'react';
import { useEventTimeFormat, WEEKDAY_DATE_TIME } from '../../../renderer';

export interface MeetingFormat {
  /** "Tue, May 18, 3:30 – 4:30 PM" */
  range: (start: string, end: string) => string;
  /** "May 18, 3:04 PM" */
  stamp: (iso: string) => string;
  zone: string;
}

const STAMP: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

export function useMeetingFormat(): MeetingFormat {
  const range = useEventTimeFormat(WEEKDAY_DATE_TIME);
  const stamp = useEventTimeFormat(STAMP);
  return useMemo(() => ({ range: range.range, stamp: stamp.format, zone: range.zone }), [range, stamp]);
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
