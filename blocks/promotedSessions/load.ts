// Server loader of promoted sessions: prefetches the id and type queries its first render reads, so the HTML holds
// the cards.
import { viewerKeyOrAnonymous } from '../../api-client';
import { sessionsRead } from '../shared/session-card/catalog-read';
import type { BlockLoader } from '../../renderer';
import type { PromotedSessionsProps } from '../../schemas/api-types';
import { promotedParams } from './promoted-query';

export const loadPromotedSessions: BlockLoader<PromotedSessionsProps> = async (props, context) => {
  // Like the catalog's loader: a signed-in visitor's keys name them, as the browser's do, and the server's request
  // carries their token, so the answers (their scopes) are theirs.
  const { byIds, byTypes } = promotedParams(props);
  await Promise.all(
    [byIds, byTypes].map((params) => (params ? context.queryClient.prefetchQuery(sessionsRead(viewerKeyOrAnonymous(context.user), params)) : undefined)),
  );
};
