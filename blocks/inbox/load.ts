// The inbox's server loader: the conversations for the URL's toRegKey / isNew / source, and the unread total.
import { inboxQueryOptions } from '../../api-client/meetings';
import type { BlockLoader } from '../../renderer';
import type { InboxProps } from '../../schemas/api-types';
import { meetingViewerOf } from '../shared/meetings/load';
import { inboxParamsOf } from './inbox-params';

export const loadInbox: BlockLoader<InboxProps> = async (_props, context) => {
  const viewer = meetingViewerOf(context);
  if (viewer) await context.queryClient.prefetchQuery(inboxQueryOptions(viewer, inboxParamsOf(new URLSearchParams(context.search))));
};
