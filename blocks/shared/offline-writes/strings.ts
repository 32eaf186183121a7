/** English defaults of the offline writes' texts (namespace `shared-offline-writes`; texts from the API win). */
export const offlineWritesNamespace = 'shared-offline-writes';
export const offlineWritesStrings = {
  'translate.shared-offline-writes.waitlisted': '{{label}} filled up while you were offline: you are on its waitlist.',
  'translate.shared-offline-writes.failed.rsvp': 'Your RSVP for {{label}}, made offline, could not be saved: {{reason}}',
  'translate.shared-offline-writes.failed.rsvp-cancel': 'Cancelling your RSVP for {{label}}, made offline, could not be saved: {{reason}}',
  'translate.shared-offline-writes.failed.schedule-add': 'Adding {{label}} to your schedule, made offline, could not be saved: {{reason}}',
  'translate.shared-offline-writes.failed.schedule-remove': 'Removing {{label}} from your schedule, made offline, could not be saved: {{reason}}',
  'translate.shared-offline-writes.failed.favorite-add': 'Adding {{label}} to your favorites, made offline, could not be saved: {{reason}}',
  'translate.shared-offline-writes.failed.favorite-remove': 'Removing {{label}} from your favorites, made offline, could not be saved: {{reason}}',
  'translate.shared-offline-writes.failed.evaluation': 'Your answers for {{label}}, given offline, could not be saved: {{reason}}',
  'translate.shared-offline-writes.failed.message': 'Your message in {{label}}, written offline, could not be sent: {{reason}}',
  'translate.shared-offline-writes.sent.evaluation': 'Your answers for {{label}}, given offline, are saved.',
  'translate.shared-offline-writes.sent.message': 'Your message in {{label}}, written offline, was sent.',
} as const;
