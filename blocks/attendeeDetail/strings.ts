/** English defaults of the attendee page's texts (namespace `attendeeDetail`; texts from the API win). */
export const attendeeDetailNamespace = 'attendeeDetail';
export const attendeeDetailStrings = {
  'translate.attendeeDetail.back': 'All attendees',
  'translate.attendeeDetail.page-title': '{{name}} | Attendees',
  'translate.attendeeDetail.not-found': 'Attendee not found',
  'translate.attendeeDetail.not-found.text': 'There is no attendee at this address, or they chose not to share their profile.',
  'translate.attendeeDetail.load-failed': 'The attendee could not be loaded. Please try again.',
  'translate.attendeeDetail.region': 'Region',
  'translate.attendeeDetail.participation': 'Participation',
  'translate.attendeeDetail.contact': 'Contact {{name}}',
  'translate.attendeeDetail.book-meeting': 'Book a meeting',
  'translate.attendeeDetail.send-message': 'Send message',
  'translate.attendeeDetail.email': 'Email',
  'translate.attendeeDetail.teams-chat': 'Chat in Teams',
  'translate.attendeeDetail.self': 'This is your page as others see it.',
  'translate.attendeeDetail.self.edit': 'Edit your profile',
  // Social links (SocialLinks.tsx)
  'translate.attendeeDetail.social.label': '{{name}} elsewhere',
  'translate.attendeeDetail.social.new-tab': '(opens in a new tab)',
  'translate.attendeeDetail.social.website': 'Website',
} as const;
