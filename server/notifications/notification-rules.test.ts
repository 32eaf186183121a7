// Notification rules on PGlite and (TEST_DATABASE_URL) PostgreSQL: site editors only; a new rule is saved for review
// (status 0, disabled) under a server-made id; bad input is a clear 400 that writes nothing; an edit based on an
// old read is refused; status changes and deletes are recorded in the history.
import { describe, expect, it } from 'vitest';
import type { NotificationHistory, NotificationRuleAnswer, NotificationRuleList } from '../../schemas/api-types.js';
import { openEvaluationsTestServer } from '../../test-support/evaluations-test-server.js';
import { as, scheduledRule } from './rules.test-helpers.js';

const server = openEvaluationsTestServer();
const NOW = '2026-11-20T10:00:00Z';

describe('notification rules', () => {
  it('are for site editors only: anonymous 401, attendees and content editors 403', async () => {
    const app = await server.appAt(NOW);
    expect((await as(app, null, 'GET', '/api/pushnotification/rules')).status).toBe(401);
    expect((await as(app, 'attendee', 'GET', '/api/pushnotification/rules')).status).toBe(403);
    expect((await as(app, 'contenteditor', 'POST', '/api/pushnotification/rules', scheduledRule())).status).toBe(403);
    expect((await as(app, 'siteeditor', 'GET', '/api/pushnotification/rules')).status).toBe(200);
  });

  it("answers the attendees' registration types for the audience picker", async () => {
    const app = await server.appAt(NOW);
    const { body } = await as<{ attendeeTypes: { logicalValue: string; displayValue: string }[] }>(app, 'siteeditor', 'GET', '/api/pushnotification/attendee-types');
    expect(body.attendeeTypes.map((t) => t.logicalValue)).toEqual(expect.arrayContaining(['digital', 'exhibitor', 'inperson']));
    expect(body.attendeeTypes.find((t) => t.logicalValue === 'inperson')?.displayValue).toBe('In person');
  });

  it('saves a new rule with status 0, disabled, under a new id, with its sends; reads it back and lists it', async () => {
    const app = await server.appAt(NOW);
    const body = scheduledRule({ notificationName: 'Hourly', startDate: '2026-11-21T09:00:00Z', endDate: '2026-11-21T12:00:00Z', instanceIntervals: 60 });
    const created = await as<NotificationRuleAnswer>(app, 'siteeditor', 'POST', '/api/pushnotification/rules', body);
    expect(created.status).toBe(200);
    const rule = created.body.notificationRuleDto;
    expect(rule.notificationID).toMatch(/^[0-9a-f-]{36}$/);
    expect(rule).toMatchObject({ status: 0, isEnabled: false, isDeleted: false, createdBy: 'Sam Siteeditor', updatedBy: 'Sam Siteeditor' });
    expect(created.body.notificationRuleInstanceDtos.map((i) => i.scheduledTime)).toEqual([
      '2026-11-21T09:00:00.000Z', '2026-11-21T10:00:00.000Z', '2026-11-21T11:00:00.000Z', '2026-11-21T12:00:00.000Z',
    ]);
    const read = await as<NotificationRuleAnswer>(app, 'siteeditor', 'GET', `/api/pushnotification/rules/${rule.notificationID}`);
    expect(read.body).toEqual(created.body);
    const list = await as<NotificationRuleList>(app, 'siteeditor', 'GET', '/api/pushnotification/rules');
    expect(list.body.rules.find((r) => r.rule.notificationID === rule.notificationID)).toMatchObject({
      nextSend: '2026-11-21T09:00:00.000Z', instances: 4, sent: 0, delivered: 0,
    });
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const app = await server.appAt(NOW);
    const count = async () => (await as<NotificationRuleList>(app, 'siteeditor', 'GET', '/api/pushnotification/rules')).body.rules.length;
    const before = await count();
    const post = (body: unknown) => as<{ message: string }>(app, 'siteeditor', 'POST', '/api/pushnotification/rules', body);
    const endFirst = await post(scheduledRule({ startDate: '2026-11-21T10:00:00Z', endDate: '2026-11-21T09:00:00Z' }));
    expect(endFirst).toMatchObject({ status: 400, body: { message: 'end time should be greater than start time' } });
    expect((await post(scheduledRule({ notificationTypes: [3 as 0] }))).status).toBe(400);
    expect((await post(scheduledRule({ categories: ['Gossip' as 'Events'] }))).status).toBe(400);
    expect((await post(scheduledRule({ title: '' }))).status).toBe(400);
    expect((await post({ notificationRuleDto: { notificationName: 'No body' } })).status).toBe(400);
    expect((await post(scheduledRule({ action1Link: 'javascript:alert(1)' }))).status).toBe(400);
    const unknownType = await post(scheduledRule({ attendeeRegistrationTypes: ['astronaut'] }));
    expect(unknownType).toMatchObject({ status: 400, body: { message: 'Unknown attendee registration type: astronaut.' } });
    const automated = await post(scheduledRule({ notificationSubType: 0, endDate: null, instanceIntervals: 15 }));
    expect(automated).toMatchObject({ status: 400, body: { message: 'An automated rule needs an end time.' } });
    const sendBefore = await post(scheduledRule({ notificationSubType: 0, endDate: '2026-11-22T00:00:00Z', instanceIntervals: 10 }));
    expect(sendBefore).toMatchObject({ status: 400, body: { message: 'An automated rule sends 0, 5, 15, 30, 60 minutes before each session start.' } });
    const flood = await post(scheduledRule({ endDate: '2026-12-31T00:00:00Z', instanceIntervals: 5 }));
    expect(flood).toMatchObject({ status: 400, body: { message: expect.stringMatching(/more than 500 times/) } });
    expect(await count()).toBe(before);
  });

  it('an automated rule sends the chosen minutes before each session of its types in its period', async () => {
    const app = await server.appAt(NOW);
    const keynotes = server.sessions().filter((s) => s.sessionType.logicalValue === 'keynote' && s.startDateTime);
    const first = keynotes[0]!;
    const body = scheduledRule({
      notificationName: 'Keynote reminder', notificationSubType: 0, sessionTypes: ['keynote'], instanceIntervals: 15,
      startDate: first.startDateTime!, endDate: new Date(Date.parse(first.startDateTime!) + 1).toISOString(),
    });
    const { status, body: answer } = await as<NotificationRuleAnswer>(app, 'siteeditor', 'POST', '/api/pushnotification/rules', body);
    expect(status).toBe(200);
    const starting = keynotes.filter((s) => s.startDateTime === first.startDateTime);
    expect(answer.notificationRuleInstanceDtos.map((i) => [i.sessionID, i.scheduledTime]).sort()).toEqual(
      starting.map((s) => [s.sessionId, new Date(Date.parse(first.startDateTime!) - 15 * 60_000).toISOString()]).sort(),
    );
  });

  it("an edit goes back to review; an edit based on an old read is refused with the colleague's name", async () => {
    const app = await server.appAt(NOW);
    const created = (await as<NotificationRuleAnswer>(app, 'siteeditor', 'POST', '/api/pushnotification/rules', scheduledRule())).body;
    const id = created.notificationRuleDto.notificationID!;
    const deployed = await as<NotificationRuleAnswer>(app, 'siteeditor', 'POST', `/api/pushnotification/rules/${id}/Approved`);
    expect(deployed.body.notificationRuleDto).toMatchObject({ status: 1, isEnabled: false });
    await server.appAt('2026-11-20T10:05:00Z');
    const fresh = deployed.body.notificationRuleDto;
    const edited = await as<NotificationRuleAnswer>(app, 'siteeditor', 'PUT', '/api/pushnotification/rules', {
      notificationRuleDto: { ...fresh, title: 'Doors open at 9' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.notificationRuleDto).toMatchObject({ title: 'Doors open at 9', status: 0, isEnabled: false });
    const stale = await as<{ message: string }>(app, 'siteeditor', 'PUT', '/api/pushnotification/rules', {
      notificationRuleDto: { ...fresh, title: 'Lost update' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^Sam Siteeditor changed this rule at 2026-11-20T10:05:00.000Z/);
    const read = await as<NotificationRuleAnswer>(app, 'siteeditor', 'GET', `/api/pushnotification/rules/${id}`);
    expect(read.body.notificationRuleDto.title).toBe('Doors open at 9');
  });

  it('status changes by name or number, delete with 404 after, and the history of who did what', async () => {
    const app = await server.appAt(NOW);
    const id = (await as<NotificationRuleAnswer>(app, 'siteeditor', 'POST', '/api/pushnotification/rules', scheduledRule({ startDate: '2027-01-01T00:00:00Z' })))
      .body.notificationRuleDto.notificationID!;
    expect((await as(app, 'siteeditor', 'POST', `/api/pushnotification/rules/${id}/Shipped`)).status).toBe(400);
    const deployed = await as<NotificationRuleAnswer>(app, 'siteeditor', 'POST', `/api/pushnotification/rules/${id}/2`);
    expect(deployed.body.notificationRuleDto).toMatchObject({ status: 2, isEnabled: true });
    expect((await as(app, 'siteeditor', 'DELETE', `/api/pushnotification/rules/${id}`)).body).toEqual({ success: true });
    expect((await as(app, 'siteeditor', 'GET', `/api/pushnotification/rules/${id}`)).status).toBe(404);
    expect((await as(app, 'siteeditor', 'DELETE', `/api/pushnotification/rules/${id}`)).status).toBe(404);
    expect((await as(app, 'siteeditor', 'GET', '/api/pushnotification/rules/nope')).status).toBe(404);
    const history = await as<NotificationHistory>(app, 'siteeditor', 'GET', `/api/pushnotification/rules/${id}/history`);
    expect(history.body.changes.map((c) => [c.action, c.status, c.by])).toEqual([
      ['created', 0, 'Sam Siteeditor'], ['status', 2, 'Sam Siteeditor'], ['deleted', null, 'Sam Siteeditor'],
    ]);
  });
});
