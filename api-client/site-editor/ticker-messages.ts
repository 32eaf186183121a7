/**
 * The content editors' live-now ticker messages (server/ticker, scope contenteditor): every message, and the writes
 * (create, edit, delete), each refreshing every ticker query (the open page's ticker as well as the list).
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TickerDeleteAnswer, TickerMessage, TickerMessageBody, TickerMessageList } from '../../schemas/api-types';
import { apiRequest } from '../http';
import type { MutationHookOptions, QueryHookOptions } from '../react-query-config';
import { tickerKeys } from '../ticker';
import { useWriteMutation } from '../use-write-mutation';

const messagePath = (id: string) => `/ticker/messages/${encodeURIComponent(id)}`;

export function getTickerMessages(signal?: AbortSignal): Promise<TickerMessageList> {
  return apiRequest<TickerMessageList>('/ticker/messages', { signal });
}

export function createTickerMessage(body: TickerMessageBody): Promise<TickerMessage> {
  return apiRequest<TickerMessage>('/ticker/messages', { method: 'POST', body });
}

/**
 * PUT /ticker/messages/{id}. The body's updatedAt is the version the editor read: when someone saved the message
 * since, the server answers 409 (translate.base.error.ticker.conflict) and writes nothing.
 */
export function updateTickerMessage({ id, ...body }: TickerMessageBody & { id: string }): Promise<TickerMessage> {
  return apiRequest<TickerMessage>(messagePath(id), { method: 'PUT', body });
}

export function deleteTickerMessage(id: string): Promise<TickerDeleteAnswer> {
  return apiRequest<TickerDeleteAnswer>(messagePath(id), { method: 'DELETE' });
}

export const tickerMessagesQueryOptions = () =>
  queryOptions({ queryKey: tickerKeys.messages(), queryFn: ({ signal }) => getTickerMessages(signal) });

export function useTickerMessages({ queryConfig }: QueryHookOptions<typeof tickerMessagesQueryOptions> = {}) {
  return useQuery({ ...tickerMessagesQueryOptions(), ...queryConfig });
}

/** Reads the list again, now, and answers the message `id` as stored (undefined once it was deleted). */
export function useReadTickerMessageAgain(): (id: string) => Promise<TickerMessage | undefined> {
  const client = useQueryClient();
  return async (id) => {
    const list = await client.fetchQuery({ ...tickerMessagesQueryOptions(), staleTime: 0 });
    return list.messages.find((m) => m.id === id);
  };
}

const refreshTicker = (client: QueryClient) => client.invalidateQueries({ queryKey: tickerKeys.all() });

export function useCreateTickerMessage({ mutationConfig }: MutationHookOptions<typeof createTickerMessage> = {}) {
  return useWriteMutation(createTickerMessage, refreshTicker, mutationConfig);
}

export function useUpdateTickerMessage({ mutationConfig }: MutationHookOptions<typeof updateTickerMessage> = {}) {
  return useWriteMutation(updateTickerMessage, refreshTicker, mutationConfig);
}

export function useDeleteTickerMessage({ mutationConfig }: MutationHookOptions<typeof deleteTickerMessage> = {}) {
  return useWriteMutation(deleteTickerMessage, refreshTicker, mutationConfig);
}
