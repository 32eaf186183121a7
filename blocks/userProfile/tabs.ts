// The profile page's tabs (docs/behaviour/attendees-and-profile.md: /user/profile with an optional tab query).
export const PROFILE_TABS = [
  { key: 'profile', label: 'Profile' },
  { key: 'privacy', label: 'Privacy' },
  { key: 'preferences', label: 'Preferences' },
  { key: 'contact', label: 'Contact' },
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number]['key'];

export function readTab(search: string, fallback: ProfileTab = 'profile'): ProfileTab {
  const tab = new URLSearchParams(search).get('tab');
  return PROFILE_TABS.some((t) => t.key === tab) ? (tab as ProfileTab) : fallback;
}

export const EMAIL_LANGUAGES = [
  ['en', 'English'], ['de', 'Deutsch'], ['es', 'Español'], ['fr', 'Français'], ['ja', '日本語'], ['ko', '한국어'], ['pt', 'Português'], ['zh', '中文'],
] as const;
