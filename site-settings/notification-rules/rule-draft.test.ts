import { describe, expect, it } from 'vitest';
import { RULE_END_BEFORE_START, SEND_BEFORE_MINUTES } from '../../schemas';
import type { NotificationRuleAnswer } from '../../schemas/api-types';
import { bodyOf, draftOf, emptyDraft, validateDraft, type RuleDraft } from './rule-draft';
import { inputClock } from './rule-time';
import { notificationRuleStrings } from './strings';

const utc = inputClock('UTC');
const seattle = inputClock('America/Los_Angeles');

const scheduled = (over: Partial<RuleDraft> = {}): RuleDraft => ({
  ...emptyDraft(),
  name: 'Doors open',
  types: [1, 2],
  subType: '1',
  categories: ['Announcement'],
  registrationTypes: ['digital'],
  title: 'Doors are open',
  body: 'Registration opens in hall A.',
  start: '2026-11-21T09:00',
  ...over,
});
const keysOf = (draft: RuleDraft) => Object.fromEntries(Object.entries(validateDraft(draft, utc)).map(([field, e]) => [field, e.key.split('.').pop()]));

describe('the rule form checks (docs/behaviour/notifications.md, Rule form)', () => {
  it('requires name, notification type, sub type, category, attendee registration type, title, body and start time', () => {
    expect(keysOf(emptyDraft())).toEqual({
      name: 'required', types: 'required', subType: 'required', categories: 'required', registrationTypes: 'required',
      title: 'required', body: 'required', start: 'required',
    });
    expect(keysOf(scheduled())).toEqual({});
    expect(keysOf(scheduled({ name: '   ' }))).toEqual({ name: 'required' });
  });

  it('requires send-before and end time of an automated rule only', () => {
    expect(keysOf(scheduled({ subType: '0' }))).toEqual({ end: 'required', sendBefore: 'required' });
    expect(keysOf(scheduled({ subType: '0', end: '2026-11-22T09:00', sendBefore: '0' }))).toEqual({});
    expect(keysOf(scheduled({ subType: '1', sendBefore: '' }))).toEqual({});
  });

  it("says 'end time should be greater than start time' when the end is not after the start", () => {
    expect(notificationRuleStrings['translate.site-settings.notification-rules.error.end-before-start']).toBe(RULE_END_BEFORE_START);
    expect(RULE_END_BEFORE_START).toBe('end time should be greater than start time');
    expect(keysOf(scheduled({ end: '2026-11-21T09:00' }))).toEqual({ end: 'end-before-start' });
    expect(keysOf(scheduled({ end: '2026-11-21T08:55' }))).toEqual({ end: 'end-before-start' });
    expect(keysOf(scheduled({ end: '2026-11-21T09:05' }))).toEqual({});
  });

  it('keeps times on the 5-minute step and a repeat to multiples of 5 minutes with an end to stop at', () => {
    expect(keysOf(scheduled({ start: '2026-11-21T09:03' }))).toEqual({ start: 'time-step' });
    expect(validateDraft(scheduled({ start: '2026-11-21T09:03' }), utc).start?.values).toEqual({ step: 5 });
    expect(keysOf(scheduled({ repeat: '7', end: '2026-11-21T10:00' }))).toEqual({ repeat: 'repeat' });
    expect(keysOf(scheduled({ repeat: '15' }))).toEqual({ end: 'repeat-needs-end' });
    expect(keysOf(scheduled({ repeat: '15', end: '2026-11-21T10:00' }))).toEqual({});
    expect(keysOf(scheduled({ repeat: '0' }))).toEqual({});
  });

  it('takes site paths and http(s) addresses for images, links and badges, nothing else', () => {
    expect(keysOf(scheduled({ appIcon: '/api/files/a.png', action1Link: 'https://example.com/x', badge2: '' }))).toEqual({});
    expect(keysOf(scheduled({ action1Link: 'javascript:alert(1)', bigImage: '//evil.example/x.png' }))).toEqual({ action1Link: 'address', bigImage: 'address' });
  });
});

describe('the body a save sends', () => {
  it('a new scheduled rule: times on the event clock as UTC instants, the interval, nothing of an automated rule', () => {
    const body = bodyOf(scheduled({ start: '2026-11-21T09:00', end: '2026-11-21T12:00', repeat: '60', sessionTypes: ['keynote'], sendBefore: '15' }), seattle);
    expect(body).toEqual({
      notificationRuleDto: expect.objectContaining({
        notificationID: '', notificationName: 'Doors open', notificationTypes: [1, 2], notificationSubType: 1, categories: ['Announcement'],
        attendeeRegistrationTypes: ['digital'], startDate: '2026-11-21T17:00:00.000Z', endDate: '2026-11-21T20:00:00.000Z',
        instanceIntervals: 60, sessionTypes: [], sessionDeliveryType: null, sessionID: null, isEnrolled: null, appIcon: null,
      }),
    });
  });

  it('an automated rule sends its send-before minutes and the session it follows by code', () => {
    for (const minutes of SEND_BEFORE_MINUTES) {
      const draft = scheduled({ subType: '0', end: '2026-11-22T09:00', sendBefore: String(minutes), sessionCode: 'KEY101', enrolled: 'true' });
      expect(bodyOf(draft, utc).notificationRuleDto).toMatchObject({ notificationSubType: 0, instanceIntervals: minutes, sessionID: 'KEY101', isEnrolled: true });
    }
  });

  it('an edit keeps the version it was read at (updatedTime), the fields the form does not show and the sends switched off', () => {
    const read: NotificationRuleAnswer = {
      notificationRuleDto: {
        ...bodyOf(scheduled(), utc).notificationRuleDto,
        notificationID: 'r1', status: 2, eventID: 'nimbus', updatedBy: 'Sam', updatedTime: '2026-11-20T10:05:00.000Z',
      },
      notificationRuleInstanceDtos: [
        { scheduledTime: '2026-11-21T09:00:00.000Z', isEnabled: false, executedOn: null },
        { scheduledTime: '2026-11-21T10:00:00.000Z', isEnabled: true, executedOn: null },
      ],
      sessionDetailDto: null,
    };
    const draft = draftOf(read, utc);
    expect(draft).toEqual(scheduled());
    const body = bodyOf({ ...draft, title: 'Doors open at 9' }, utc, read);
    expect(body.notificationRuleDto).toMatchObject({ notificationID: 'r1', updatedTime: '2026-11-20T10:05:00.000Z', eventID: 'nimbus', title: 'Doors open at 9' });
    expect(body.notificationRuleInstanceDtos).toEqual([{ scheduledTime: '2026-11-21T09:00:00.000Z', isEnabled: false }]);
  });
});
