// The meeting form's server loader: the meeting being edited (/meetings/edit/{meetingId}), so the form's first
// paint holds its values; a new meeting needs nothing from the API to paint.
import { meetingQueryOptions } from '../../api-client/meetings';
import type { BlockLoader } from '../../renderer';
import type { MeetingFormProps } from '../../schemas/api-types';
import { meetingViewerOf, paramOf } from '../shared/meetings/load';

export const loadMeetingForm: BlockLoader<MeetingFormProps> = async (_props, context) => {
  const viewer = meetingViewerOf(context);
  const id = paramOf(context, 'meetingId');
  if (viewer && id) await context.queryClient.prefetchQuery(meetingQueryOptions(viewer, id));
};
