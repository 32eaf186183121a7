// The built-in chat (server/chat; docs/behaviour/live-and-video.md, Chat): a room's messages, a post, an editor's hide and
// the anonymous chat token. A room's key names the viewer (its answer says which messages are the viewer's own); the
// live event onChatRoom refreshes every key of that room (invalidate-live.ts).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ChatHideAnswer, ChatMessageList, ChatTokenAnswer } from '../../schemas/api-types';
import { apiRequest } from '../http';
import { useWriteMutation } from '../use-write-mutation';

const enc = encodeURIComponent;

/**
 * How long the widget keeps an anonymous chat token before asking for a new one: less than its hour of validity, so
 * a post never goes with one that has just run out (a refused one is fetched again at once: chat.token-invalid).
 */
export const CHAT_TOKEN_REFRESH_MS = 55 * 60 * 1000;

// Kept here rather than in query-keys.ts, which every page loads: only the widget's chunk needs them.
export const chatKeys = {
  all: () => ['chat'] as const,
  room: (roomId: string) => ['chat', 'room', roomId] as const,
  messages: (roomId: string, viewer: string) => ['chat', 'room', roomId, viewer] as const,
  token: () => ['chat', 'token'] as const,
};

export const getChatMessages = (roomId: string, signal?: AbortSignal) =>
  apiRequest<ChatMessageList>(`/chat/rooms/${enc(roomId)}/messages`, { signal });
export const postChatMessage = ({ roomId, text, anonymousToken }: { roomId: string; text: string; anonymousToken?: string }) =>
  apiRequest<ChatMessageList>(`/chat/rooms/${enc(roomId)}/messages`, { method: 'POST', body: anonymousToken ? { text, anonymousToken } : { text } });
export const hideChatMessage = (id: string) => apiRequest<ChatHideAnswer>(`/chat/messages/${enc(id)}/hide`, { method: 'POST' });
export const getChatToken = (signal?: AbortSignal) => apiRequest<ChatTokenAnswer>('/chat/token', { signal, anonymous: true });

export const chatMessagesQueryOptions = (roomId: string, viewer: string) =>
  queryOptions({ queryKey: chatKeys.messages(roomId, viewer), queryFn: ({ signal }) => getChatMessages(roomId, signal) });

/**
 * The room's messages as this viewer sees them ('anonymous' or the user's id). Asked again on every mount: the
 * page's HTML holds them as they were when it was rendered (an anonymous page's may be a minute old), and a post in
 * between announces itself only to pages already listening.
 */
export function useChatMessages(roomId: string, viewer: string, enabled = true) {
  return useQuery({ ...chatMessagesQueryOptions(roomId, viewer), enabled, refetchOnMount: 'always' });
}

/**
 * The anonymous chat token: asked for only when `wanted` (chat enabled, anonymous chat allowed, nobody signed in),
 * kept until shortly before it expires, then asked for again.
 */
export function useAnonymousChatToken(wanted: boolean) {
  return useQuery({
    queryKey: chatKeys.token(),
    queryFn: ({ signal }) => getChatToken(signal),
    enabled: wanted,
    staleTime: CHAT_TOKEN_REFRESH_MS,
    refetchInterval: wanted ? CHAT_TOKEN_REFRESH_MS : false,
    retry: false,
  });
}

/** A post: the room's messages as the answer has them, for this viewer at once (others hear onChatRoom). */
export function usePostChatMessage(viewer: string) {
  return useWriteMutation(postChatMessage, (client: QueryClient, answer) => {
    client.setQueryData(chatKeys.messages(answer.roomId, viewer), answer);
  });
}

/** An editor's hide: the room refetches (every open page does the same on onChatRoom). */
export function useHideChatMessage() {
  return useWriteMutation(hideChatMessage, (client: QueryClient, answer) => client.invalidateQueries({ queryKey: chatKeys.room(answer.roomId) }));
}
