/** English defaults of Happening Now's texts (namespace `happeningNow`; texts from the API win). */
export const happeningNowNamespace = 'happeningNow';
export const happeningNowStrings = {
  'translate.happeningNow.heading': 'Happening now',
  'translate.happeningNow.auto-refresh': 'Auto refresh',
  'translate.happeningNow.loading': 'Loading sessions…',
  'translate.happeningNow.error': 'Sessions could not be loaded.',
  'translate.happeningNow.empty': 'Nothing is happening right now.',
  'translate.happeningNow.show-more': 'Show more',
  'translate.happeningNow.show-fewer': 'Show fewer',
  'translate.happeningNow.off-site': 'The sessions happening now show here on the site.',
} as const;
