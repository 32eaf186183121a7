/**
 * The site editors' notification rules (server/notifications/routes.ts, scope siteeditor): the rules with their next
 * send and delivery figures, one rule with its sends, its history, the attendees' registration types and the session
 * facets an automated rule can follow; and the writes (create, edit with the updatedTime it was read at, review
 * status, delete), each refreshing every rule query it may have changed.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { RuleStatusName } from '../../schemas';
import type {
  NotificationAttendeeTypes, NotificationHistory, NotificationRuleAnswer, NotificationRuleBody, NotificationRuleList,
  NotificationSuccess,
} from '../../schemas/api-types';
import { getFacets } from '../catalog/catalog';
import { apiRequest } from '../http';
import type { MutationHookOptions, QueryHookOptions } from '../react-query-config';
import { useWriteMutation } from '../use-write-mutation';

/** One row of the management center: the rule, its next send and what its sends delivered. */
export type NotificationRuleSummary = NotificationRuleList['rules'][number];

/** The session facets an automated rule can follow (logical values, as the catalog's filters name them). */
export interface NotificationSessionFacets {
  sessionTypes: string[];
  deliveryTypes: string[];
}

// The keys stay here rather than in query-keys.ts: that module travels with every attendee page, and these queries
// only ever run in the site editors' chunk (as the QA tool's do).
const keys = {
  all: ['notification-rules'] as const,
  list: () => ['notification-rules', 'list'] as const,
  rule: (id: string) => ['notification-rules', 'rule', id] as const,
  history: (id: string) => ['notification-rules', 'history', id] as const,
  attendeeTypes: () => ['notification-rules', 'attendee-types'] as const,
  sessionFacets: () => ['notification-rules', 'session-facets'] as const,
};

const rulePath = (id: string) => `/pushnotification/rules/${encodeURIComponent(id)}`;

/** GET /pushnotification/rules: every rule not deleted, newest change first. */
export function getNotificationRules(signal?: AbortSignal): Promise<NotificationRuleList> {
  return apiRequest<NotificationRuleList>('/pushnotification/rules', { signal });
}

/** GET /pushnotification/rules/{id}: the rule with its sends (404 once deleted). */
export function getNotificationRule(id: string, signal?: AbortSignal): Promise<NotificationRuleAnswer> {
  return apiRequest<NotificationRuleAnswer>(rulePath(id), { signal });
}

/** GET /pushnotification/rules/{id}/history: sends with per-channel deliveries, and who changed the rule when. */
export function getNotificationRuleHistory(id: string, signal?: AbortSignal): Promise<NotificationHistory> {
  return apiRequest<NotificationHistory>(`${rulePath(id)}/history`, { signal });
}

/** GET /pushnotification/attendee-types: the registration types attendees hold. */
export function getNotificationAttendeeTypes(signal?: AbortSignal): Promise<NotificationAttendeeTypes> {
  return apiRequest<NotificationAttendeeTypes>('/pushnotification/attendee-types', { signal });
}

/** The catalog's session types and delivery types (GET /facets), the values a rule's sessionTypes and sessionDeliveryType take. */
export async function getNotificationSessionFacets(signal?: AbortSignal): Promise<NotificationSessionFacets> {
  const { facets } = await getFacets({}, signal);
  const valuesOf = (name: string) =>
    (facets.find((f) => f.name === name)?.filters ?? []).map((f) => f.path.split('>')[1] ?? f.name).filter(Boolean);
  return { sessionTypes: valuesOf('sessionType'), deliveryTypes: valuesOf('deliveryType') };
}

export const notificationRulesQueryOptions = () =>
  queryOptions({ queryKey: keys.list(), queryFn: ({ signal }) => getNotificationRules(signal) });

export const notificationRuleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: keys.rule(id),
    queryFn: ({ signal }) => getNotificationRule(id, signal),
    // A 404 (a deleted rule, a wrong link) will not change on a second try.
    retry: false,
  });

export const notificationRuleHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: keys.history(id), queryFn: ({ signal }) => getNotificationRuleHistory(id, signal), retry: false });

export const notificationAttendeeTypesQueryOptions = () =>
  queryOptions({ queryKey: keys.attendeeTypes(), queryFn: ({ signal }) => getNotificationAttendeeTypes(signal) });

export const notificationSessionFacetsQueryOptions = () =>
  queryOptions({ queryKey: keys.sessionFacets(), queryFn: ({ signal }) => getNotificationSessionFacets(signal) });

