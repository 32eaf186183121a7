// Reliability figure: bad input on every new write route answers 400 and changes nothing (the meeting
// tables compared row by row before and after), on PGlite and (TEST_DATABASE_URL) PostgreSQL. Printed.
import { describe, expect, it } from 'vitest';
import type { AppointmentAnswer, MeetingAnswer } from '../../schemas/api-types.js';
import { meetingBody, openMeetingsTestServer } from '../../test-support/meetings-test-server.js';

const server = openMeetingsTestServer();

describe('bad input', () => {
  it('is refused with 400 on every write route, and nothing changes', async () => {
    const meeting = (await server.call<MeetingAnswer>('attendee', 'POST', '/api/meetings', meetingBody())).body.meeting;
    const appointment = (await server.call<AppointmentAnswer>('attendee', 'POST', '/api/appointments', { name: 'Block', start: '2027-05-18T08:00:00Z', finish: '2027-05-18T09:00:00Z' })).body.appointment;
    const good = meetingBody();
    const apt = { name: 'Block', start: '2027-05-18T08:00:00Z', finish: '2027-05-18T09:00:00Z' };
    const cases: [string, 'POST' | 'PUT' | 'DELETE', string, unknown][] = [];
    const meetingBodies: unknown[] = [
      {}, [], { ...good, subject: '' }, { ...good, subject: '   ' }, { ...good, subject: 7 }, { ...good, time: 'tomorrow' },
      { ...good, endTime: good.time }, { ...good, endTime: '2027-05-18T14:00:00Z' }, { ...good, time: '2027-05-18T00:00:00Z', endTime: '2027-05-19T01:00:00Z' },
      { ...good, meetingTypeName: 'party' }, { ...good, meetingTypeName: 'block' }, { ...good, attendeeIds: 'att-inperson' }, { ...good, attendeeIds: [] },
      { ...good, attendeeIds: ['att-none'] }, { ...good, attendeeIds: Array.from({ length: 10 }, (_, i) => `att-n${i + 1}`) },
      { ...good, tableSize: '4' }, { ...good, tableSize: 0 }, { ...good, meetingUrl: 'javascript:alert(1)' }, { ...good, extra: true },
      { ...good, subject: 'x'.repeat(201) },
    ];
    for (const body of meetingBodies) {
      cases.push(['attendee', 'POST', '/api/meetings', body], ['attendee', 'PUT', `/api/meetings/${meeting.id}`, body]);
    }
    const aptBodies: unknown[] = [{}, { ...apt, name: ' ' }, { ...apt, start: 'soon' }, { ...apt, finish: apt.start }, { ...apt, location: 5 }, { ...apt, more: 1 }];
    for (const body of aptBodies) {
      cases.push(['attendee', 'POST', '/api/appointments', body], ['attendee', 'PUT', `/api/appointments/${appointment.id}`, body]);
    }
    for (const body of [{}, { messageBody: '' }, { messageBody: ' \n ' }, { messageBody: 5 }, { messageBody: 'x'.repeat(4001) }, { messageBody: 'hi', to: 'x' }]) {
      cases.push(['attendee', 'POST', `/api/meetings/${meeting.id}/messages`, body]);
    }
    for (const body of [{}, { meetingIds: [] }, { meetingIds: 'all' }, { meetingIds: ['../x'] }, { meetingIds: [1] }, { other: true }]) {
      cases.push(['attendee', 'POST', '/api/inbox/read', body]);
    }
    // Bad path params on the id routes.
    for (const [method, path] of [['PUT', '/api/meetings/bad%20id'], ['DELETE', '/api/meetings/bad%20id'], ['POST', '/api/meetings/bad%20id/accept'], ['POST', '/api/meetings/bad%20id/decline'], ['DELETE', '/api/appointments/bad%20id']] as const) {
      cases.push(['inperson', method, path, method === 'PUT' ? good : undefined]);
    }
    const before = await server.snapshot();
    const wrong: string[] = [];
    for (const [persona, method, url, body] of cases) {
      const res = await server.call<{ code: string }>(persona, method, url, body);
      if (res.status !== 400 || res.body.code !== 'translate.base.error.bad-request') wrong.push(`${method} ${url} ${JSON.stringify(body)?.slice(0, 80)} -> ${res.status}`);
    }
    expect(wrong).toEqual([]);
    expect(await server.snapshot()).toBe(before);
    const routes = new Set(cases.map(([, m, u]) => `${m} ${u.replace(/(mtg|apt)-[0-9a-f]+|bad%20id/, ':id')}`));
    console.log(`[figure] ${server.store.db.kind}: ${cases.length} bad requests on ${routes.size} write routes: ${cases.length} x 400, meeting tables unchanged`);
  });
});
