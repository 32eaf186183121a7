/** English defaults of the speaker directory's texts (namespace `speakerDirectory`; texts from the API win). */
export const speakerDirectoryNamespace = 'speakerDirectory';
export const speakerDirectoryStrings = {
  // Per route: the speakers (/speakers) or the experts (/experts)
  'translate.speakerDirectory.speakers.label': 'Speakers',
  'translate.speakerDirectory.speakers.search': 'Search speakers',
  'translate.speakerDirectory.speakers.count.one': '{{count}} speaker',
  'translate.speakerDirectory.speakers.count.other': '{{count}} speakers',
  'translate.speakerDirectory.speakers.load-failed': 'The speakers could not be loaded. Please try again.',
  'translate.speakerDirectory.speakers.pages': 'Speakers pages',
  'translate.speakerDirectory.speakers.empty': 'No speakers match. Try other words.',
  'translate.speakerDirectory.speakers.empty-company': 'No speakers match. Try other words or all companies.',
  'translate.speakerDirectory.experts.label': 'Experts',
  'translate.speakerDirectory.experts.search': 'Search experts',
  'translate.speakerDirectory.experts.count.one': '{{count}} expert',
  'translate.speakerDirectory.experts.count.other': '{{count}} experts',
  'translate.speakerDirectory.experts.load-failed': 'The experts could not be loaded. Please try again.',
  'translate.speakerDirectory.experts.pages': 'Experts pages',
  'translate.speakerDirectory.experts.empty': 'No experts match. Try other words.',
  'translate.speakerDirectory.experts.empty-company': 'No experts match. Try other words or all companies.',
  'translate.speakerDirectory.company': 'Company',
  'translate.speakerDirectory.all-companies': 'All companies',
} as const;
