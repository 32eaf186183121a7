/** English defaults of the promoted sessions' texts (namespace `promotedSessions`; texts from the API win). */
export const promotedSessionsNamespace = 'promotedSessions';
export const promotedSessionsStrings = {
  'translate.promotedSessions.heading': 'Promoted sessions',
  'translate.promotedSessions.see-all': 'See all',
  'translate.promotedSessions.loading': 'Loading sessions…',
  'translate.promotedSessions.error': 'Sessions could not be loaded.',
  'translate.promotedSessions.empty': 'No sessions to show yet.',
  'translate.promotedSessions.off-site': 'The promoted sessions show here on the site.',
} as const;
