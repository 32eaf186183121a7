// The options a hook takes, after bulletproof-react's lib/react-query.ts: a query hook takes `queryConfig` (every
// useQuery option except the key and the fetcher, which the query options own); a mutation hook takes
// `mutationConfig` (every useMutation option except mutationFn; its own onSuccess runs after the hook's cache update).
import type { DefaultError, UseMutationOptions } from '@tanstack/react-query';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function that answers query options
type AnyQueryOptions = (...args: any[]) => { queryKey: readonly unknown[] };

/** The useQuery options a query hook accepts besides its own key and fetcher. */
export type QueryConfig<T extends AnyQueryOptions> = Omit<Partial<ReturnType<T>>, 'queryKey' | 'queryFn'>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any fetcher that takes one input
export type AnyFetcher = (input: any, signal?: AbortSignal) => Promise<unknown>;

/** The useMutation options a mutation hook accepts besides its fetcher. */
export type MutationConfig<T extends AnyFetcher> = Omit<
  UseMutationOptions<Awaited<ReturnType<T>>, DefaultError, Parameters<T>[0]>,
  'mutationFn'
>;

export interface QueryHookOptions<T extends AnyQueryOptions> {
  queryConfig?: QueryConfig<T>;
}

export interface MutationHookOptions<T extends AnyFetcher> {
  mutationConfig?: MutationConfig<T>;
}
