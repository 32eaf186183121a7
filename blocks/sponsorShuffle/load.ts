// Server loader of the sponsor shuffle: prefetches the sponsor list its first render shuffles (seeded with the
// render time), so the HTML holds the first batch of logos.
import { sponsorsRead } from '../shared/session-card/catalog-read';
import type { BlockLoader } from '../../renderer';
import type { SponsorShuffleProps } from '../../schemas';
import { viewerOf } from '../shared/session-card/SessionCard';
import { SPONSOR_LIST } from './shuffle';

export const loadSponsorShuffle: BlockLoader<SponsorShuffleProps> = async (_props, context) => {
  if (context.signedIn) return;
  await context.queryClient.prefetchQuery(sponsorsRead(viewerOf(null), SPONSOR_LIST));
};
