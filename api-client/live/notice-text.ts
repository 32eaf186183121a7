/**
 * The toasts of other people's actions (user-live-effects.ts userEventNotice), as translation keys of the shell's
 * namespace (`common`) with their English texts: the shell shows them in the visitor's language (renderer's
 * shellStrings carries these defaults); without a translator they read in English.
 */
export const liveNoticeStrings = {
  'translate.shell.live.waitlist-promoted': 'You are in: {{title}} moved from the waitlist to your schedule',
  'translate.shell.live.meeting-invited-by': '{{by}} invited you to a meeting: {{subject}}',
  'translate.shell.live.meeting-invited': 'You are invited to a meeting: {{subject}}',
  'translate.shell.live.meeting-accepted-by': '{{by}} accepted {{subject}}',
  'translate.shell.live.meeting-accepted': 'An invitee accepted {{subject}}',
  'translate.shell.live.meeting-declined-by': '{{by}} declined {{subject}}',
  'translate.shell.live.meeting-declined': 'An invitee declined {{subject}}',
  'translate.shell.live.meeting-cancelled': 'Meeting cancelled: {{subject}}',
  'translate.shell.live.meeting-edited': 'Meeting changed: {{subject}}',
  'translate.shell.live.notification': '{{title}}: {{body}}',
} as const;

/** A toast's text: its key and the values of its placeholders (titles, names: content, not translated). */
export interface LiveNotice {
  key: keyof typeof liveNoticeStrings;
  values: Readonly<Record<string, string>>;
}

/** The notice in English (its placeholders filled in). */
export function englishNotice(notice: LiveNotice): string {
  return liveNoticeStrings[notice.key].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => notice.values[name] ?? '');
}
