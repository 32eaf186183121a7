/** English defaults of the sponsor shuffle's texts (namespace `sponsorShuffle`; texts from the API win). */
export const sponsorShuffleNamespace = 'sponsorShuffle';
export const sponsorShuffleStrings = {
  'translate.sponsorShuffle.heading': 'Our sponsors',
  'translate.sponsorShuffle.load-error': 'Sponsors could not be loaded.',
  'translate.sponsorShuffle.shuffle': 'Shuffle',
  'translate.sponsorShuffle.view-all': 'View all sponsors',
  'translate.sponsorShuffle.off-site': 'The sponsors show here on the site.',
} as const;
