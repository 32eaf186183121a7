// Surveys of the gated survey block and the editors' definitions, on PGlite and (TEST_DATABASE_URL) PostgreSQL:
// anonymous answers where the definition allows them, once per signed-in user, an unavailable survey's message,
// strict validation; definitions replaced through the editor-scoped PUT, checked by schema and rules.
import { describe, expect, it } from 'vitest';
import type { Evaluation, EvaluationDefinition, EvaluationDefinitionList, EvaluationSubmitAnswer } from '../../schemas/api-types.js';
import { responsesFor } from './answers.test-helpers.js';
import { call, headersOf, openEvaluationsTestServer } from '../../test-support/evaluations-test-server.js';

const server = openEvaluationsTestServer();
const NOW = '2026-11-20T12:00:00Z';

/** The app at NOW with a content editor's headers: the definitions' editor. */
async function asEditor() {
  const app = await server.appAt(NOW);
  return { app, headers: await headersOf(app, 'contenteditor') };
}

/** The status code of one call, for the checks that look at nothing else of the answer. */
async function statusOf(...args: Parameters<typeof call>): Promise<number> {
  return (await call(...args)).status;
}

async function definitions(editor: Awaited<ReturnType<typeof asEditor>>): Promise<EvaluationDefinitionList> {
  return (await call<EvaluationDefinitionList>(editor.app, 'GET', '/api/evaluation-definitions', { headers: editor.headers })).body;
}

