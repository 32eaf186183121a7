// The attendee page's server loader: prefetches the attendee (with what the viewer may do) and the signed-in
// visitor's favorites under the keys the first render reads, so the HTML holds the page and its buttons.
import { viewerKeyOrAnonymous } from '../../api-client';
import { attendeeQueryOptions } from '../../api-client/attendees';
import type { BlockLoader } from '../../renderer';
import type { AttendeeDetailProps } from '../../schemas/api-types';
import { prefetchFavorites } from '../shared/favorites/load';

export const loadAttendeeDetail: BlockLoader<AttendeeDetailProps> = async (props, context) => {
  const id = props.attendeeId || context.params.id;
  if (!id) return;
  await Promise.all([context.queryClient.prefetchQuery(attendeeQueryOptions(viewerKeyOrAnonymous(context.user), id)), prefetchFavorites(context)]);
};
