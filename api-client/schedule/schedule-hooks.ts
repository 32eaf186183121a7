// The schedule's reads as hooks keyed by viewer, and its writes as mutation hooks that own their cache updates
// (docs/contracts.md, api-client): an RSVP or nomination answer replaces that session's state at once; every write
// refreshes the viewer's schedule (clashes and empty slots are the server's to compute).
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NominationAnswer, RsvpAnswer, ScheduleFeedAnswer } from '../../schemas/api-types';
import { useSession } from '../auth/use-session';
import { ANONYMOUS_VIEWER_KEY, viewerKeyOrAnonymous } from '../auth/viewer-key';
import { sendOrQueue, type OfflineWrite } from '../offline/offline-write';
import type { AnyFetcher, MutationHookOptions, QueryHookOptions } from '../react-query-config';
import { useWriteMutation, type CacheUpdate } from '../use-write-mutation';
import {
  addToSchedule, cancelNomination, cancelRsvp, nominate, nominationQueryOptions, putRsvp, regenerateScheduleFeed, removeFromSchedule,
  revokeScheduleFeed, rsvpQueryOptions, scheduleFeedQueryOptions, scheduleKeys, scheduleQueryOptions, sharedScheduleQueryOptions,
  type ScheduleRange,
} from './schedule-api';

/** The viewer part of every schedule key: the signed-in user's id, 'anonymous' otherwise. */
export function useScheduleViewer(): string {
  const { signedIn, user } = useSession();
  return signedIn ? viewerKeyOrAnonymous(user) : ANONYMOUS_VIEWER_KEY;
}

const refreshSchedule = (client: QueryClient, viewer: string) =>
  client.invalidateQueries({ queryKey: scheduleKeys.viewer(viewer), predicate: (q) => q.queryKey[2] === 'events' || q.queryKey[2] === 'attendee' });

/**
 * After adding or removing a session: the schedule, that session's RSVP and nomination states, and the catalog's
 * answers (a tile or session page shows whether it is on the schedule) refetch.
 */
const sessionChanged = (viewer: string) => (client: QueryClient, _answer: unknown, sessionId: string) =>
  Promise.all([
    refreshSchedule(client, viewer),
    client.invalidateQueries({ queryKey: scheduleKeys.rsvp(viewer, sessionId) }),
    client.invalidateQueries({ queryKey: scheduleKeys.nomination(viewer, sessionId) }),
    client.invalidateQueries({ queryKey: ['catalog'] }),
  ]);

export function useSchedule(range: ScheduleRange = {}, o: QueryHookOptions<typeof scheduleQueryOptions> = {}) {
  const viewer = useScheduleViewer();
  return useQuery({ ...scheduleQueryOptions(range, viewer), enabled: viewer !== 'anonymous', ...o.queryConfig });
}
export function useSharedSchedule(attendeeId: string, range: ScheduleRange = {}, o: QueryHookOptions<typeof sharedScheduleQueryOptions> = {}) {
  const viewer = useScheduleViewer();
  return useQuery({ ...sharedScheduleQueryOptions(viewer, attendeeId, range), enabled: viewer !== 'anonymous', ...o.queryConfig });
}
export function useRsvp(sessionId: string, o: QueryHookOptions<typeof rsvpQueryOptions> = {}) {
  return useQuery({ ...rsvpQueryOptions(useScheduleViewer(), sessionId), ...o.queryConfig });
}
export function useNomination(sessionId: string, o: QueryHookOptions<typeof nominationQueryOptions> = {}) {
  return useQuery({ ...nominationQueryOptions(useScheduleViewer(), sessionId), ...o.queryConfig });
}
export function useScheduleFeed(o: QueryHookOptions<typeof scheduleFeedQueryOptions> = {}) {
  const viewer = useScheduleViewer();
  return useQuery({ ...scheduleFeedQueryOptions(viewer), enabled: viewer !== 'anonymous', ...o.queryConfig });
}