describe('surveys', () => {
  it('takes anonymous answers when allowed, checked by the same rules', async () => {
    const app = await server.appAt(NOW);
    const form = (await call<Evaluation>(app, 'GET', '/api/survey/swag-survey')).body;
    expect(form).toMatchObject({
      id: 'survey-swag',
      isUnavailable: false,
      allowAnonymous: true,
      hasBeenSubmitted: false,
      target: 'survey',
    });
    // 'other' makes 'Your role' visible and required.
    const missing = await call<{ message: string }>(app, 'POST', '/api/survey/swag-survey/submit', {
      payload: responsesFor(form, { role: 'other' }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('role-other: This question is required.');
    const ok = await call<EvaluationSubmitAnswer>(app, 'POST', '/api/survey/swag-survey/submit', {
      payload: responsesFor(form, {
        role: 'other',
        'role-other': { text: 'Designer' },
        interests: ['ai', 'data'],
      }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ submitted: true, answers: 4, pending: null });
    // Anonymous visitors are not told apart: a second anonymous answer is stored too.
    const again = await call(app, 'POST', '/api/survey/swag-survey/submit', {
      payload: responsesFor(form, { role: 'developer' }),
    });
    expect(again.status).toBe(200);
  });

  it('takes one answer per signed-in user', async () => {
    const app = await server.appAt(NOW);
    const headers = await headersOf(app, 'inperson');
    const form = (await call<Evaluation>(app, 'GET', '/api/survey/swag-survey', { headers })).body;
    const payload = responsesFor(form, { role: 'lead' });
    expect(await statusOf(app, 'POST', '/api/survey/swag-survey/submit', { headers, payload })).toBe(200);
    expect(
      (await call<Evaluation>(app, 'GET', '/api/survey/swag-survey', { headers })).body.hasBeenSubmitted,
    ).toBe(true);
    const again = await call<{ code: string }>(app, 'POST', '/api/survey/swag-survey/submit', {
      headers,
      payload,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('translate.base.error.evaluation.submitted');
  });

  it('answers an unavailable survey with its message, and refuses answers to it', async () => {
    const app = await server.appAt(NOW);
    const closed = (await call<Evaluation>(app, 'GET', '/api/survey/closed-survey')).body;
    expect(closed).toMatchObject({
      isUnavailable: true,
      questionSections: [],
      unavailableMessage: 'This survey has closed. Thank you for your interest.',
    });
    const res = await call<{ code: string; message: string }>(
      app,
      'POST',
      '/api/survey/closed-survey/submit',
      {
        payload: { evaluationId: 'survey-closed', responses: [] },
      },
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'translate.base.error.evaluation.unavailable',
      message: 'This survey has closed. Thank you for your interest.',
    });
    const unknown = (await call<Evaluation>(app, 'GET', '/api/survey/no-such-survey')).body;
    expect(unknown).toMatchObject({
      isUnavailable: true,
      unavailableMessage: 'This survey is not available.',
    });
    expect(await statusOf(app, 'GET', '/api/survey/Bad_Id')).toBe(400);
  });
});

function definition(
  id: string,
  key: string,
  overrides: Partial<EvaluationDefinition> = {},
): EvaluationDefinition {
  return {
    id,
    target: { kind: 'survey', key },
    title: 'Team survey',
    questionSections: [
      {
        id: 'main',
        name: 'Main',
        introduction: '',
        order: 0,
        evaluationQuestions: [
          {
            id: 'score',
            questionText: 'Score',
            type: 'Dropdown',
            required: true,
            visible: true,
            questionOrder: 0,
            options: [
              { id: 'a', value: 'low', displayValue: 'Low', scoreValue: 1 },
              { id: 'b', value: 'high', displayValue: 'High', scoreValue: 5 },
            ],
            evaluationLogic: [
              {
                parentQuestionId: 'score',
                dependentQuestionId: 'why',
                compareBy: 'value',
                operator: 'Equals',
                triggerValue: 'low',
                actions: ['setVisible'],
                labelOverride: 'Why so low?',
              },
            ],
          },
          {
            id: 'why',
            questionText: 'Why?',
            type: 'PlainText',
            required: false,
            visible: false,
            questionOrder: 1,
            options: [],
            evaluationLogic: [],
          },
        ],
      },
    ],
    ...overrides,
  };
}

describe('evaluation definitions', () => {
  it('are the editors’: attendees are refused, anonymous visitors asked to sign in', async () => {
    const app = await server.appAt(NOW);
    expect(await statusOf(app, 'GET', '/api/evaluation-definitions')).toBe(401);
    const attendee = await headersOf(app, 'attendee');
    expect(await statusOf(app, 'GET', '/api/evaluation-definitions', { headers: attendee })).toBe(403);
    const payload = definition('team', 'team');
    expect(await statusOf(app, 'PUT', '/api/evaluation-definitions/team', { headers: attendee, payload })).toBe(403);
  });

  it('every seeded definition passes the schema and the rules when put back', async () => {
    const editor = await asEditor();
    const { app, headers } = editor;
    const list = await definitions(editor);
    expect(list.items.map((d) => d.id).sort()).toEqual([
      'conference',
      'session-10001',
      'survey-closed',
      'survey-swag',
      'type-breakout',
      'type-hands-on-lab',
      'type-keynote',
      'type-theater',
    ]);
    const types = new Set(
      list.items.flatMap((d) => d.questionSections.flatMap((s) => s.evaluationQuestions.map((q) => q.type))),
    );
    expect([...types].sort()).toEqual([
      'Dropdown',
      'MultiSelect',
      'MultilineText',
      'PlainText',
      'RadioList',
      'YesNo',
    ]);
    for (const def of list.items) {
      const res = await call(app, 'PUT', `/api/evaluation-definitions/${def.id}`, { headers, payload: def });
      expect(res.status, def.id).toBe(200);
    }
  });

  it('creates and replaces a definition; the survey form follows it and its label override applies', async () => {
    const { app, headers } = await asEditor();
    const put = await call<EvaluationDefinition>(app, 'PUT', '/api/evaluation-definitions/team', {
      headers,
      payload: definition('team', 'team-survey'),
    });
    expect(put.status).toBe(200);
    // Not anonymous: a visitor without a token is asked to sign in.
    const form = (await call<Evaluation>(app, 'GET', '/api/survey/team-survey')).body;
    expect(form.allowAnonymous).toBe(false);
    const anonymous = await call(app, 'POST', '/api/survey/team-survey/submit', {
      payload: responsesFor(form, { score: 'high' }),
    });
    expect(anonymous.status).toBe(401);
    // Replaced: the dropdown is no longer required.
    const replaced = definition('team', 'team-survey');
    replaced.questionSections[0]!.evaluationQuestions[0]!.required = false;
    expect(await statusOf(app, 'PUT', '/api/evaluation-definitions/team', { headers, payload: replaced })).toBe(200);
    const user = await headersOf(app, 'exhibitor');
    const now = (await call<Evaluation>(app, 'GET', '/api/survey/team-survey', { headers: user })).body;
    expect(now.questionSections[0]!.evaluationQuestions[0]!.required).toBe(false);
    const empty = { evaluationId: 'team', responses: [] };
    expect(await statusOf(app, 'POST', '/api/survey/team-survey/submit', { headers: user, payload: empty })).toBe(200);
  });

  it('refuses bad definitions with 400 and changes nothing', async () => {
    const editor = await asEditor();
    const { app, headers } = editor;
    const before = await definitions(editor);
    const bad = async (payload: unknown, id = 'bad', message?: string) => {
      const res = await call<{ message: string }>(app, 'PUT', `/api/evaluation-definitions/${id}`, {
        headers,
        payload,
      });
      expect(res.status).toBe(400);
      if (message) expect(res.body.message).toBe(message);
    };
    // Schema: no sections, an unknown operator, an unknown property, a text over the limits.
    await bad({ ...definition('bad', 'bad'), questionSections: [] });
    const operator = definition('bad', 'bad');
    (
      operator.questionSections[0]!.evaluationQuestions[0]!.evaluationLogic[0] as { operator: string }
    ).operator = 'Contains';
    await bad(operator);
    await bad({ ...definition('bad', 'bad'), extra: 1 });
    // Rules: path and body ids, logic naming a missing question, a score trigger that is no number, duplicate ids,
    // a choice question without options, an anonymous session evaluation, a target another definition has.
    await bad(
      definition('other', 'bad'),
      'bad',
      'The definition id in the body must be the one in the path.',
    );
    const missing = definition('bad', 'bad');
    missing.questionSections[0]!.evaluationQuestions[0]!.evaluationLogic[0]!.dependentQuestionId = 'gone';
    await bad(missing, 'bad', "Logic on 'score': no dependent question 'gone'.");
    const score = definition('bad', 'bad');
    Object.assign(score.questionSections[0]!.evaluationQuestions[0]!.evaluationLogic[0]!, {
      compareBy: 'score',
      triggerValue: 'high',
    });
    await bad(score, 'bad', "Logic on 'score': a score condition needs a number as its trigger value.");
    const twice = definition('bad', 'bad');
    twice.questionSections[0]!.evaluationQuestions[1]!.id = 'score';
    await bad(twice, 'bad', "Question id 'score' is used twice.");
    const noOptions = definition('bad', 'bad');
    noOptions.questionSections[0]!.evaluationQuestions[0]!.options = [];
    await bad(noOptions, 'bad', "Question 'score' (Dropdown) needs options.");
    await bad(
      definition('bad', 'breakout', { target: { kind: 'sessionType', key: 'breakout' } }),
      'bad',
      "Definition 'type-breakout' already targets sessionType 'breakout'.",
    );
    await bad(
      definition('bad', 'x', { target: { kind: 'sessionType', key: 'x' }, allowAnonymous: true }),
      'bad',
      'Only surveys may be answered anonymously.',
    );
    const after = await definitions(editor);
    expect(after).toEqual(before);
  });
});
