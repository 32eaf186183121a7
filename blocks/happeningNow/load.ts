// Server loader of Happening Now: prefetches the sessions its first render reads (happening-query.ts), so the HTML
// holds the cards. The API decides "not ended" with its clock, the same instant the page is rendered at.
import { sessionsRead } from '../shared/session-card/catalog-read';
import type { BlockLoader } from '../../renderer';
import type { HappeningNowProps } from '../../schemas';
import { viewerOf } from '../shared/session-card/SessionCard';
import { happeningParams } from './happening-query';

export const loadHappeningNow: BlockLoader<HappeningNowProps> = async (props, context) => {
  // Like the catalog's loader: signed-in visitors' answers (scopes, region filter) are loaded by the browser.
  if (context.signedIn) return;
  await context.queryClient.prefetchQuery(sessionsRead(viewerOf(null), happeningParams(props, context.scopes, null)));
};
