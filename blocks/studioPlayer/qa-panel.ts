// Apart from the panels' component so that the server loader (load.ts) reads the rules without the chat's code.
import { COMMUNITY_ROOM, studioRoomOf } from '../../schemas';
import type { StudioPlayerProps } from '../../schemas/api-types';

type PubbleConfig = NonNullable<StudioPlayerProps['pubbleConfig']>;

/** Whether the Q&A panel shows: turned on and not hidden. */
export function showsQaPanel(pubble: PubbleConfig | undefined): pubble is PubbleConfig {
  return pubble?.enabled === true && pubble.isHidden !== true;
}

/** The chat rooms of the panels the player shows: the Q&A's (studio:<appId>) and the community's, when shown. */
export function panelRooms(props: Pick<StudioPlayerProps, 'pubbleConfig' | 'showYammer'>): { qa: string | null; community: string | null } {
  return { qa: showsQaPanel(props.pubbleConfig) ? studioRoomOf(props.pubbleConfig.appId) : null, community: props.showYammer === true ? COMMUNITY_ROOM : null };
}
