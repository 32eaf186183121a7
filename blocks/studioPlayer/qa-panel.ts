// Apart from the panels' component so that the server loader (load.ts) reads the rule without the chat's code.
import type { StudioPlayerProps } from '../../schemas/api-types';

type PubbleConfig = NonNullable<StudioPlayerProps['pubbleConfig']>;

/** Whether the Q&A panel shows: turned on and not hidden. */
export function showsQaPanel(pubble: PubbleConfig | undefined): pubble is PubbleConfig {
  return pubble?.enabled === true && pubble.isHidden !== true;
}