/** A schedule write hook of the signed-in viewer: `fetcher` is the mutation, `changed(viewer)` its cache update. */
function scheduleWrite<T extends AnyFetcher>(fetcher: T, changed: (viewer: string) => CacheUpdate<T>) {
  return function useScheduleWrite(o: MutationHookOptions<T> = {}) {
    return useWriteMutation(fetcher, changed(useScheduleViewer()), o.mutationConfig);
  };
}

type SessionWriteKind = Extract<OfflineWrite, { sessionId: string }>['kind'];

/** What a session write hook takes: the mutation's options and the session's title (the offline replay's toasts). */
export interface SessionWriteOptions<A> extends MutationHookOptions<(sessionId: string) => Promise<A>> {
  label?: string;
}

/**
 * A session write that works offline (api-client/offline/offline-write.ts): sent with an Idempotency-Key, or queued
 * and replayed later, when the mutation rejects with a QueuedOfflineError. networkMode 'always': the queue, not
 * TanStack's in-memory pause, holds a write made offline.
 */
function offlineSessionWrite<A>(kind: SessionWriteKind, fetcher: (sessionId: string, key?: string) => Promise<A>, changed: (viewer: string) => CacheUpdate<(sessionId: string) => Promise<A>>) {
  return function useSessionWrite(o: SessionWriteOptions<A> = {}) {
    const viewer = useScheduleViewer();
    const client = useQueryClient();
    const send = (sessionId: string) =>
      sendOrQueue(client, viewer === ANONYMOUS_VIEWER_KEY ? null : viewer, o.label ?? sessionId, { kind, sessionId }, (key) => fetcher(sessionId, key));
    return useWriteMutation(send, changed(viewer), { networkMode: 'always', ...o.mutationConfig });
  };
}

/** Add a session: the answer's clashes are for the caller to show; the schedule refetches. */
export const useAddToSchedule = offlineSessionWrite('schedule-add', addToSchedule, sessionChanged);
export const useRemoveFromSchedule = offlineSessionWrite('schedule-remove', removeFromSchedule, sessionChanged);

const rsvpChanged = (viewer: string) => (client: QueryClient, answer: RsvpAnswer) => {
  client.setQueryData(scheduleKeys.rsvp(viewer, answer.sessionId), answer);
  return Promise.all([refreshSchedule(client, viewer), client.invalidateQueries({ queryKey: ['catalog'] })]);
};
/** RSVP (a seat, or a waitlist place when the seats are gone). */
export const useRsvpMutation = offlineSessionWrite('rsvp', putRsvp, rsvpChanged);
/** Cancel the RSVP or leave the waitlist. */
export const useCancelRsvp = offlineSessionWrite('rsvp-cancel', cancelRsvp, rsvpChanged);
/** The names the schedule blocks use (PUT and DELETE /rsvp/{id}). */
export const usePutRsvp = useRsvpMutation;
export const useDeleteRsvp = useCancelRsvp;

const nominationChanged = (viewer: string) => (client: QueryClient, answer: NominationAnswer) => {
  client.setQueryData(scheduleKeys.nomination(viewer, answer.sessionId), answer);
  // The session's answers carry the viewer's enrollment (nominated / confirmed): the page and its card refetch.
  return Promise.all([refreshSchedule(client, viewer), client.invalidateQueries({ queryKey: ['catalog'] })]);
};
export const useNominate = scheduleWrite(nominate, nominationChanged);
export const useCancelNomination = scheduleWrite(cancelNomination, nominationChanged);

/** The feed's new links replace the cached ones. */
const feedChanged = (viewer: string) => (client: QueryClient, links: ScheduleFeedAnswer) => {
  client.setQueryData(scheduleKeys.feed(viewer), links);
};
/** Make the feed or replace its secret; the answer is the feed's new links. */
export const useRegenerateFeed = scheduleWrite(regenerateScheduleFeed, feedChanged);
export const useRevokeFeed = scheduleWrite(revokeScheduleFeed, feedChanged);
