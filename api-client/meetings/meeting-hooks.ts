// The meeting writes as mutation hooks that own their cache updates (docs/contracts.md, api-client), and the counts
// of the tool belt and the meeting blocks: each polled at its settings' rate (docs/behaviour/errors-and-limits.md, Timing:
// meetingCountRefreshRateSeconds 60, messageCountRefreshRateSeconds 90) and refreshed at once by the live event
// onUserCounts (invalidate-live.ts), which the server sends to the recipient when a message or invitation arrives.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MeetingAnswer } from '../../schemas/api-types';
import { useSignedInViewerKey } from '../auth/use-session';
import { sendOrQueue } from '../offline/offline-write';
import type { AnyFetcher, MutationHookOptions } from '../react-query-config';
import { useSettings } from '../settings/get-settings';
import { useWriteMutation, type CacheUpdate } from '../use-write-mutation';
import {
  answerMeeting, cancelMeeting, countsQueryOptions, createAppointment, createMeeting, deleteAppointment, inboxQueryOptions, markRead,
  meetingKeys, messagesQueryOptions, sendMessage, updateAppointment, updateMeeting, type InboxParams,
} from './meetings-api';

/** docs/behaviour/errors-and-limits.md, Timing defaults. */
export const MEETING_COUNT_REFRESH_SECONDS = 60;
export const MESSAGE_COUNT_REFRESH_SECONDS = 90;

/** The viewer part of every meeting key: the signed-in user's id, null when anonymous. */
export const useMeetingViewer = useSignedInViewerKey;

/** A changed meeting: its detail takes the answer; lists, counts and conflicts refetch. */
function meetingChanged(viewer: string) {
  return (client: QueryClient, answer: MeetingAnswer) => {
    client.setQueryData(meetingKeys.detail(viewer, answer.meeting.id), answer);
    return client.invalidateQueries({ queryKey: meetingKeys.viewer(viewer), predicate: (q) => q.queryKey[3] !== answer.meeting.id || q.queryKey[2] !== 'detail' });
  };
}
const refreshAll = (viewer: string) => (client: QueryClient) => client.invalidateQueries({ queryKey: meetingKeys.viewer(viewer) });

/** A meeting write hook of the viewer: `fetcher` is the mutation, `changed(viewer)` its cache update. */
function meetingWrite<T extends AnyFetcher>(fetcher: T, changed: (viewer: string) => CacheUpdate<T>) {
  return function useMeetingWrite(viewer: string, o: MutationHookOptions<T> = {}) {
    return useWriteMutation(fetcher, changed(viewer), o.mutationConfig);
  };
}

export const useCreateMeeting = meetingWrite(createMeeting, meetingChanged);
export const useUpdateMeeting = meetingWrite(updateMeeting, meetingChanged);
export const useCancelMeeting = meetingWrite(cancelMeeting, meetingChanged);
export const useAnswerMeeting = meetingWrite(answerMeeting, meetingChanged);
type MessageInput = { id: string; messageBody: string };
const messageSent = (viewer: string): CacheUpdate<(input: MessageInput) => ReturnType<typeof sendMessage>> => (client, list, input) => {
  client.setQueryData(meetingKeys.messages(viewer, input.id), list);
  return client.invalidateQueries({ queryKey: meetingKeys.viewer(viewer), predicate: (q) => q.queryKey[2] === 'inbox' || q.queryKey[2] === 'counts' });
};
/**
 * Sends a message; offline (or on a network error) it is queued and replayed later (api-client/offline/), and the
 * mutation rejects with a QueuedOfflineError. `label` names the meeting in the replay's failure toast.
 */
export function useSendMessage(viewer: string, o: MutationHookOptions<(input: MessageInput) => ReturnType<typeof sendMessage>> & { label?: string } = {}) {
  const client = useQueryClient();
  const send = (input: MessageInput) =>
    sendOrQueue(client, viewer, o.label ?? '', { kind: 'message', meetingId: input.id, messageBody: input.messageBody }, (key) => sendMessage(input, key));
  return useWriteMutation(send, messageSent(viewer), { networkMode: 'always', ...o.mutationConfig });
}
export const useMarkRead = meetingWrite(markRead, refreshAll);
export const useCreateAppointment = meetingWrite(createAppointment, refreshAll);
export const useUpdateAppointment = meetingWrite(updateAppointment, refreshAll);
export const useDeleteAppointment = meetingWrite(deleteAppointment, refreshAll);

function rateOf(settings: Record<string, unknown> | undefined, name: string, fallback: number): number {
  const value = settings?.[name];
  return typeof value === 'number' && value > 0 ? value : fallback;
}

/** Which of the viewer's counts a caller shows: the others are not polled. */
export interface CountsWanted {
  invites?: boolean;
  messages?: boolean;
}

/**
 * The one poller of the viewer's counts (GET /me/counts): the invitations query at meetingCountRefreshRateSeconds,
 * the messages query at messageCountRefreshRateSeconds, each only when wanted and never for anonymous visitors.
 * Every caller (meeting blocks, the My Event panel, the tool belt) shares these two queries, so the counts are
 * asked for once however many show them.
 */
export function useCountQueries({ invites = true, messages = true }: CountsWanted = {}) {
  const viewer = useMeetingViewer();
  const settings = useSettings().data?.data as Record<string, unknown> | undefined;
  const invitesQuery = useQuery({
    ...countsQueryOptions(viewer ?? 'anonymous', 'invites'),
    enabled: viewer !== null && invites,
    refetchInterval: rateOf(settings, 'meetingCountRefreshRateSeconds', MEETING_COUNT_REFRESH_SECONDS) * 1000,
  });
  const messagesQuery = useQuery({
    ...countsQueryOptions(viewer ?? 'anonymous', 'messages'),
    enabled: viewer !== null && messages,
    refetchInterval: rateOf(settings, 'messageCountRefreshRateSeconds', MESSAGE_COUNT_REFRESH_SECONDS) * 1000,
  });
  return { invites: invitesQuery, messages: messagesQuery };
}

/** New invitations and unread messages of the signed-in viewer, each at its own rate; 0 for anonymous visitors. */
export function useMeetingCounts(): { newInvites: number; unreadMessages: number } {
  const { invites, messages } = useCountQueries();
  return { newInvites: invites.data?.newInvites ?? 0, unreadMessages: messages.data?.unreadMessages ?? 0 };
}

/**
 * Both counts as one query result (the My Event panel): the invitations query, polled at the meetings' rate (the
 * shorter of the two), whose answer carries both figures; refreshed at once by the live event.
 */
export function useMyCounts() {
  return useCountQueries({ messages: false }).invites;
}

/** The viewer's inbox threads (GET /inbox): `data.threads`, newest message first. */
export function useInbox(params: InboxParams = {}) {
  const viewer = useMeetingViewer();
  return useQuery({ ...inboxQueryOptions(viewer ?? 'anonymous', params), enabled: viewer !== null });
}

/**
 * A meeting's thread. Reading it marks it read on the server, so each time it loads the counts and the inbox are
 * refetched (the live event brings new messages here at once; it refetches everything under ['meetings']).
 */
export function useMessages(viewer: string, meetingId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useQueryClient();
  const query = useQuery({ ...messagesQueryOptions(viewer, meetingId), enabled });
  const { dataUpdatedAt } = query;
  useEffect(() => {
    if (!dataUpdatedAt) return;
    void client.invalidateQueries({ queryKey: meetingKeys.viewer(viewer), predicate: (q) => q.queryKey[2] === 'counts' || q.queryKey[2] === 'inbox' });
  }, [client, viewer, dataUpdatedAt]);
  return query;
}
