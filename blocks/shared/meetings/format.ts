// Meeting times as people read them: in the event's time zone (or the visitor's choice), in the page's language,
// the same on the server and in the browser (Intl with an explicit zone, never the machine's).
import { useCallback, useMemo } from 'react';
import { useEventTimeFormat, useTranslation, WEEKDAY_DATE_TIME } from '../../../renderer';
import { lazyListFormat } from '../../../schemas';
import { meetingsNamespace, meetingsStrings, type MeetingsKey } from './strings';

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

/** The keys of the answers' names (shared-meetings). */
export const RESPONSE_KEYS = {
  accepted: 'translate.shared-meetings.response.accepted',
  pending: 'translate.shared-meetings.response.pending',
  declined: 'translate.shared-meetings.response.declined',
  cancelled: 'translate.shared-meetings.response.cancelled',
} as const satisfies Record<string, MeetingsKey>;

const MEETING_TYPE_KEYS: Readonly<Record<string, MeetingsKey>> = {
  'customer-meeting': 'translate.shared-meetings.type.customer-meeting',
  personal: 'translate.shared-meetings.type.personal',
  block: 'translate.shared-meetings.type.block',
  peernetworking: 'translate.shared-meetings.type.peernetworking',
  'attendee-to-attendee': 'translate.shared-meetings.type.attendee-to-attendee',
  'developer-roundtable': 'translate.shared-meetings.type.developer-roundtable',
  'expert-connect': 'translate.shared-meetings.type.expert-connect',
};

/** A meeting type's name in the visitor's language (an unknown type shows as the API names it). */
export function useMeetingTypeLabel(): (typeName: string) => string {
  const { t } = useTranslation(meetingsStrings, meetingsNamespace);
  return useCallback((typeName: string) => {
    const key = MEETING_TYPE_KEYS[typeName];
    return key ? t(key) : typeName;
  }, [t]);
}

/** People's names as one list in the page's language ("Ana, Ben, Cy"; German "Ana, Ben und Cy"). */
export function nameList(language: string, names: readonly string[]): string {
  return lazyListFormat(language, { type: 'conjunction', style: 'narrow' }).format(names);
}
