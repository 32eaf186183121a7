// My schedule's server loader: the signed-in attendee's schedule over the event's days, under the key the block's
// first render reads (the viewer is the token's cmsId, as useScheduleViewer names it in the browser; the range
// depends only on the block's eventDays, never on a zone the server cannot know), so the first paint holds the
// schedule. Anonymous visitors have none: the block asks them to sign in.
import { viewerKeyOrAnonymous } from '../../api-client';
import type { BlockLoader } from '../../renderer';
import type { MyScheduleProps } from '../../schemas/api-types';
import { scheduleQueryOptions, sharedScheduleQueryOptions } from './api';
import { scheduleRange } from './schedule-model';
import { readScheduleUrl } from './schedule-url';

export const loadMySchedule: BlockLoader<MyScheduleProps> = async (props, context) => {
  if (!context.signedIn || !context.user) return;
  const viewer = viewerKeyOrAnonymous(context.user);
  const range = scheduleRange(props.eventDays ?? []);
  // The share link's page shows that attendee's schedule instead of the viewer's own.
  const { attendeeId } = readScheduleUrl(context.search);
  if (attendeeId) await context.queryClient.prefetchQuery(sharedScheduleQueryOptions(viewer, attendeeId, range));
  else await context.queryClient.prefetchQuery(scheduleQueryOptions(range, viewer));
};
