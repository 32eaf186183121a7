// The chat widget's server loader: its room's latest messages under the key the first render reads, so the HTML
// shows them (or that there are none) instead of a loading line that the messages then push down.
import { viewerKeyOrAnonymous } from '../../api-client';
import { chatMessagesQueryOptions } from '../../api-client/chat';
import type { BlockLoader } from '../../renderer';
import { chatRoomOf } from '../../schemas';
import type { ChatWidgetProps } from '../../schemas/api-types';

export const loadChatWidget: BlockLoader<ChatWidgetProps> = async (props, context) => {
  await context.queryClient.prefetchQuery(chatMessagesQueryOptions(chatRoomOf(props.appId), viewerKeyOrAnonymous(context.user)));
};
