// Session and conference evaluations on PGlite and (TEST_DATABASE_URL) PostgreSQL, against the demo's sessions and
// migration 010's definitions: the summary and pending count, the availability window (docs/behaviour/evaluations.md), the
// form, and submit with the server's re-check of every rule and the question logic (a 400 stores nothing).
import { describe, expect, it } from 'vitest';
import type { Evaluation, EvaluationCounts, EvaluationSubmitAnswer, EvaluationSummary } from '../../schemas/api-types.js';
import { responsesFor } from './answers.test-helpers.js';
import { call, headersOf, openEvaluationsTestServer } from '../../test-support/evaluations-test-server.js';

const server = openEvaluationsTestServer();
const MIN = 60_000;
const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms);

async function favorite(
  app: Awaited<ReturnType<typeof server.appAt>>,
  headers: Record<string, string>,
  s: { sessionId: string; sessionType: { logicalValue: string } },
) {
  const res = await call(app, 'PUT', `/api/favorites/4/${s.sessionId}`, {
    headers,
    payload: { itemType: s.sessionType.logicalValue },
  });
  expect(res.status).toBe(200);
}

describe('session evaluations', () => {
  it('needs a signed-in viewer', async () => {
    const app = await server.appAt('2026-11-20T12:00:00Z');
    expect((await call(app, 'GET', '/api/evaluations')).status).toBe(401);
    expect((await call(app, 'GET', '/api/evaluations/counts')).status).toBe(401);
    expect((await call(app, 'GET', '/api/evaluations/conference')).status).toBe(401);
    expect(
      (
        await call(app, 'POST', '/api/evaluations/conference/submit', {
          payload: { evaluationId: 'conference', responses: [] },
        })
      ).status,
    ).toBe(401);
  });

  it('opens 5 minutes after the start and closes offsetHours after the end, never after the end date', async () => {
    const breakout = server.session('breakout');
    const start = breakout.startDateTime!;
    const end = breakout.endDateTime!;
    const form = async (at: Date) => {
      const app = await server.appAt(at);
      return (
        await call<Evaluation>(app, 'GET', `/api/evaluations/${breakout.sessionId}`, {
          headers: await headersOf(app, 'exhibitor'),
        })
      ).body;
    };
    const early = await form(plus(start, 4 * MIN));
    expect(early.isUnavailable).toBe(true);
    expect(early.questionSections).toEqual([]);
    expect(early.unavailableMessage).toBe(`This evaluation opens at ${plus(start, 5 * MIN).toISOString()}.`);
    expect((await form(plus(start, 5 * MIN))).isUnavailable).toBe(false);
    // The breakout definition's offset is 72 hours after the end.
    expect((await form(plus(end, 72 * 60 * MIN))).isUnavailable).toBe(false);
    const late = await form(plus(end, 72 * 60 * MIN + MIN));
    expect(late.isUnavailable).toBe(true);
    expect(late.unavailableMessage).toBe('This evaluation has closed.');
  });

  it('keeps bookmarkable types and sessions without a start always available; roundtables have none', async () => {
    const app = await server.appAt('2026-11-20T12:00:00Z');
    const headers = await headersOf(app, 'exhibitor');
    const lab = server.session('hands-on-lab');
    expect(lab.startDateTime).toBeNull();
    const labForm = (await call<Evaluation>(app, 'GET', `/api/evaluations/${lab.sessionId}`, { headers }))
      .body;
    expect(labForm.isUnavailable).toBe(false);
    expect(labForm.id).toBe('type-hands-on-lab');
    // By its code too.
    expect(
      (await call<Evaluation>(app, 'GET', `/api/evaluations/${lab.sessionCode}`, { headers })).body.targetId,
    ).toBe(lab.sessionId);
    const roundtable = server.session('roundtable');
    const none = (await call<Evaluation>(app, 'GET', `/api/evaluations/${roundtable.sessionId}`, { headers }))
      .body;
    expect(none.isUnavailable).toBe(true);
    expect(none.unavailableMessage).toBe('This session has no evaluation.');
    expect((await call(app, 'GET', '/api/evaluations/no-such-session', { headers })).status).toBe(404);
  });

  it("uses a session's own definition before its type's", async () => {
    const app = await server.appAt('2027-05-18T12:00:00Z');
    const headers = await headersOf(app, 'exhibitor');
    const opening = (await call<Evaluation>(app, 'GET', '/api/evaluations/10001', { headers })).body;
    expect(opening.id).toBe('session-10001');
    const other = server
      .sessions()
      .find((s) => s.sessionType.logicalValue === 'keynote' && s.sessionId !== '10001')!;
    expect(
      (await call<Evaluation>(app, 'GET', `/api/evaluations/${other.sessionId}`, { headers })).body.id,
    ).toBe('type-keynote');
  });

  it('lists the favorite sessions that have an evaluation and counts the pending ones', async () => {
    const app = await server.appAt('2026-11-20T12:00:00Z');
    const headers = await headersOf(app, 'inperson');
    const labs = [server.session('hands-on-lab', 1), server.session('hands-on-lab', 2)];
    const breakout = server.session('breakout', 3);
    const roundtable = server.session('roundtable', 1);
    for (const s of [...labs, breakout, roundtable]) await favorite(app, headers, s);
    const summary = (await call<EvaluationSummary>(app, 'GET', '/api/evaluations', { headers })).body;
    const ids = summary.sessionsForEvaluation.map((s) => s.sessionId);
    expect(new Set(ids)).toEqual(new Set([...labs.map((l) => l.sessionId), breakout.sessionId]));
    const listedBreakout = summary.sessionsForEvaluation.find((s) => s.sessionId === breakout.sessionId)!;
    expect(listedBreakout).toMatchObject({
      isAvailable: false,
      isEvaluationComplete: false,
      sessionType: 'breakout',
      sessionCode: breakout.sessionCode,
    });
    expect(listedBreakout.availableFrom).toBe(plus(breakout.startDateTime!, 5 * MIN).toISOString());
    // Two labs available, the breakout not yet, the conference evaluation not open before the event.
    expect(summary.postConferenceEvaluationAvailable).toBe(false);
    expect(summary.pending).toBe(2);
    expect((await call<EvaluationCounts>(app, 'GET', '/api/evaluations/counts', { headers })).body).toEqual({
      pending: 2,
    });
  });

  it('lists the sessions on the schedule too (added or a confirmed RSVP)', async () => {
    const app = await server.appAt('2026-11-20T12:00:00Z');
    const headers = await headersOf(app, 'contenteditor');
    const added = server.session('hands-on-lab', 11);
    const rsvp = server.session('breakout', 12);
    await server.store.db.query(
      "INSERT INTO schedule_items (user_id, session_id, added_at) VALUES ('cms-contenteditor', $1, now())",
      [added.sessionId],
    );
    await server.store.db.query(
      "INSERT INTO session_enrollments (session_id, user_id, status, created_at) VALUES ($1, 'cms-contenteditor', 'confirmed', now())",
      [rsvp.sessionId],
    );
    const summary = (await call<EvaluationSummary>(app, 'GET', '/api/evaluations', { headers })).body;
    expect(new Set(summary.sessionsForEvaluation.map((s) => s.sessionId))).toEqual(
      new Set([added.sessionId, rsvp.sessionId]),
    );
    expect(summary.pending).toBe(1);
  });

  it('re-checks the logic on submit: the second question is required only when the score is greater than 3', async () => {
    const app = await server.appAt('2026-11-20T12:00:00Z');
    const headers = await headersOf(app, 'attendee');
    const lab = server.session('hands-on-lab', 5);
    await favorite(app, headers, lab);
    const before = (await call<EvaluationCounts>(app, 'GET', '/api/evaluations/counts', { headers })).body
      .pending;
    const form = (await call<Evaluation>(app, 'GET', `/api/evaluations/${lab.sessionId}`, { headers })).body;
    const submit = (answers: Parameters<typeof responsesFor>[1]) =>
      call<EvaluationSubmitAnswer & { message: string; details: unknown }>(
        app,
        'POST',
        `/api/evaluations/${lab.sessionId}/submit`,
        { headers, payload: responsesFor(form, answers) },
      );

    // Score 4: 'liked' is shown and required.
    let res = await submit({ overall: '4', level: 'about-right' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('liked: This question is required.');
    // Score 3: not shown, so not required; but an answer to it is refused (it is hidden).
    res = await submit({ overall: '3', level: 'about-right', liked: { text: 'The demos' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('liked: The question is not shown for these answers.');
    // Score 2: 'improve' is required instead.
    res = await submit({ overall: '2', level: 'about-right' });
    expect(res.body.message).toBe('improve: This question is required.');
    // Required per type: the dropdown.
    res = await submit({ overall: '3' });
    expect(res.body.message).toBe('level: This question is required.');
    // A choice that is not an option, a forged score, two choices for a radio list, an unknown question.
    expect((await submit({ overall: '9', level: 'about-right' })).body.message).toBe(
      "overall: '9' is not a choice of this question.",
    );
    const forged = responsesFor(form, { overall: '1', level: 'about-right', improve: { text: 'x' } });
    forged.responses[0]!.evaluationResponseValues[0]!.scoreValue = 5;
    expect(
      (
        await call<{ message: string }>(app, 'POST', `/api/evaluations/${lab.sessionId}/submit`, {
          headers,
          payload: forged,
        })
      ).body.message,
    ).toBe("overall: The choice '1' does not match the question's option.");
    expect((await submit({ overall: ['3', '4'], level: 'about-right' })).body.message).toBe(
      'overall: The question takes one choice.',
    );
    const unknown = responsesFor(form, { overall: '3', level: 'about-right' });
    unknown.responses.push({
      evaluationQuestionId: 'nope',
      evaluationResponseValues: [{ value: 'x', displayValue: 'x', scoreValue: null }],
    });
    expect(
      (
        await call<{ message: string }>(app, 'POST', `/api/evaluations/${lab.sessionId}/submit`, {
          headers,
          payload: unknown,
        })
      ).body.message,
    ).toBe('nope: No such question in this evaluation.');
    // Text over 1350 characters: refused by the route's schema before the rules run.
    res = await submit({ overall: '5', level: 'about-right', liked: { text: 'x'.repeat(1351) } });
    expect(res.status).toBe(400);
    // Nothing was stored by the refused submits.
    expect(
      (await call<Evaluation>(app, 'GET', `/api/evaluations/${lab.sessionId}`, { headers })).body
        .hasBeenSubmitted,
    ).toBe(false);

    // Valid: score 5 with 'liked' answered; empty answers (blank text, no choice) are skipped.
    res = await submit({
      overall: '5',
      level: 'too-basic',
      liked: { text: 'x'.repeat(1350) },
      role: { text: '   ' },
      useful: [],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ submitted: true, answers: 3, pending: before - 1 });
    const stored = await server.store.db.query<{ question_id: string; score: number | null }>(
      `SELECT a.question_id, a.score FROM evaluation_answers a JOIN evaluation_submissions s ON s.id = a.submission_id
       WHERE s.target_id = $1 ORDER BY a.question_id`,
      [lab.sessionId],
    );
    expect(stored.rows.map((r) => [r.question_id, r.score === null ? null : Number(r.score)])).toEqual([
      ['level', 1],
      ['liked', null],
      ['overall', 5],
    ]);
    // Evaluated: once per user and session.
    const again = await submit({ overall: '5', level: 'too-basic', liked: { text: 'Again' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already submitted this evaluation.');
    const after = (await call<Evaluation>(app, 'GET', `/api/evaluations/${lab.sessionId}`, { headers })).body;
    expect(after.hasBeenSubmitted).toBe(true);
    const summary = (await call<EvaluationSummary>(app, 'GET', '/api/evaluations', { headers })).body;
    expect(
      summary.sessionsForEvaluation.find((s) => s.sessionId === lab.sessionId)?.isEvaluationComplete,
    ).toBe(true);
  });

  it('refuses a submit outside the window and one for another evaluation, storing nothing', async () => {
    const breakout = server.session('breakout', 7);
    const app = await server.appAt(plus(breakout.startDateTime!, MIN));
    const headers = await headersOf(app, 'exhibitor');
    const res = await call<{ code: string }>(app, 'POST', `/api/evaluations/${breakout.sessionId}/submit`, {
      headers,
      payload: { evaluationId: 'type-breakout', responses: [] },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('translate.base.error.evaluation.unavailable');
    const open = await server.appAt(plus(breakout.startDateTime!, 10 * MIN));
    const wrong = await call<{ message: string }>(
      open,
      'POST',
      `/api/evaluations/${breakout.sessionId}/submit`,
      {
        headers: await headersOf(open, 'exhibitor'),
        payload: { evaluationId: 'type-keynote', responses: [] },
      },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The answers are for another evaluation: reload the form.');
    // Strict validation: an unknown property is a 400 too.
    const extra = await call(open, 'POST', `/api/evaluations/${breakout.sessionId}/submit`, {
      headers: await headersOf(open, 'exhibitor'),
      payload: { evaluationId: 'type-breakout', responses: [], extra: true },
    });
    expect(extra.status).toBe(400);
    const { rows } = await server.store.db.query(
      'SELECT 1 FROM evaluation_submissions WHERE target_id = $1',
      [breakout.sessionId],
    );
    expect(rows).toHaveLength(0);
  });

  it('one of two simultaneous submits is stored', async () => {
    const app = await server.appAt('2026-11-20T12:00:00Z');
    const headers = await headersOf(app, 'exhibitor');
    const lab = server.session('hands-on-lab', 9);
    const form = (await call<Evaluation>(app, 'GET', `/api/evaluations/${lab.sessionId}`, { headers })).body;
    const payload = responsesFor(form, { overall: '3', level: 'about-right' });
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        call(app, 'POST', `/api/evaluations/${lab.sessionId}/submit`, { headers, payload }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('opens the conference evaluation between its start and end dates', async () => {
    const before = await server.appAt('2027-05-18T07:00:00Z');
    const closed = (
      await call<Evaluation>(before, 'GET', '/api/evaluations/conference', {
        headers: await headersOf(before, 'exhibitor'),
      })
    ).body;
    expect(closed).toMatchObject({
      isUnavailable: true,
      target: 'conference',
      unavailableMessage: 'The conference evaluation opens on the first day of the event.',
    });
    const app = await server.appAt('2027-05-21T09:00:00Z');
    const headers = await headersOf(app, 'exhibitor');
    const form = (await call<Evaluation>(app, 'GET', '/api/evaluations/conference', { headers })).body;
    expect(form.isUnavailable).toBe(false);
    let summary = (await call<EvaluationSummary>(app, 'GET', '/api/evaluations', { headers })).body;
    expect(summary).toMatchObject({
      postConferenceEvaluationAvailable: true,
      isPostConferenceEvaluationCompleted: false,
    });
    const pending = summary.pending;
    // Score 2 (< 3) makes 'why-low' required.
    const low = await call<{ message: string }>(app, 'POST', '/api/evaluations/conference/submit', {
      headers,
      payload: responsesFor(form, { overall: '2', attend: 'online' }),
    });
    expect(low.body.message).toBe('why-low: This question is required.');
    const ok = await call<EvaluationSubmitAnswer>(app, 'POST', '/api/evaluations/conference/submit', {
      headers,
      payload: responsesFor(form, {
        overall: '2',
        attend: 'online',
        'why-low': { text: 'Queues' },
        return: 'maybe',
      }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.pending).toBe(pending - 1);
    summary = (await call<EvaluationSummary>(app, 'GET', '/api/evaluations', { headers })).body;
    expect(summary.isPostConferenceEvaluationCompleted).toBe(true);
  });
});
