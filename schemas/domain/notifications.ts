/**
 * The notification area's fixed vocabulary: channels, rule kinds and states, audiences, categories, the editor's
 * send-before options and the attendee's defaults. The JSON Schemas (schemas/entities/notification-rule.schema.json and
 * the /pushnotification bodies) spell the same enums; schemas/domain/notifications.test.ts keeps them equal.
 */

/** The channels a rule sends through, by their wire numbers: Push 0, Toast 1, Inbox 2. */
export const NOTIFICATION_TYPES = ['Push', 'Toast', 'Inbox'] as const;
export type NotificationTypeName = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_TYPE = { Push: 0, Toast: 1, Inbox: 2 } as const satisfies Record<NotificationTypeName, number>;
export type NotificationTypeNumber = (typeof NOTIFICATION_TYPE)[NotificationTypeName];

/** Automated rules follow sessions (a time before each start); scheduled rules send at set times. */
export const NOTIFICATION_SUB_TYPE = { Automated: 0, Scheduled: 1 } as const;

/** A rule's review states, by their wire numbers. Only a deployed, enabled rule sends. */
export const RULE_STATUSES = ['PendingApproval', 'Approved', 'Deployed'] as const;
export type RuleStatusName = (typeof RULE_STATUSES)[number];
export const RULE_STATUS = { PendingApproval: 0, Approved: 1, Deployed: 2 } as const satisfies Record<RuleStatusName, number>;

export const CHECK_IN_STATES = ['CheckedIn', 'NotCheckedIn'] as const;

export const NOTIFICATION_CATEGORIES = ['Announcement', 'Events', 'AppUpdates', 'Informational', 'Messages', 'Reminders'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** How long before each session start an automated rule sends, in minutes. */
export const SEND_BEFORE_MINUTES = [0, 5, 15, 30, 60] as const;
/** The notification form's time picker steps by 5 minutes (the site's other time pickers by 15). */
export const NOTIFICATION_TIME_STEP_MINUTES = 5;

/** A new user's choices: push on, inbox and toast off; only announcements among the categories. */
export const DEFAULT_NOTIFICATION_TYPES: Readonly<Record<NotificationTypeName, boolean>> = { Push: true, Toast: false, Inbox: false };
export const DEFAULT_NOTIFICATION_CATEGORIES: Readonly<Record<NotificationCategory, boolean>> = {
  Announcement: true, Events: false, AppUpdates: false, Informational: false, Messages: false, Reminders: false,
};

/** How often open pages ask for the unread count (the live channel also tells them at once). */
export const NOTIFICATION_UNREAD_POLL_SECONDS = 15;
/** Notification times within this many days show as "3 hours ago"; older ones as a date. */
export const NOTIFICATION_RELATIVE_DAYS = 3;

/** A scheduled rule repeats at most this many times (an interval of 5 minutes over weeks would flood everyone). */
export const MAX_RULE_INSTANCES = 500;

export const RULE_END_BEFORE_START = 'end time should be greater than start time';
