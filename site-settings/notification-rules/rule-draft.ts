// The rule form's working copy and its checks (docs/behaviour/notifications.md, Rule form): what the inputs hold, the
// errors the form shows before anything is sent (the same rules the server applies: server/notifications/
// rule-checks.ts), and the body a save sends.
import {
  NOTIFICATION_SUB_TYPE, NOTIFICATION_TIME_STEP_MINUTES, type NotificationCategory, type NotificationTypeNumber,
} from '../../schemas';
import type { NotificationRule, NotificationRuleAnswer, NotificationRuleBody } from '../../schemas/api-types';
import type { RuleInputClock } from './rule-time';
import type { NotificationRuleStringKey } from './strings';

/** Each input's value as the form holds it: text for the inputs, '' for "not chosen" or "any". */
export interface RuleDraft {
  name: string;
  types: NotificationTypeNumber[];
  subType: '' | '0' | '1';
  categories: NotificationCategory[];
  registrationTypes: string[];
  checkedIn: '' | 'CheckedIn' | 'NotCheckedIn';
  enrolled: '' | 'true' | 'false';
  attended: '' | 'true' | 'false';
  sessionTypes: string[];
  deliveryType: string;
  sessionCode: string;
  title: string;
  body: string;
  appIcon: string;
  bigImage: string;
  action1Name: string;
  action1Link: string;
  badge1: string;
  action2Name: string;
  action2Link: string;
  badge2: string;
  /** datetime-local values on the form's clock. */
  start: string;
  end: string;
  /** Scheduled: minutes between sends ('' or '0': once). */
  repeat: string;
  /** Automated: minutes before each session start, one of SEND_BEFORE_MINUTES. */
  sendBefore: string;
}

export type DraftField = keyof RuleDraft;

/** The field an error belongs to, and its message key (with the values it names). */
export type DraftErrors = Partial<Record<DraftField, { key: NotificationRuleStringKey; values?: Record<string, unknown> }>>;

export const emptyDraft = (): RuleDraft => ({
  name: '', types: [], subType: '', categories: [], registrationTypes: [], checkedIn: '', enrolled: '', attended: '',
  sessionTypes: [], deliveryType: '', sessionCode: '', title: '', body: '', appIcon: '', bigImage: '',
  action1Name: '', action1Link: '', badge1: '', action2Name: '', action2Link: '', badge2: '',
  start: '', end: '', repeat: '', sendBefore: '',
});

const text = (value: string | null | undefined) => value ?? '';
const choice = (value: boolean | null | undefined): RuleDraft['enrolled'] => (value === true ? 'true' : value === false ? 'false' : '');

/** The draft of a stored rule (its session by code when the server named one). */
export function draftOf(answer: NotificationRuleAnswer, clock: RuleInputClock): RuleDraft {
  const rule = answer.notificationRuleDto;
  const automated = rule.notificationSubType === NOTIFICATION_SUB_TYPE.Automated;
  const interval = rule.instanceIntervals ?? null;
  return {
    name: rule.notificationName,
    types: [...rule.notificationTypes],
    subType: String(rule.notificationSubType) as RuleDraft['subType'],
    categories: [...rule.categories],
    registrationTypes: [...rule.attendeeRegistrationTypes],
    checkedIn: rule.isAttendeeCheckedIn ?? '',
    enrolled: choice(rule.isEnrolled),
    attended: choice(rule.hasAttended),
    sessionTypes: [...(rule.sessionTypes ?? [])],
    deliveryType: text(rule.sessionDeliveryType),
    sessionCode: text(answer.sessionDetailDto?.sessionCode ?? rule.sessionID),
    title: rule.title,
    body: rule.body,
    appIcon: text(rule.appIcon),
    bigImage: text(rule.bigImage),
    action1Name: text(rule.action1Name),
    action1Link: text(rule.action1Link),
    badge1: text(rule.badge1),
    action2Name: text(rule.action2Name),
    action2Link: text(rule.action2Link),
    badge2: text(rule.badge2),
    start: clock.wallOf(rule.startDate),
    end: clock.wallOf(rule.endDate),
    repeat: !automated && interval !== null && interval > 0 ? String(interval) : '',
    sendBefore: automated && interval !== null ? String(interval) : '',
  };
}

// The schema's pattern of the rule's addresses (schemas/entities/notification-rule.schema.json): a site path or http(s).
const ADDRESS = /^$|^\/(?![/\\])|^https?:\/\/[^\s]+$/;
const ADDRESS_FIELDS = ['appIcon', 'bigImage', 'action1Link', 'badge1', 'action2Link', 'badge2'] as const satisfies readonly DraftField[];

const onStep = (wall: string) => Number(wall.slice(14, 16)) % NOTIFICATION_TIME_STEP_MINUTES === 0;

/**
 * What keeps the draft from being saved, field by field, in the form's order. Required: name, notification type,
 * sub type, category, attendee registration type, title, body, start time; automated rules also send-before and end
 * time. The end must come after the start (the spec's exact message), times sit on the 5-minute step, and a repeat is a
 * multiple of 5 minutes with an end time to stop at.
 */
