// The schedule's view, day and event-type filter live in the page URL (?view=Day&day=2027-05-18&type=meetings), so
// a view is a link, Back steps through views, and the server renders the view the link names. ?attendeeId= names
// another attendee's shared schedule (the share link); the view switches keep it.
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { IN_PAGE_STATE } from '../../renderer';
import type { EventFilter, ScheduleView } from './schedule-model';

export interface ScheduleUrlState {
  view?: ScheduleView;
  day?: string;
  type?: EventFilter;
  /** Another attendee's shared schedule (the share link), read only. */
  attendeeId?: string;
}

const VIEWS: readonly ScheduleView[] = ['List', 'Day', 'Week', 'Labs', 'CertificationExams', 'OnDemandBookmarks'];
const TYPES: readonly EventFilter[] = ['all', 'sessions', 'appointments', 'meetings', 'agenda', 'roundtables'];

export function readScheduleUrl(search: string): ScheduleUrlState {
  const q = new URLSearchParams(search);
  const view = q.get('view');
  const day = q.get('day');
  const type = q.get('type');
  const attendeeId = q.get('attendeeId')?.trim();
  return {
    view: VIEWS.find((v) => v === view),
    day: day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined,
    type: TYPES.find((t) => t === type),
    ...(attendeeId ? { attendeeId } : {}),
  };
}

export function useScheduleUrl(): [ScheduleUrlState, (next: ScheduleUrlState) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readScheduleUrl(location.search), [location.search]);
  const go = useCallback(
    (next: ScheduleUrlState) => {
      const q = new URLSearchParams(location.search);
      for (const key of ['view', 'day', 'type'] as const) {
        const value = next[key];
        if (value) q.set(key, value);
        else q.delete(key);
      }
      const search = q.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { preventScrollReset: true, state: IN_PAGE_STATE });
    },
    [location.pathname, location.search, navigate],
  );
  return [state, go];
}
