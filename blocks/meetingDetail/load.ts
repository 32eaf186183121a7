// The meeting page's server loader: the meeting of the route's meetingId and its thread, under the keys the first
// render reads (a meeting that is not the visitor's leaves its 404 in the cache: the page's not-found state).
import { meetingQueryOptions, messagesQueryOptions } from '../../api-client/meetings';
import type { BlockLoader } from '../../renderer';
import type { MeetingDetailProps } from '../../schemas/api-types';
import { meetingViewerOf, paramOf } from '../shared/meetings/load';

export const loadMeetingDetail: BlockLoader<MeetingDetailProps> = async (_props, context) => {
  const viewer = meetingViewerOf(context);
  const id = paramOf(context, 'meetingId');
  if (!viewer || !id) return;
  await context.queryClient.prefetchQuery(meetingQueryOptions(viewer, id));
  if (context.queryClient.getQueryData(meetingQueryOptions(viewer, id).queryKey)) {
    await context.queryClient.prefetchQuery(messagesQueryOptions(viewer, id));
  }
};
