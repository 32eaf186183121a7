// The speaker page's server loader: prefetches the speaker, their company (for the link to its page) and the
// signed-in visitor's favorites under the keys the first render reads, so the HTML holds the page.
import { viewerKeyOrAnonymous } from '../../api-client';
import { companyQueryOptions, speakerQueryOptions } from '../../api-client/catalog';
import type { BlockLoader } from '../../renderer';
import type { SpeakerDetailProps } from '../../schemas/api-types';
import { prefetchFavorites } from '../shared/favorites/load';

export const loadSpeakerDetail: BlockLoader<SpeakerDetailProps> = async (props, context) => {
  const id = props.speakerId || context.params.id;
  if (!id) return;
  const viewer = viewerKeyOrAnonymous(context.user);
  const speaker = async () => {
    const detail = await context.queryClient.fetchQuery(speakerQueryOptions(viewer, id));
    await context.queryClient.prefetchQuery(companyQueryOptions(viewer, 'company', detail.speaker.companyId));
  };
  await Promise.all([speaker(), prefetchFavorites(context)]);
};