export function useNotificationRules({ queryConfig }: QueryHookOptions<typeof notificationRulesQueryOptions> = {}) {
  return useQuery({ ...notificationRulesQueryOptions(), ...queryConfig });
}

export function useNotificationRule(id: string, { queryConfig }: QueryHookOptions<typeof notificationRuleQueryOptions> = {}) {
  return useQuery({ ...notificationRuleQueryOptions(id), ...queryConfig });
}

export function useNotificationRuleHistory(id: string, { queryConfig }: QueryHookOptions<typeof notificationRuleHistoryQueryOptions> = {}) {
  return useQuery({ ...notificationRuleHistoryQueryOptions(id), ...queryConfig });
}

export function useNotificationAttendeeTypes({ queryConfig }: QueryHookOptions<typeof notificationAttendeeTypesQueryOptions> = {}) {
  return useQuery({ ...notificationAttendeeTypesQueryOptions(), ...queryConfig });
}

export function useNotificationSessionFacets({ queryConfig }: QueryHookOptions<typeof notificationSessionFacetsQueryOptions> = {}) {
  return useQuery({ ...notificationSessionFacetsQueryOptions(), ...queryConfig });
}

/**
 * After a write: the answered rule is the one to show, and the list and histories changed with it. The rule's own
 * entry is set rather than fetched again, so an editor who saves and comes back reads what they saved.
 */
function refreshRules(client: QueryClient, answer?: NotificationRuleAnswer): Promise<unknown> {
  const id = answer?.notificationRuleDto.notificationID;
  if (answer && id) client.setQueryData(keys.rule(id), answer);
  return client.invalidateQueries({ queryKey: keys.all, predicate: (q) => !(id && q.queryKey[1] === 'rule' && q.queryKey[2] === id) });
}

/** POST /pushnotification/rules: a new rule, saved for review (status 0, disabled) under an id the server makes. */
export function createNotificationRule(body: NotificationRuleBody, signal?: AbortSignal): Promise<NotificationRuleAnswer> {
  return apiRequest<NotificationRuleAnswer>('/pushnotification/rules', { method: 'POST', body, signal });
}

export function useCreateNotificationRule({ mutationConfig }: MutationHookOptions<typeof createNotificationRule> = {}) {
  return useWriteMutation(createNotificationRule, refreshRules, mutationConfig);
}

/**
 * PUT /pushnotification/rules: an edit, back to review. The body's updatedTime is the one the editor read: when
 * someone saved since, the server answers 409 (translate.base.error.notification-rule.conflict) naming them.
 */
export function updateNotificationRule(body: NotificationRuleBody, signal?: AbortSignal): Promise<NotificationRuleAnswer> {
  return apiRequest<NotificationRuleAnswer>('/pushnotification/rules', { method: 'PUT', body, signal });
}

export function useUpdateNotificationRule({ mutationConfig }: MutationHookOptions<typeof updateNotificationRule> = {}) {
  return useWriteMutation(updateNotificationRule, refreshRules, mutationConfig);
}

export interface NotificationRuleStatusInput {
  id: string;
  status: RuleStatusName;
}

/** POST /pushnotification/rules/{id}/{status}: Deployed enables the rule (sends due at once), the others disable it. */
export function setNotificationRuleStatus(input: NotificationRuleStatusInput, signal?: AbortSignal): Promise<NotificationRuleAnswer> {
  return apiRequest<NotificationRuleAnswer>(`${rulePath(input.id)}/${input.status}`, { method: 'POST', signal });
}

export function useSetNotificationRuleStatus({ mutationConfig }: MutationHookOptions<typeof setNotificationRuleStatus> = {}) {
  return useWriteMutation(setNotificationRuleStatus, refreshRules, mutationConfig);
}

/** DELETE /pushnotification/rules/{id}: the rule stops sending and leaves the list; its history stays. */
export function deleteNotificationRule(id: string, signal?: AbortSignal): Promise<NotificationSuccess> {
  return apiRequest<NotificationSuccess>(rulePath(id), { method: 'DELETE', signal });
}

export function useDeleteNotificationRule({ mutationConfig }: MutationHookOptions<typeof deleteNotificationRule> = {}) {
  return useWriteMutation(
    deleteNotificationRule,
    (client, _result, id) => {
      client.removeQueries({ queryKey: keys.rule(id) });
      return client.invalidateQueries({ queryKey: keys.all });
    },
    mutationConfig,
  );
}
