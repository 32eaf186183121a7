import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CopyToEnvironmentBody } from '../api-types';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';
import type { Environment } from '../site-env';
import type { SaveResult } from './types';

/**
 * Push a page's phase (or one block, with componentId) from sourceEnvironment to targetEnvironment.
 * targetBaseHash is the target layout's hash (or the target block's originalHash) as read, null if
 * absent; the server refuses (409 translate.base.error.push.conflict) when the target moved.
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

export function useCopyToEnvironment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CopyToEnvironmentInput) => copyToEnvironment(input),
    onSuccess: (_result, input) => {
      void client.invalidateQueries({ queryKey: queryKeys.page(input.targetEnvironment, input.page, input.phase) });
      void client.invalidateQueries({ queryKey: queryKeys.allEnvironments(input.page) });
    },
  });
}
