// Meetings (docs/behaviour/meetings.md) on PGlite and (TEST_DATABASE_URL) PostgreSQL: create with its
// invitee rules, locations, conflicts with meetings and sessions, answers, edits, cancellation, the schedule events.
import { describe, expect, it } from 'vitest';
import { maxInvitees } from '../../schemas/index.js';
import type { MeetingAnswer, MeetingConflictsAnswer, MeetingList, MeCounts, MeetingAttendeeList } from '../../schemas/api-types.js';
import { appointmentEventsFor, meetingEventsFor } from './events.js';
import { CLASH_SESSION, meetingBody, openMeetingsTestServer } from '../../test-support/meetings-test-server.js';
import { eventState, resolveLocation } from './rules.js';

const server = openMeetingsTestServer();

async function create(persona: string, overrides: Record<string, unknown> = {}): Promise<MeetingAnswer> {
  const res = await server.call<MeetingAnswer>(persona, 'POST', '/api/meetings', meetingBody(overrides));
  if (res.status !== 200) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe('rules', () => {
  it('reads answers case-insensitively; invited, cancelled and missing read as pending', () => {
    expect(['ACCEPTED', 'Declined', 'pending', 'Invited', 'cancelled', '', null, undefined].map(eventState)).toEqual([
      'accepted', 'declined', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending',
    ]);
  });

  it('allows capacity minus one attendees, 9 by default', () => {
    expect(maxInvitees({})).toBe(9);
    expect(maxInvitees({ meetingCapacity: 4 })).toBe(3);
  });

  it('uses the typed location only with showMeetingLocation; an alternative blanks area and table size', () => {
    const typed = { meetingLocation: 'Cafe 3', area: 'B', tableSize: 4 };
    expect(resolveLocation(typed, { showMeetingLocation: false })).toEqual({ meetingLocation: 'Teams', area: 'B', tableSize: 4 });
    expect(resolveLocation(typed, { showMeetingLocation: true, defaultMeetingLocation: 'Teams' })).toEqual({ meetingLocation: 'Cafe 3', area: null, tableSize: null });
    expect(resolveLocation({ meetingLocation: 'Hall C', area: 'B', tableSize: 4 }, { showMeetingLocation: true, defaultMeetingLocation: 'Hall C' })).toEqual({ meetingLocation: 'Hall C', area: 'B', tableSize: 4 });
  });
});

describe('create', () => {
  it('makes the viewer the organizer; duplicates and the organizer are ignored; every invitee starts pending', async () => {
    const { meeting } = await create('attendee', { attendeeIds: ['att-inperson', 'att-inperson', 'att-attendee', 'att-n1'] });
    expect(meeting.ownerId).toBe(server.ids.attendee);
    expect(meeting.ownerDisplayName).toBe('Avery Attendee');
    expect(meeting.isOwner).toBe(true);
    expect(meeting.userResponse).toBe('accepted');
    expect(meeting.requests.map((r) => [r.userId, r.invitationResponse])).toEqual([[server.ids.inperson, 'pending'], ['usr-n1', 'pending']]);
    expect(meeting.status).toBe('active');
    expect(meeting.hasDetails).toBe(true);
  });

  it('refuses more than capacity minus one (9) attendees, unknown, hidden and unavailable people, with nothing written', async () => {
    const before = await server.snapshot();
    const ten = Array.from({ length: 10 }, (_, i) => `att-n${i + 1}`);
    const refusals = [
      [ten, 'A meeting may have at most 9 attendees besides the organizer.'],
      [['att-nobody'], 'No attendee att-nobody.'],
      [['att-hidden'], 'Hana Hidden is not available for meetings.'],
      [['att-busy'], 'Bo Unavailable is not available for meetings.'],
      [['att-attendee'], 'Invite at least one attendee besides yourself.'],
    ] as const;
    for (const [attendeeIds, message] of refusals) {
      const res = await server.call<{ message: string }>('attendee', 'POST', '/api/meetings', meetingBody({ attendeeIds }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    // Nine is the most: accepted.
    expect((await server.call('attendee', 'POST', '/api/meetings', meetingBody({ attendeeIds: ten.slice(0, 9), time: '2027-05-19T08:00:00Z', endTime: '2027-05-19T08:30:00Z' }))).status).toBe(200);
    expect(await server.snapshot()).not.toBe(before);
  });

  it('needs the meetings scope (editors have none: 403) and the showMeetings feature (off: 404)', async () => {
    expect((await server.call('contenteditor', 'POST', '/api/meetings', meetingBody())).status).toBe(403);
    expect((await server.call('anonymous', 'POST', '/api/meetings', meetingBody())).status).toBe(401);
    // Off, and no scoped override turning it on for the meetings scope.
    await server.setSettings({ scopedFeatureOverrides: [] }, { showMeetings: false });
    try {
      const res = await server.call<{ message: string }>('attendee', 'POST', '/api/meetings', meetingBody());
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('This needs the feature showMeetings, which is off.');
      expect((await server.call('attendee', 'GET', '/api/meetings')).status).toBe(404);
    } finally {
      await server.setSettings({}, { showMeetings: true });
    }
  });

  it('keeps the typed location with showMeetingLocation, else the default (Teams); an alternative blanks area and table size', async () => {
    const alt = await create('attendee', { meetingLocation: 'Cafe 3', area: 'North', tableSize: 4 });
    expect([alt.meeting.meetingLocation, alt.meeting.area, alt.meeting.tableSize]).toEqual(['Cafe 3', null, null]);
    const own = await create('attendee', { meetingLocation: 'Teams', area: 'North', tableSize: 4 });
    expect([own.meeting.meetingLocation, own.meeting.area, own.meeting.tableSize]).toEqual(['Teams', 'North', 4]);
    await server.setSettings({ showMeetingLocation: false });
    try {
      const off = await create('attendee', { meetingLocation: 'Cafe 3' });
      expect(off.meeting.meetingLocation).toBe('Teams');
    } finally {
      await server.setSettings({ showMeetingLocation: true });
    }
  });
});

describe('conflicts', () => {
  it("lists the invitee's session as busy to the organizer and by name to the invitee", async () => {
    const answer = await create('attendee', { subject: 'Clash check', time: '2027-05-18T15:30:00Z', endTime: '2027-05-18T16:30:00Z' });
    const inperson = answer.conflicts.find((c) => c.userId === server.ids.inperson);
    expect(inperson?.events.filter((e) => e.kind === 'session')).toEqual([
      { id: `session:${CLASH_SESSION.id}`, title: 'Busy', start: CLASH_SESSION.start, end: CLASH_SESSION.end, kind: 'session', private: true },
    ]);
    const seen = await server.call<MeetingAnswer>('inperson', 'GET', `/api/meetings/${answer.meeting.id}`);
    const own = seen.body.conflicts.find((c) => c.userId === server.ids.inperson);
    expect(own?.events.find((e) => e.kind === 'session')).toMatchObject({ title: CLASH_SESSION.title, private: false });
  });

  it('counts another meeting that overlaps, unless cancelled, declined by the person, or the meeting itself', async () => {
    const slot = { time: '2027-05-20T09:00:00Z', endTime: '2027-05-20T10:00:00Z' };
    const first = await create('attendee', { ...slot, subject: 'First', attendeeIds: ['att-n2', 'att-n3'] });
    const q = (extra = '') => server.call<MeetingConflictsAnswer>('exhibitor', 'GET', `/api/meetings/conflicts?start=2027-05-20T09:30:00Z&end=2027-05-20T10:30:00Z&attendeeIds=att-n2,att-n3,att-attendee${extra}`);
    const people = (await q()).body.conflicts.map((c) => [c.userId, c.events.map((e) => e.title)]);
    expect(people).toEqual([['usr-n2', ['Busy']], ['usr-n3', ['Busy']], [server.ids.attendee, ['Busy']]]);
    // n3 declines: no longer theirs.
    const n3 = await server.store.db.query(`UPDATE meeting_participants SET response = 'declined' WHERE meeting_id = $1 AND user_id = 'usr-n3' RETURNING 1`, [first.meeting.id]);
    expect(n3.rows).toHaveLength(1);
    const after = (await q()).body.conflicts.map((c) => [c.userId, c.events.length]);
    expect(after).toEqual([['usr-n2', 1], [server.ids.attendee, 1]]);
    // Touching ends do not overlap; the meeting being edited is never its own conflict.
    expect((await server.call<MeetingConflictsAnswer>('attendee', 'GET', '/api/meetings/conflicts?start=2027-05-20T10:00:00Z&end=2027-05-20T11:00:00Z&attendeeIds=att-n2')).body.conflicts).toEqual([]);
    expect((await q(`&meetingId=${first.meeting.id}`)).body.conflicts).toEqual([]);
    // Cancelled: gone.
    expect((await server.call('attendee', 'DELETE', `/api/meetings/${first.meeting.id}`)).status).toBe(200);
    expect((await q()).body.conflicts).toEqual([]);
  });
});

describe('answers, edits and cancellation', () => {
  it('an invitee accepts or declines; the answer becomes their response and the event state', async () => {
    const { meeting } = await create('attendee', { subject: 'Answers', time: '2027-05-19T12:00:00Z', endTime: '2027-05-19T12:30:00Z', attendeeIds: ['att-inperson', 'att-exhibitor'] });
    const accepted = await server.call<MeetingAnswer>('inperson', 'POST', `/api/meetings/${meeting.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.meeting.userResponse).toBe('accepted');
    expect(accepted.body.meeting.requests.find((r) => r.userId === server.ids.inperson)?.invitationResponse).toBe('accepted');
    const declined = await server.call<MeetingAnswer>('exhibitor', 'POST', `/api/meetings/${meeting.id}/decline`);
    expect(declined.body.meeting.userResponse).toBe('declined');
    const events = await meetingEventsFor(server.store.db, server.ids.inperson, { from: '2027-05-19T00:00:00Z', to: '2027-05-20T00:00:00Z' });
    expect(events.find((e) => e.id === `meeting:${meeting.id}`)).toMatchObject({ state: 'accepted', eventTypeValue: 2, source: 'meeting', detailNavigation: `/meetings/${meeting.id}`, organizer: 'Avery Attendee' });
    // Declined: not on the exhibitor's schedule.
    expect((await meetingEventsFor(server.store.db, server.ids.exhibitor, {})).some((e) => e.id === `meeting:${meeting.id}`)).toBe(false);
    // The organizer does not answer; a stranger does not see it.
    expect((await server.call('attendee', 'POST', `/api/meetings/${meeting.id}/accept`)).status).toBe(400);
    expect((await server.call('contenteditor', 'POST', `/api/meetings/${meeting.id}/accept`)).status).toBe(403);
  });

  it('only the organizer edits (never an expert-connect meeting) or cancels; a moved meeting asks again', async () => {
    const { meeting } = await create('attendee', { subject: 'Edits', time: '2027-05-19T13:00:00Z', endTime: '2027-05-19T13:30:00Z', attendeeIds: ['att-inperson', 'att-n4'] });
    await server.call('inperson', 'POST', `/api/meetings/${meeting.id}/accept`);
    const body = meetingBody({ subject: 'Edits (renamed)', time: '2027-05-19T13:00:00Z', endTime: '2027-05-19T13:30:00Z', attendeeIds: ['att-inperson', 'att-n5'] });
    expect((await server.call('inperson', 'PUT', `/api/meetings/${meeting.id}`, body)).status).toBe(403);
    const edited = await server.call<MeetingAnswer>('attendee', 'PUT', `/api/meetings/${meeting.id}`, body);
    expect(edited.status).toBe(200);
    expect(edited.body.meeting.subject).toBe('Edits (renamed)');
    // Kept invitee keeps the answer, dropped one left, new one pending.
    expect(edited.body.meeting.requests.map((r) => [r.userId, r.invitationResponse])).toEqual([[server.ids.inperson, 'accepted'], ['usr-n5', 'pending']]);
    const moved = await server.call<MeetingAnswer>('attendee', 'PUT', `/api/meetings/${meeting.id}`, { ...body, time: '2027-05-19T14:00:00Z', endTime: '2027-05-19T14:30:00Z' });
    expect(moved.body.meeting.requests.map((r) => r.invitationResponse)).toEqual(['pending', 'pending']);

    const expert = await create('attendee', { subject: 'Expert', meetingTypeName: 'expert-connect', time: '2027-05-19T15:00:00Z', endTime: '2027-05-19T15:30:00Z' });
    const refused = await server.call<{ message: string }>('attendee', 'PUT', `/api/meetings/${expert.meeting.id}`, meetingBody({ meetingTypeName: 'expert-connect' }));
    expect([refused.status, refused.body.message]).toEqual([403, 'An expert-connect meeting cannot be edited.']);

    expect((await server.call('inperson', 'DELETE', `/api/meetings/${meeting.id}`)).status).toBe(403);
    const cancelled = await server.call<MeetingAnswer>('attendee', 'DELETE', `/api/meetings/${meeting.id}`);
    expect([cancelled.body.meeting.status, cancelled.body.meeting.userResponse]).toEqual(['cancelled', 'cancelled']);
    const late = await server.call<{ code: string }>('inperson', 'POST', `/api/meetings/${meeting.id}/accept`);
    expect([late.status, late.body.code]).toEqual([409, 'translate.base.error.meeting.cancelled']);
    // Answers given before the cancellation are kept; the meeting stays listed, cancelled.
    const list = await server.call<MeetingList>('inperson', 'GET', '/api/meetings');
    expect(list.body.items.find((m) => m.id === meeting.id)?.userResponse).toBe('cancelled');
    expect((await meetingEventsFor(server.store.db, server.ids.inperson, {})).some((e) => e.id === `meeting:${meeting.id}`)).toBe(false);
  });

  it('marks types without details, and lists only meetings the viewer is in', async () => {
    const personal = await create('exhibitor', { subject: 'Personal', meetingTypeName: 'personal', attendeeIds: ['att-n6'], time: '2027-05-21T08:00:00Z', endTime: '2027-05-21T08:30:00Z' });
    expect(personal.meeting.hasDetails).toBe(false);
    const events = await meetingEventsFor(server.store.db, server.ids.exhibitor, { from: '2027-05-21T00:00:00Z' });
    expect(events.find((e) => e.id === `meeting:${personal.meeting.id}`)?.detailNavigation).toBe('');
    const theirs = await server.call<MeetingList>('inperson', 'GET', '/api/meetings');
    expect(theirs.body.items.some((m) => m.id === personal.meeting.id)).toBe(false);
    expect((await server.call('inperson', 'GET', `/api/meetings/${personal.meeting.id}`)).status).toBe(404);
  });
});

describe('attendee picker and counts', () => {
  it('autofill strips trailing dots and whitespace and never offers the viewer or people who cannot attend', async () => {
    const found = await server.call<MeetingAttendeeList>('attendee', 'GET', `/api/meetings/attendees?q=${encodeURIComponent('Imani.. ')}`);
    expect(found.body.items.map((p) => p.attendeeId)).toEqual(['att-inperson']);
    expect(found.body.capacity).toBe(9);
    expect((await server.call<MeetingAttendeeList>('attendee', 'GET', '/api/meetings/attendees?q=Avery')).body.items).toEqual([]);
    expect((await server.call<MeetingAttendeeList>('attendee', 'GET', '/api/meetings/attendees?q=Hana')).body.items).toEqual([]);
    expect((await server.call<MeetingAttendeeList>('attendee', 'GET', '/api/meetings/attendees?ids=att-inperson,att-attendee,att-busy')).body.items.map((p) => p.attendeeId)).toEqual(['att-inperson']);
  });

  it('counts pending invitations the invitee has not opened', async () => {
    const before = (await server.call<MeCounts>('exhibitor', 'GET', '/api/me/counts')).body.newInvites;
    const { meeting } = await create('inperson', { subject: 'Count me', attendeeIds: ['att-exhibitor'], time: '2027-05-19T16:00:00Z', endTime: '2027-05-19T16:30:00Z' });
    expect((await server.call<MeCounts>('exhibitor', 'GET', '/api/me/counts')).body.newInvites).toBe(before + 1);
    await server.call('exhibitor', 'GET', `/api/meetings/${meeting.id}`);
    expect((await server.call<MeCounts>('exhibitor', 'GET', '/api/me/counts')).body.newInvites).toBe(before);
  });
});

describe('appointments', () => {
  const body = { name: 'Prep time', description: 'Slides', start: '2027-05-18T15:00:00Z', finish: '2027-05-18T15:45:00Z', location: 'Hotel' };

  it('needs enableAppointmentCreation to create; shown only with the appointments flag', async () => {
    await server.setSettings({}, { enableAppointmentCreation: false });
    try {
      expect((await server.call('inperson', 'POST', '/api/appointments', body)).status).toBe(404);
    } finally {
      await server.setSettings({}, { enableAppointmentCreation: true });
    }
    const made = await server.call<{ appointment: { id: string }; conflicts: { events: { kind: string; title: string }[] }[] }>('inperson', 'POST', '/api/appointments', body);
    expect(made.status).toBe(200);
    expect(made.body.appointment).toMatchObject({ name: 'Prep time', start: '2027-05-18T15:00:00.000Z', finish: '2027-05-18T15:45:00.000Z', location: 'Hotel', appointmentType: 'block' });
    expect((await server.call<{ items: unknown[] }>('inperson', 'GET', '/api/appointments')).body.items).toHaveLength(1);
    const events = await appointmentEventsFor(server.store.db, server.ids.inperson, {});
    expect(events.map((e) => [e.id, e.eventTypeValue, e.source])).toEqual([[`appointment:${made.body.appointment.id}`, 1, 'appointment']]);
    await server.setSettings({}, { showAppointments: false });
    try {
      expect((await server.call<{ items: unknown[] }>('inperson', 'GET', '/api/appointments')).body.items).toEqual([]);
    } finally {
      await server.setSettings({}, { showAppointments: true });
    }
    // A meeting over the appointment: the appointment is a conflict of its owner.
    const conflicts = await server.call<MeetingConflictsAnswer>('attendee', 'GET', '/api/meetings/conflicts?start=2027-05-18T15:30:00Z&end=2027-05-18T15:40:00Z&attendeeIds=att-inperson');
    expect(conflicts.body.conflicts.find((c) => c.userId === server.ids.inperson)?.events.map((e) => e.kind)).toContain('appointment');
    // Edit and remove: the owner's only.
    expect((await server.call('attendee', 'PUT', `/api/appointments/${made.body.appointment.id}`, body)).status).toBe(404);
    const edited = await server.call<{ appointment: { name: string } }>('inperson', 'PUT', `/api/appointments/${made.body.appointment.id}`, { ...body, name: 'Prep' });
    expect(edited.body.appointment.name).toBe('Prep');
    expect((await server.call<{ items: unknown[] }>('inperson', 'DELETE', `/api/appointments/${made.body.appointment.id}`)).body.items).toEqual([]);
  });
});
