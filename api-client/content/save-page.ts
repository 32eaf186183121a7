import type { SavePageBody } from '../../schemas/api-types';
import { apiRequest } from '../http';
import type { MutationHookOptions } from '../react-query-config';
import { useWriteMutation } from '../use-write-mutation';
import { storeWrittenLayout } from './layout-cache';
import type { SaveResult } from './types';

/** A block as sent in a page save; `originalHash` is the hash it was read with (null/absent when new). */
export type OutgoingComponent = SavePageBody['components'][number];

/**
 * The whole layout of one phase, in order, with the hashes it was read with. `originalPageHash`
 * guards removals and moves; `force` saves over a conflict after the user confirmed it.
 */
export type SavePageInput = SavePageBody & { page: string };

/** PUT /content/{page}; 409 translate.base.error.component-settings.conflict when it changed since read. */
export function savePage(input: SavePageInput, signal?: AbortSignal): Promise<SaveResult> {
  const { page, ...body } = input;
  return apiRequest<SaveResult>(`/content/${encodeURIComponent(page)}`, { method: 'PUT', body, signal });
}

/**
 * savePage as a mutation: the saved layout goes into the page query of that phase once it lands, and the
 * environment compare and the layout's change log are read again.
 */
export function useSavePage({ mutationConfig }: MutationHookOptions<typeof savePage> = {}) {
  return useWriteMutation(
    savePage,
    (client, result, input) => storeWrittenLayout(client, input, result.layout),
    mutationConfig,
  );
}
