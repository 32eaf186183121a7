import type { CopyToEnvironmentBody } from '../../schemas/api-types';
import { apiRequest } from '../http';
import type { MutationHookOptions } from '../react-query-config';
import type { Environment } from '../site-env';
import { useWriteMutation } from '../use-write-mutation';
import { storeWrittenLayout } from './layout-cache';
import type { SaveResult } from './types';

/**
 * Push a page's phase (or one block, with componentId) from sourceEnvironment to targetEnvironment.
 * targetBaseHash is the target layout's hash (or the target block's originalHash) as read, null if
 * absent; a target moved since is merged with the push, and a field both changed is a conflict (409
 * translate.base.error.push.conflict with details.fields).
 */
export type CopyToEnvironmentInput = CopyToEnvironmentBody & { page: string; targetEnvironment: Environment };

/** POST /content/copyToEnvironment/{page}/{env}; answers the target layout. */
export function copyToEnvironment(input: CopyToEnvironmentInput, signal?: AbortSignal): Promise<SaveResult> {
  const { page, targetEnvironment, ...body } = input;
  return apiRequest<SaveResult>(
    `/content/copyToEnvironment/${encodeURIComponent(page)}/${encodeURIComponent(targetEnvironment)}`,
    { method: 'POST', body, signal },
  );
}

/** copyToEnvironment as a mutation: the target's layout goes into its page query; the environment compare is read again. */
export function useCopyToEnvironment({ mutationConfig }: MutationHookOptions<typeof copyToEnvironment> = {}) {
  return useWriteMutation(
    copyToEnvironment,
    (client, result, input) =>
      storeWrittenLayout(client, { environment: input.targetEnvironment, page: input.page, phase: input.phase }, result.layout),
    mutationConfig,
  );
}
