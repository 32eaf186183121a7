import type { PhaseId } from '../calendar';
import { block, type BlockSpec } from './layout';

/** The detail pages the demo has a layout for (route /sessions/:id renders `sessions-detail`). */
export const DETAIL_PAGE_NAMES: readonly string[] = ['sessions-detail'];

/**
 * What the session page leaves out per phase: before the event there is nothing to evaluate; after it every
 * session is on demand, so the other times of a repeated talk no longer matter.
 */
const HIDDEN: Record<PhaseId, string[]> = {
  'pre-event': ['evaluations'],
  live: [],
  'post-event': ['repeated'],
};

/**
 * The session page (/sessions/{id}, layout `sessions-detail`): page meta and the sessionDetail block, which takes
 * the session from the route. The block writes the session's title, description and og tags (on the server's HTML
 * too, after the meta block's, so they win); the meta block gives the page's fallback description and indexing.
 */
export function sessionDetailBlocks(phase: PhaseId): BlockSpec[] {
  return [
    block('pagemeta', 'pageMeta', { description: `translate.sessions-detail.meta.${phase}`, indexing: true }),
    block('session', 'sessionDetail', {
      backLabel: 'translate.sessions-detail.back',
      hiddenElements: HIDDEN[phase],
      requiresFeature: ['enableSessions'],
    }),
  ];
}
