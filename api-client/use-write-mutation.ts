import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AnyFetcher, MutationConfig } from './react-query-config';

/**
 * What a write changes in the cache once it landed: the hook's own setQueryData / invalidate calls. A promise it
 * answers (an invalidation to wait for) holds mutateAsync back until the refetch is in.
 */
export type CacheUpdate<T extends AnyFetcher> = (
  client: QueryClient,
  result: Awaited<ReturnType<T>>,
  input: Parameters<T>[0],
) => void | Promise<unknown>;

/**
 * The one shape of every write hook (bulletproof-react's `useCreateDiscussion`): the fetcher is the mutation,
 * the hook owns the cache update, and the caller's `mutationConfig` (onSuccess, onError, retry, ...) comes on top;
 * the caller's onSuccess runs after the cache update, so it sees the cache as the write left it.
 */
export function useWriteMutation<T extends AnyFetcher>(fetcher: T, update: CacheUpdate<T>, mutationConfig?: MutationConfig<T>) {
  const client = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: (input: Parameters<T>[0]) => fetcher(input) as Promise<Awaited<ReturnType<T>>>,
    onSuccess: async (result, input, onMutateResult, context) => {
      await update(client, result, input);
      return onSuccess?.(result, input, onMutateResult, context);
    },
  });
}
