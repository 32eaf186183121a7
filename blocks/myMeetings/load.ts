// My meetings' server loader: the signed-in visitor's meetings under the key the first render reads.
import { meetingsQueryOptions } from '../../api-client/meetings';
import type { BlockLoader } from '../../renderer';
import type { MyMeetingsProps } from '../../schemas/api-types';
import { meetingViewerOf } from '../shared/meetings/load';

export const loadMyMeetings: BlockLoader<MyMeetingsProps> = async (_props, context) => {
  const viewer = meetingViewerOf(context);
  if (viewer) await context.queryClient.prefetchQuery(meetingsQueryOptions(viewer));
};
