// What the promoted-sessions block asks the catalog for: its sessions by id (or code), and, while those are fewer
// than the limit, sessions of its types to fill up. Shared by the component and its server loader.
import type { SessionCatalogParams } from '../../api-client/catalog';
import type { PromotedSessionsProps, SessionCard } from '../../schemas/api-types';
import { pageSizeFor } from '../shared/session-card/SessionCard';

/** docs/behaviour/blocks.md: at most 10 promoted sessions. */
export const DEFAULT_LIMIT = 10;

export const limitOf = (props: PromotedSessionsProps): number => Math.max(1, props.limit ?? DEFAULT_LIMIT);

/** The two queries: by ids (at most 100, the API's cap) and by types (null when not needed). */
export function promotedParams(props: PromotedSessionsProps): { byIds: SessionCatalogParams | null; byTypes: SessionCatalogParams | null } {
  const limit = limitOf(props);
  const ids = (props.sessionIds ?? []).slice(0, Math.min(limit, 100));
  const types = props.sessionTypes ?? [];
  return {
    byIds: ids.length > 0 ? { ids, pageSize: pageSizeFor(ids.length) } : null,
    byTypes:
      types.length > 0 && ids.length < limit
        ? { filter: types.map((t) => `sessionType>${t}`), sortBy: 'chronological', pageSize: pageSizeFor(limit + ids.length) }
        : null,
  };
}

/** The cards shown: the id list in its own order, then the type matches not already in, cut to the limit. */
export function promotedCards(props: PromotedSessionsProps, byIds: readonly SessionCard[], byTypes: readonly SessionCard[]): SessionCard[] {
  const ids = props.sessionIds ?? [];
  const rank = (s: SessionCard) => {
    const i = ids.findIndex((id) => id === s.sessionId || id === s.sessionCode);
    return i === -1 ? ids.length : i;
  };
  const first = [...byIds].sort((a, b) => rank(a) - rank(b));
  const seen = new Set(first.map((s) => s.sessionId));
  return [...first, ...byTypes.filter((s) => !seen.has(s.sessionId))].slice(0, limitOf(props));
}
