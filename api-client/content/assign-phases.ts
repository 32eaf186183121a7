import type { PhaseAssignmentAnswer, PhaseAssignmentBody } from '../../schemas/api-types';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';
import type { MutationHookOptions } from '../react-query-config';
import type { Environment } from '../site-env';
import { useWriteMutation } from '../use-write-mutation';

/**
 * Adds one block to, or removes it from, the layouts of several phases of a page, each target with the hash its
 * layout was read with (EMPTY_LAYOUT_HASH for a phase without one). One server call, one transaction: when any
 * target moved, it is merged with the change; a conflict in any target writes nothing (409
 * translate.base.error.component-settings.conflict, details.conflicts and details.fields).
 */
export type AssignPhasesInput = PhaseAssignmentBody & { environment: Environment; page: string; componentId: string };

/** PUT /content/phase-assignment/{env}/{page}/{componentId}; answers every target layout after the write. */
export function assignPhases(input: AssignPhasesInput, signal?: AbortSignal): Promise<PhaseAssignmentAnswer> {
  const { environment, page, componentId, ...body } = input;
  const path = ['phase-assignment', environment, page, componentId].map(encodeURIComponent).join('/');
  return apiRequest<PhaseAssignmentAnswer>(`/content/${path}`, { method: 'PUT', body, signal });
}

/** assignPhases as a mutation: each written layout goes into its page query; the environment compare is read again. */
export function useAssignPhases({ mutationConfig }: MutationHookOptions<typeof assignPhases> = {}) {
  return useWriteMutation(
    assignPhases,
    (client, result, input) => {
      for (const layout of result.layouts) {
        client.setQueryData(queryKeys.page(input.environment, input.page, layout.phase), { data: layout, fromStaticFallback: false });
      }
      return Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.allEnvironments(input.page) }),
        ...result.layouts.map((l) => client.invalidateQueries({ queryKey: queryKeys.contentChangelog(`${input.page}--${l.phase}`) })),
      ]);
    },
    mutationConfig,
  );
}
