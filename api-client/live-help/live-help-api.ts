// Live help (server/live-help; docs/behaviour/live-help.md): the signed-in attendee's own conversation with the help
// desk, and the desk's list, threads and answers (staff). The live event onLiveHelp refreshes every key here of that
// conversation (user-live-effects.ts): the attendee's and staff's streams hear it, nobody else's.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { LiveHelpConversationList, LiveHelpThread } from '../../schemas/api-types';
import { apiRequest } from '../http';
import { useWriteMutation } from '../use-write-mutation';

const enc = encodeURIComponent;

// Kept here rather than in query-keys.ts, which every page loads: only the live-help chunks need them.
export const liveHelpKeys = {
  all: () => ['live-help'] as const,
  thread: (viewer: string) => ['live-help', 'thread', viewer] as const,
  desk: () => ['live-help', 'desk'] as const,
  deskThread: (conversationId: string) => ['live-help', 'desk-thread', conversationId] as const,
};

export const getLiveHelpThread = (signal?: AbortSignal) => apiRequest<LiveHelpThread>('/live-help/thread', { signal });
export const postLiveHelpMessage = ({ text }: { text: string }) =>
  apiRequest<LiveHelpThread>('/live-help/messages', { method: 'POST', body: { text } });
export const markLiveHelpRead = () => apiRequest<LiveHelpThread>('/live-help/read', { method: 'POST' });
export const getLiveHelpDesk = (signal?: AbortSignal) => apiRequest<LiveHelpConversationList>('/live-help/desk', { signal });
export const getLiveHelpDeskThread = (conversationId: string, signal?: AbortSignal) =>
  apiRequest<LiveHelpThread>(`/live-help/desk/${enc(conversationId)}`, { signal });
export const postLiveHelpAnswer = ({ conversationId, text }: { conversationId: string; text: string }) =>
  apiRequest<LiveHelpThread>(`/live-help/desk/${enc(conversationId)}/messages`, { method: 'POST', body: { text } });
export const markLiveHelpDeskRead = (conversationId: string) =>
  apiRequest<LiveHelpThread>(`/live-help/desk/${enc(conversationId)}/read`, { method: 'POST' });

export const liveHelpThreadQueryOptions = (viewer: string) =>
  queryOptions({ queryKey: liveHelpKeys.thread(viewer), queryFn: ({ signal }) => getLiveHelpThread(signal) });

/** The signed-in attendee's conversation (`viewer`: their user id, so another sign-in never reads this cache). */
export function useLiveHelpThread(viewer: string, enabled = true) {
  return useQuery({ ...liveHelpThreadQueryOptions(viewer), enabled });
}

/** The attendee's question: the conversation as the answer has it, at once. */
export function usePostLiveHelpMessage(viewer: string) {
  return useWriteMutation(postLiveHelpMessage, (client: QueryClient, answer) => {
    client.setQueryData(liveHelpKeys.thread(viewer), answer);
  });
}

/** The attendee has read the desk's answers: the unread dot goes. */
export function useMarkLiveHelpRead(viewer: string) {
  return useWriteMutation(markLiveHelpRead, (client: QueryClient, answer) => {
    client.setQueryData(liveHelpKeys.thread(viewer), answer);
  });
}

/** The desk's conversations, the latest first. */
export function useLiveHelpDesk() {
  return useQuery({ queryKey: liveHelpKeys.desk(), queryFn: ({ signal }) => getLiveHelpDesk(signal) });
}

/** One conversation as the desk sees it. */
export function useLiveHelpDeskThread(conversationId: string | null) {
  return useQuery({
    queryKey: liveHelpKeys.deskThread(conversationId ?? ''),
    queryFn: ({ signal }) => getLiveHelpDeskThread(conversationId ?? '', signal),
    enabled: conversationId !== null,
  });
}

/** A staff answer: that thread at once, the list refetched (its order and last message changed). */
export function usePostLiveHelpAnswer() {
  return useWriteMutation(postLiveHelpAnswer, (client: QueryClient, answer) => {
    client.setQueryData(liveHelpKeys.deskThread(answer.conversationId), answer);
    return client.invalidateQueries({ queryKey: liveHelpKeys.desk() });
  });
}

/** Staff read a conversation: its unread mark goes from the list. */
export function useMarkLiveHelpDeskRead() {
  return useWriteMutation(markLiveHelpDeskRead, (client: QueryClient, answer) => {
    client.setQueryData(liveHelpKeys.deskThread(answer.conversationId), answer);
    client.setQueryData<LiveHelpConversationList>(liveHelpKeys.desk(), (list) =>
      list ? { items: list.items.map((c) => (c.conversationId === answer.conversationId ? { ...c, unread: false } : c)) } : list,
    );
  });
}
