// The studio player's server loader: the live-now ticker and the panels' rooms under the keys the first render reads,
// so the HTML holds the current messages and the page does not grow when they arrive (at 375 px the ticker alone
// pushed what followed it down by about 130 px once the page's code had asked for it).
import { viewerKeyOrAnonymous } from '../../api-client';
import { chatMessagesQueryOptions } from '../../api-client/chat';
import { tickerQueryOptions } from '../../api-client/ticker';
import type { BlockLoader } from '../../renderer';
import { COMMUNITY_ROOM, studioRoomOf } from '../../schemas';
import type { StudioPlayerProps } from '../../schemas/api-types';
import { showsQaPanel } from './qa-panel';

export const loadStudioPlayer: BlockLoader<StudioPlayerProps> = async (props, context) => {
  const viewer = viewerKeyOrAnonymous(context.user);
  const rooms = [showsQaPanel(props.pubbleConfig) ? studioRoomOf(props.pubbleConfig.appId) : null, props.showYammer ? COMMUNITY_ROOM : null];
  await Promise.all([
    context.queryClient.prefetchQuery(tickerQueryOptions()),
    ...rooms.filter((room) => room !== null).map((room) => context.queryClient.prefetchQuery(chatMessagesQueryOptions(room, viewer))),
  ]);
};
