// The profile form's metadata (docs/behaviour/attendees-and-profile.md: sections with itemsToShow, each a path into the profile, a style
// and a completion weight; docs/behaviour/README.md: GET /profile/profileMetaData). Completion (schemas/domain/attendees.ts) reads
// the same list on the server and in the profile page, so the percentage shown while editing is the saved one.
import { SOCIAL_NETWORK_NAMES } from '../../schemas/index.js';
import type { ProfileMetadata } from '../../schemas/api-types.js';

export const PROFILE_METADATA: ProfileMetadata = {
  sections: [
    {
      name: 'about',
      label: 'About you',
      itemsToShow: [
        // Names come from registration: read-only, so always complete.
        { path: 'detail.firstName', style: 'readonly', completionWeight: 5, label: 'First name' },
        { path: 'detail.lastName', style: 'readonly', completionWeight: 5, label: 'Last name' },
        { path: 'detail.preferredFirst', style: 'text', completionWeight: 5, label: 'Preferred first name' },
        { path: 'detail.jobTitle', style: 'text', completionWeight: 10, label: 'Job title' },
        { path: 'detail.company', style: 'text', completionWeight: 10, label: 'Company' },
        { path: 'detail.biography', style: 'text-area', completionWeight: 20, label: 'Biography' },
        { path: 'detail.profileImage', style: 'picture', completionWeight: 15, label: 'Photo' },
      ],
    },
    {
      name: 'social',
      label: 'Social profiles',
      itemsToShow: [
        { path: 'social.linkedin', style: 'text', completionWeight: 10, label: SOCIAL_NETWORK_NAMES.linkedin },
        { path: 'social.github', style: 'text', completionWeight: 0, label: SOCIAL_NETWORK_NAMES.github },
      ],
    },
    {
      name: 'privacy',
      label: 'Privacy',
      itemsToShow: [
        // Opting into the directory completes the profile: that is what others find.
        { path: 'privacy.attendeeDirectory', style: 'options', completionWeight: 10, label: 'Show me in the attendee directory' },
      ],
    },
    {
      name: 'preferences',
      label: 'Preferences',
      itemsToShow: [
        { path: 'preferences.selectedTimezone', style: 'select-group', completionWeight: 5, label: 'Time zone' },
        { path: 'preferences.emailPreferredLanguage', style: 'select-group', completionWeight: 5, label: 'Email language' },
      ],
    },
  ],
};
