// Server loader of Happening Now: prefetches the sessions its first render reads (happening-query.ts), so the HTML
// holds the cards. The API decides "not ended" at the event's clock (the testing date, else its clock), the instant
// the page's useNow reads too.
import { viewerKeyOrAnonymous } from '../../api-client';
import { sessionsRead } from '../shared/session-card/catalog-read';
import type { BlockLoader } from '../../renderer';
import type { HappeningNowProps } from '../../schemas/api-types';
import { happeningParams } from './happening-query';

export const loadHappeningNow: BlockLoader<HappeningNowProps> = async (props, context) => {
  // A signed-in visitor's key names them, as the browser's does, and the server's request carries their token; the
  // region filter reads a profile field the server's render does not have, so those lists load in the browser.
  if (context.signedIn && props.filterByRegion) return;
  await context.queryClient.prefetchQuery(sessionsRead(viewerKeyOrAnonymous(context.user), happeningParams(props, context.scopes, null)));
};
