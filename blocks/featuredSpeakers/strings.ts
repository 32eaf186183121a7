/** English defaults of the featured speakers' texts (namespace `featuredSpeakers`; texts from the API win). */
export const featuredSpeakersNamespace = 'featuredSpeakers';
export const featuredSpeakersStrings = {
  'translate.featuredSpeakers.view-all': 'View all speakers',
  'translate.featuredSpeakers.social-list': '{{name}} on social media',
  'translate.featuredSpeakers.social-link': '{{name}} on {{network}}',
  /** A speaker's job title and company, when both are given. */
  'translate.featuredSpeakers.role-company': '{{role}}, {{company}}',
} as const;
