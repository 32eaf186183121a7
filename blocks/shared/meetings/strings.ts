/** English defaults of the meeting blocks' shared texts (namespace `shared-meetings`; texts from the API win). */
export const meetingsNamespace = 'shared-meetings';
export const meetingsStrings = {
  // The form frame and saving (FormFrame.tsx, save.ts)
  'translate.shared-meetings.form.back': 'Back',
  'translate.shared-meetings.form.cancel': 'Cancel',
  'translate.shared-meetings.form.changes-saved': 'Your changes were saved.',
  // Start and end (TimeRange.tsx)
  'translate.shared-meetings.time.starts': 'Starts',
  'translate.shared-meetings.time.ends': 'Ends',
  'translate.shared-meetings.time.zone-note': 'Times are in {{zone}}.',
  // The message thread (MessageThread.tsx)
  'translate.shared-meetings.thread.heading': 'Messages',
  'translate.shared-meetings.thread.list-label': '{{heading}}, oldest first',
  'translate.shared-meetings.thread.load-failed': 'The messages could not be loaded.',
  'translate.shared-meetings.thread.empty': 'No messages yet.',
  'translate.shared-meetings.thread.you': 'You',
  'translate.shared-meetings.thread.new': 'New',
  'translate.shared-meetings.thread.pending': 'Pending: saved on this device, sent when you are back online.',
  'translate.shared-meetings.thread.message': 'Message',
  'translate.shared-meetings.thread.placeholder': 'Write a message',
  'translate.shared-meetings.thread.send': 'Send',
  'translate.shared-meetings.thread.blank': 'Write a message first.',
  'translate.shared-meetings.thread.send-failed': 'The message could not be sent. Please try again.',
  // Answers (format.ts)
  'translate.shared-meetings.response.accepted': 'Accepted',
  'translate.shared-meetings.response.pending': 'Pending',
  'translate.shared-meetings.response.declined': 'Declined',
  'translate.shared-meetings.response.cancelled': 'Cancelled',
  // Meeting types (format.ts)
  'translate.shared-meetings.type.customer-meeting': 'Customer meeting',
  'translate.shared-meetings.type.personal': 'Personal',
  'translate.shared-meetings.type.block': 'Blocked time',
  'translate.shared-meetings.type.peernetworking': 'Peer networking',
  'translate.shared-meetings.type.attendee-to-attendee': 'Attendee meeting',
  'translate.shared-meetings.type.developer-roundtable': 'Developer roundtable',
  'translate.shared-meetings.type.expert-connect': 'Expert connect',
  // Time status (time-status.ts)
  'translate.shared-meetings.status.not-available': 'Not available',
  'translate.shared-meetings.status.early': 'Early',
  'translate.shared-meetings.status.available-now': 'Available now',
  'translate.shared-meetings.status.late': 'Late',
  // Parts (parts.tsx)
  'translate.shared-meetings.not-found.text': 'It may have been removed, or it is not one of yours.',
  'translate.shared-meetings.when': 'When',
  'translate.shared-meetings.clash.self': 'Clash: you already have something at this time',
  'translate.shared-meetings.clash.someone': 'Clash: this time is not free for everyone',
  'translate.shared-meetings.clash.people.one': 'Clash: this time is not free for {{count}} person',
  'translate.shared-meetings.clash.people.other': 'Clash: this time is not free for {{count}} people',
  'translate.shared-meetings.clash.own': 'You have “{{title}}” ({{kind}}, {{time}})',
  'translate.shared-meetings.clash.own-private': 'You have something else ({{kind}}, {{time}})',
  'translate.shared-meetings.clash.other': '{{name}} has “{{title}}” ({{kind}}, {{time}})',
  'translate.shared-meetings.clash.other-private': '{{name}} has something else ({{kind}}, {{time}})',
  'translate.shared-meetings.kind.meeting': 'meeting',
  'translate.shared-meetings.kind.appointment': 'appointment',
  'translate.shared-meetings.kind.session': 'session',
} as const;

export type MeetingsKey = keyof typeof meetingsStrings;
