/** English defaults of the attendee directory's texts (namespace `attendeeDirectory`; texts from the API win). */
export const attendeeDirectoryNamespace = 'attendeeDirectory';
export const attendeeDirectoryStrings = {
  'translate.attendeeDirectory.label': 'Attendees',
  'translate.attendeeDirectory.sign-in': 'Sign in to see the attendee directory.',
  'translate.attendeeDirectory.not-for-you': 'The attendee directory is not available to you.',
  'translate.attendeeDirectory.privacy-notice': 'Only attendees who chose to appear in the directory are listed. You decide what others see in your contact preferences.',
  'translate.attendeeDirectory.search': 'Search attendees',
  'translate.attendeeDirectory.view': 'View',
  'translate.attendeeDirectory.view.card': 'Cards',
  'translate.attendeeDirectory.view.list': 'List',
  'translate.attendeeDirectory.count.one': '{{count}} attendee',
  'translate.attendeeDirectory.count.other': '{{count}} attendees',
  'translate.attendeeDirectory.load-failed': 'The attendees could not be loaded. Please try again.',
  'translate.attendeeDirectory.pages': 'Attendees pages',
  'translate.attendeeDirectory.empty': 'No attendees match. Try other words.',
  'translate.attendeeDirectory.empty-filtered': 'No attendees match. Try other words or fewer filters.',
  // Facets (Facets.tsx)
  'translate.attendeeDirectory.facet.selected': '({{count}} selected)',
  'translate.attendeeDirectory.facet.clear': 'Clear filters',
  // Name suggestions (SearchBox.tsx) and people to meet (Suggested.tsx)
  'translate.attendeeDirectory.suggest.hint': 'Type two letters or more for name suggestions.',
  'translate.attendeeDirectory.suggest.label': 'Suggested attendees',
  'translate.attendeeDirectory.people-to-meet': 'People to meet',
  // Why someone is suggested: the server's reason code, its values filled in.
  'translate.attendeeDirectory.because.saved-session': 'Because you both saved “{{title}}”',
  'translate.attendeeDirectory.because.shared-interest': 'Because you are both interested in {{topic}}',
  'translate.attendeeDirectory.because.same-region': 'Because you are both in {{region}}, from different companies',
  // The visitor's own directory profile (OwnProfile.tsx)
  'translate.attendeeDirectory.own.title': 'My directory profile',
  'translate.attendeeDirectory.own.close': 'Close',
  'translate.attendeeDirectory.own.loading': 'Loading your profile…',
  'translate.attendeeDirectory.own.none': 'You have no attendee profile, so you are not listed in the directory.',
  'translate.attendeeDirectory.own.load-failed': 'Your profile could not be loaded. Please try again.',
  'translate.attendeeDirectory.own.listed': 'You are listed in the attendee directory.',
  'translate.attendeeDirectory.own.not-listed': 'You are not listed in the attendee directory.',
  'translate.attendeeDirectory.own.meetings': 'Others can ask you for meetings.',
  'translate.attendeeDirectory.own.no-meetings': 'You are not available for meetings.',
  'translate.attendeeDirectory.own.completion': 'Profile {{percent}} complete',
  'translate.attendeeDirectory.own.contact-preferences': 'Contact preferences',
  'translate.attendeeDirectory.own.edit': 'Edit profile',
  'translate.attendeeDirectory.own.view-page': 'View my page',
} as const;