export function validateDraft(draft: RuleDraft, clock: RuleInputClock): DraftErrors {
  const errors: DraftErrors = {};
  const required = { key: 'translate.site-settings.notification-rules.error.required' } as const;
  const step = { step: NOTIFICATION_TIME_STEP_MINUTES };
  const automated = draft.subType === String(NOTIFICATION_SUB_TYPE.Automated);
  if (!draft.name.trim()) errors.name = required;
  if (draft.types.length === 0) errors.types = required;
  if (draft.subType === '') errors.subType = required;
  if (draft.categories.length === 0) errors.categories = required;
  if (draft.registrationTypes.length === 0) errors.registrationTypes = required;
  if (!draft.title.trim()) errors.title = required;
  if (!draft.body.trim()) errors.body = required;
  for (const field of ADDRESS_FIELDS) {
    if (!ADDRESS.test(draft[field].trim())) errors[field] = { key: 'translate.site-settings.notification-rules.error.address' };
  }
  const start = clock.instantOf(draft.start);
  const end = clock.instantOf(draft.end);
  if (start === null) errors.start = required;
  else if (!onStep(draft.start)) errors.start = { key: 'translate.site-settings.notification-rules.error.time-step', values: step };
  const repeat = draft.repeat.trim() === '' ? 0 : Number(draft.repeat);
  if (end === null) {
    if (automated) errors.end = required;
    else if (repeat > 0) errors.end = { key: 'translate.site-settings.notification-rules.error.repeat-needs-end' };
  } else if (start !== null && Date.parse(end) <= Date.parse(start)) {
    errors.end = { key: 'translate.site-settings.notification-rules.error.end-before-start' };
  } else if (!onStep(draft.end)) {
    errors.end = { key: 'translate.site-settings.notification-rules.error.time-step', values: step };
  }
  if (automated && draft.sendBefore === '') errors.sendBefore = required;
  if (!automated && (!Number.isInteger(repeat) || repeat < 0 || repeat % NOTIFICATION_TIME_STEP_MINUTES !== 0)) {
    errors.repeat = { key: 'translate.site-settings.notification-rules.error.repeat', values: step };
  }
  return errors;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const boolOf = (value: RuleDraft['enrolled']) => (value === '' ? null : value === 'true');

/**
 * The body of a save. `base` is the rule as it was read (an edit): its fields the form does not show travel back as
 * they were, its updatedTime is the version the edit builds on (the server refuses it with 409 when someone saved
 * since), and its sends that were switched off stay off. Fields of the other sub type are cleared.
 */
export function bodyOf(draft: RuleDraft, clock: RuleInputClock, base?: NotificationRuleAnswer): NotificationRuleBody {
  const automated = draft.subType === String(NOTIFICATION_SUB_TYPE.Automated);
  const repeat = Number(draft.repeat.trim() || 0);
  const rule: NotificationRule = {
    ...base?.notificationRuleDto,
    notificationID: base?.notificationRuleDto.notificationID ?? '',
    notificationName: draft.name.trim(),
    notificationTypes: draft.types as NotificationRule['notificationTypes'],
    notificationSubType: automated ? NOTIFICATION_SUB_TYPE.Automated : NOTIFICATION_SUB_TYPE.Scheduled,
    categories: draft.categories as NotificationRule['categories'],
    attendeeRegistrationTypes: draft.registrationTypes as NotificationRule['attendeeRegistrationTypes'],
    isAttendeeCheckedIn: draft.checkedIn === '' ? null : draft.checkedIn,
    hasAttended: boolOf(draft.attended),
    isEnrolled: automated ? boolOf(draft.enrolled) : null,
    sessionTypes: automated ? draft.sessionTypes : [],
    sessionDeliveryType: automated ? orNull(draft.deliveryType) : null,
    // The server resolves a session code as well as an id.
    sessionID: automated ? orNull(draft.sessionCode) : null,
    title: draft.title.trim(),
    body: draft.body.trim(),
    appIcon: orNull(draft.appIcon),
    bigImage: orNull(draft.bigImage),
    action1Name: orNull(draft.action1Name),
    action1Link: orNull(draft.action1Link),
    badge1: orNull(draft.badge1),
    action2Name: orNull(draft.action2Name),
    action2Link: orNull(draft.action2Link),
    badge2: orNull(draft.badge2),
    startDate: clock.instantOf(draft.start) ?? '',
    endDate: clock.instantOf(draft.end),
    instanceIntervals: automated ? Number(draft.sendBefore) : repeat > 0 ? repeat : null,
  };
  const switchedOff = (base?.notificationRuleInstanceDtos ?? [])
    .filter((i) => !i.isEnabled && !i.executedOn)
    .map((i) => ({ scheduledTime: i.scheduledTime, isEnabled: false }));
  return { notificationRuleDto: rule, ...(switchedOff.length > 0 ? { notificationRuleInstanceDtos: switchedOff } : {}) };
}

/** Where a server refusal's `details.field` (the rule's property) shows in the form. */
export const DRAFT_FIELD_OF: Readonly<Record<string, DraftField>> = {
  notificationName: 'name',
  notificationTypes: 'types',
  notificationSubType: 'subType',
  categories: 'categories',
  attendeeRegistrationTypes: 'registrationTypes',
  sessionID: 'sessionCode',
  title: 'title',
  body: 'body',
  startDate: 'start',
  endDate: 'end',
  appIcon: 'appIcon',
  bigImage: 'bigImage',
  action1Link: 'action1Link',
  action2Link: 'action2Link',
  badge1: 'badge1',
  badge2: 'badge2',
};
