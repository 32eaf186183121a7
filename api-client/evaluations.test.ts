// The evaluation fetchers against the real API (test-support/real-api: the server tests' fixture plus migration
// 010's definitions): paths, the token (none for an anonymous survey, the bearer once signed in), keys per viewer
// and the coded 409 of a closed evaluation. The rules themselves are tested in server/evaluations.
import { describe, expect, it } from 'vitest';
import { realApiPerFile } from '../test-support/real-api';
import { isApiError } from './api-error';
import { getSession as getAuthSession } from './auth/session-store';
import {
  evaluationCountsQueryOptions,
  evaluationKeys,
  getEvaluation,
  getEvaluationCounts,
  getEvaluationSummary,
  getSurvey,
  submitEvaluation,
  submitSurvey,
} from './evaluations';

const api = realApiPerFile();

describe('evaluation fetchers', () => {
  it('keys every query under the viewer and refreshes counts per the settings', () => {
    expect(evaluationKeys.form('cms-attendee', 'conference')).toEqual([
      'evaluations',
      'cms-attendee',
      'form',
      'conference',
    ]);
    expect(evaluationCountsQueryOptions('cms-attendee', 90).refetchInterval).toBe(90_000);
    expect(evaluationCountsQueryOptions('cms-attendee').refetchInterval).toBe(60_000);
  });

  it('answers a survey anonymously, without a token', async () => {
    api.requests.length = 0;
    const survey = await getSurvey('swag-survey');
    expect(survey).toMatchObject({ id: 'survey-swag', allowAnonymous: true, isUnavailable: false });
    const answer = await submitSurvey('swag-survey', {
      evaluationId: survey.id,
      responses: [
        {
          evaluationQuestionId: 'role',
          evaluationResponseValues: [{ value: 'developer', displayValue: 'Developer', scoreValue: null }],
        },
      ],
    });
    expect(answer).toEqual({ submitted: true, answers: 1, pending: null });
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: '/survey/swag-survey/submit',
      authorization: null,
    });
  });

  it('reads the signed-in summary, counts and forms, and rejects a closed evaluation with its code', async () => {
    await api.signIn('attendee');
    expect(await getEvaluationCounts()).toEqual({ pending: 0 });
    expect(api.requests.at(-1)).toMatchObject({
      url: '/evaluations/counts',
      authorization: `Bearer ${getAuthSession().token ?? ''}`,
    });
    expect((await getEvaluationSummary()).sessionsForEvaluation).toEqual([]);
    const conference = await getEvaluation('conference');
    expect(conference).toMatchObject({ target: 'conference', isUnavailable: true });
    const error = await submitEvaluation('conference', { evaluationId: 'conference', responses: [] }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.status).toBe(409);
    expect(isApiError(error) && error.code).toBe('translate.base.error.evaluation.unavailable');
  });
});
