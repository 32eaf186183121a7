import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import type { Environment } from '../site-env';
import type { SaveResult } from './types';

/** Where a content write landed: the environment, page and phase whose layout it stored. */
export interface WrittenLayout {
  environment: Environment;
  page: string;
  phase: string;
}

/**
 * The cache update of every content write: the stored layout goes into the page query of the phase written to,
 * and the environment compare and the layout's change log are read again. Awaited: a view showing the environments
 * (diff, phase assignment) shows what landed once the save resolves.
 */
export function storeWrittenLayout(client: QueryClient, { environment, page, phase }: WrittenLayout, layout: SaveResult['layout']) {
  client.setQueryData(queryKeys.page(environment, page, phase), { data: layout, fromStaticFallback: false });
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.allEnvironments(page) }),
    client.invalidateQueries({ queryKey: queryKeys.contentChangelog(`${page}--${phase}`) }),
  ]);
}
