// The studio player's server loader: the live-now ticker and the panels' rooms under the keys the first render reads,
// so the HTML holds the current messages and the page does not grow when they arrive (at 375 px the ticker alone
// pushed what followed it down by about 130 px once the page's code had asked for it).
import { viewerKeyOrAnonymous } from '../../api-client';
import { chatMessagesQueryOptions } from '../../api-client/chat';
import { tickerQueryOptions } from '../../api-client/ticker';
import type { BlockLoader } from '../../renderer';
import type { StudioPlayerProps } from '../../schemas/api-types';
import { panelRooms } from './qa-panel';

export const loadStudioPlayer: BlockLoader<StudioPlayerProps> = async (props, context) => {
  const viewer = viewerKeyOrAnonymous(context.user);
  const { qa, community } = panelRooms(props);
  await Promise.all([
    props.enableLiveNowTicker ? context.queryClient.prefetchQuery(tickerQueryOptions()) : null,
    ...[qa, community].map((room) => (room ? context.queryClient.prefetchQuery(chatMessagesQueryOptions(room, viewer)) : null)),
  ]);
};
