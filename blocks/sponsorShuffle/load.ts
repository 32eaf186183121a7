// Server loader of the sponsor shuffle: prefetches the sponsor list its first render shuffles (seeded with the
// render time), so the HTML holds the first batch of logos.
import { viewerKeyOrAnonymous } from '../../api-client';
import { sponsorLogosRead } from '../shared/session-card/catalog-read';
import type { BlockLoader } from '../../renderer';
import type { SponsorShuffleProps } from '../../schemas/api-types';
import { SPONSOR_LIST } from './shuffle';

export const loadSponsorShuffle: BlockLoader<SponsorShuffleProps> = async (_props, context) => {
  // A signed-in visitor's key names them, as the browser's does; the server's request carries their token.
  await context.queryClient.prefetchQuery(sponsorLogosRead(viewerKeyOrAnonymous(context.user), SPONSOR_LIST));
};
