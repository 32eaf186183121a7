// The speaker directory's server loader: prefetches the page of speakers for the request URL's state (and the
// signed-in visitor's favorites) with the params and query keys the first render reads (directory-state.ts), so the
// HTML holds the cards.
import { viewerKeyOrAnonymous } from '../../api-client';
import { speakersQueryOptions } from '../../api-client/catalog';
import type { BlockLoader } from '../../renderer';
import type { SpeakerDirectoryProps } from '../../schemas/api-types';
import { readDirectoryState, speakerParams } from '../shared/directory/directory-state';
import { prefetchFavorites } from '../shared/favorites/load';

export const loadSpeakerDirectory: BlockLoader<SpeakerDirectoryProps> = async (props, context) => {
  const params = speakerParams(readDirectoryState(context.search), props.showCompanyFilter !== false);
  await Promise.all([context.queryClient.prefetchQuery(speakersQueryOptions(viewerKeyOrAnonymous(context.user), params)), prefetchFavorites(context)]);
};
