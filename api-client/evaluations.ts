// Evaluations and surveys (server/evaluations, docs/contracts.md "Evaluations and surveys"): typed calls, their
// query options and the submit mutations, for the evaluation blocks and the tool belt, which load in chunks of
// their own. Apart from index.ts (like catalog.ts) so no attendee page carries them unless it shows one. Every key
// starts with 'evaluations' and names the viewer, so a submit refreshes the list, the counts and the forms at once.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Evaluation, EvaluationCounts, EvaluationSubmission, EvaluationSubmitAnswer, EvaluationSummary } from '../schemas/api-types';
import { apiRequest } from './http';
import { sendOrQueue } from './offline/offline-write';

export const evaluationKeys = {
  all: () => ['evaluations'] as const,
  summary: (viewer: string) => ['evaluations', viewer, 'summary'] as const,
  counts: (viewer: string) => ['evaluations', viewer, 'counts'] as const,
  form: (viewer: string, target: string) => ['evaluations', viewer, 'form', target] as const,
  survey: (viewer: string, componentId: string) => ['evaluations', viewer, 'survey', componentId] as const,
};

const segment = (id: string) => encodeURIComponent(id);

/** GET /evaluations (signed in): the viewer's sessions to evaluate, the conference evaluation, the pending count. */
export function getEvaluationSummary(signal?: AbortSignal): Promise<EvaluationSummary> {
  return apiRequest<EvaluationSummary>('/evaluations', { signal });
}

/** GET /evaluations/counts (signed in): the pending count of the tool belt. */
export function getEvaluationCounts(signal?: AbortSignal): Promise<EvaluationCounts> {
  return apiRequest<EvaluationCounts>('/evaluations/counts', { signal });
}

/** GET /evaluations/{sessionId|code|conference} (signed in): the form, or isUnavailable with its message. */
export function getEvaluation(target: string, signal?: AbortSignal): Promise<Evaluation> {
  return apiRequest<Evaluation>(`/evaluations/${segment(target)}`, { signal });
}

/** POST {form}/submit, the one way an evaluation's or a survey's answers are sent. */
function postSubmission(form: string, submission: EvaluationSubmission, idempotencyKey?: string): Promise<EvaluationSubmitAnswer> {
  return apiRequest<EvaluationSubmitAnswer>(`${form}/submit`, { method: 'POST', body: submission, idempotencyKey });
}

/** POST /evaluations/{target}/submit: the server checks every rule again; 409 when submitted or unavailable. */
export function submitEvaluation(target: string, submission: EvaluationSubmission, idempotencyKey?: string): Promise<EvaluationSubmitAnswer> {
  return postSubmission(`/evaluations/${segment(target)}`, submission, idempotencyKey);
}

/** GET /survey/{componentId}: public; the token goes along when the visitor is signed in (submitted once per user). */
export function getSurvey(componentId: string, signal?: AbortSignal): Promise<Evaluation> {
  return apiRequest<Evaluation>(`/survey/${segment(componentId)}`, { signal });
}

/** POST /survey/{componentId}/submit: anonymous when the survey allows it. */
export function submitSurvey(componentId: string, submission: EvaluationSubmission): Promise<EvaluationSubmitAnswer> {
  return postSubmission(`/survey/${segment(componentId)}`, submission);
}

export function evaluationSummaryQueryOptions(viewer: string) {
  return queryOptions({
    queryKey: evaluationKeys.summary(viewer),
    queryFn: ({ signal }) => getEvaluationSummary(signal),
  });
}

/** refetchSeconds: settings evaluationCountRefreshRateSeconds (docs/behaviour/evaluations.md, Counts, default 60). */
export function evaluationCountsQueryOptions(viewer: string, refetchSeconds = 60) {
  return queryOptions({
    queryKey: evaluationKeys.counts(viewer),
    queryFn: ({ signal }) => getEvaluationCounts(signal),
    refetchInterval: Math.max(1, refetchSeconds) * 1000,
  });
}

export function evaluationQueryOptions(viewer: string, target: string) {
  return queryOptions({
    queryKey: evaluationKeys.form(viewer, target),
    queryFn: ({ signal }) => getEvaluation(target, signal),
  });
}

export function surveyQueryOptions(viewer: string, componentId: string) {
  return queryOptions({
    queryKey: evaluationKeys.survey(viewer, componentId),
    queryFn: ({ signal }) => getSurvey(componentId, signal),
  });
}

/**
 * Submits a session or conference evaluation; on success the viewer's counts take the answer's pending count at
 * once and every evaluation query of theirs is read again (docs/behaviour/evaluations.md: "count refreshed").
 */
export function useSubmitEvaluation(viewer: string, target: string, label?: string) {
  const client = useQueryClient();
  return useMutation({
    // Offline (or on a network error) the answers are queued and replayed later (api-client/offline/): the mutation
    // then rejects with a QueuedOfflineError.
    networkMode: 'always',
    mutationFn: (submission: EvaluationSubmission) =>
      sendOrQueue(client, viewer, label ?? target, { kind: 'evaluation', target, submission }, (key) => submitEvaluation(target, submission, key)),
    onSuccess: async (answer) => {
      if (answer.pending !== null)
        client.setQueryData(evaluationKeys.counts(viewer), { pending: answer.pending });
      await client.invalidateQueries({ queryKey: ['evaluations', viewer] });
    },
  });
}

export function useSubmitSurvey(viewer: string, componentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (submission: EvaluationSubmission) => submitSurvey(componentId, submission),
    onSettled: () => client.invalidateQueries({ queryKey: evaluationKeys.survey(viewer, componentId) }),
  });
}
