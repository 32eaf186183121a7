// The interactive map's server loader: with ?sc= the session whose room the map points to is prefetched under the
// key the component reads, so the page's HTML already shows the room's pin chosen and its panel open.
import { viewerKeyOrAnonymous } from '../../api-client';
import { catalogSessionQueryOptions } from '../../api-client/catalog';
import type { BlockLoader } from '../../renderer';
import type { InteractiveMapProps } from '../../schemas/api-types';
import { mapRequest } from './map-selection';

export const loadInteractiveMap: BlockLoader<InteractiveMapProps> = async (_props, context) => {
  const request = mapRequest(context.search);
  if (request.kind !== 'session') return;
  await context.queryClient.prefetchQuery(catalogSessionQueryOptions(viewerKeyOrAnonymous(context.user), request.code));
};
