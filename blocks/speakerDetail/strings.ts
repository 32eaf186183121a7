/** English defaults of the speaker page's texts (namespace `speakerDetail`; texts from the API win). */
export const speakerDetailNamespace = 'speakerDetail';
export const speakerDetailStrings = {
  'translate.speakerDetail.back.speakers': 'All speakers',
  'translate.speakerDetail.back.experts': 'All experts',
  'translate.speakerDetail.page-title.speakers': '{{name}} | Speakers',
  'translate.speakerDetail.page-title.experts': '{{name}} | Experts',
  'translate.speakerDetail.not-found': 'Speaker not found',
  'translate.speakerDetail.not-found.text': 'There is no speaker at this address. They may have been removed from the program.',
  'translate.speakerDetail.load-failed': 'The speaker could not be loaded. Please try again.',
  'translate.speakerDetail.sessions': 'Sessions',
  'translate.speakerDetail.sessions.none': 'No sessions are scheduled for {{name}} yet.',
  'translate.speakerDetail.sessions.label': 'Sessions with {{name}}',
} as const;
