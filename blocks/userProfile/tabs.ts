// The profile page's tabs (docs/behaviour/attendees-and-profile.md: /user/profile with an optional tab query).
// Labels are keys of the namespace (strings.ts), translated where the tabs render.
export const PROFILE_TABS = [
  { key: 'profile', label: 'translate.userProfile.tab.profile' },
  { key: 'privacy', label: 'translate.userProfile.tab.privacy' },
  { key: 'preferences', label: 'translate.userProfile.tab.preferences' },
  { key: 'contact', label: 'translate.userProfile.tab.contact' },
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number]['key'];

export function readTab(search: string, fallback: ProfileTab = 'profile'): ProfileTab {
  const tab = new URLSearchParams(search).get('tab');
  return PROFILE_TABS.some((t) => t.key === tab) ? (tab as ProfileTab) : fallback;
}

/** Each language in its own name (lang= on the option), the same on every page. */
export const EMAIL_LANGUAGES = [
  ['en', 'English'], ['de', 'Deutsch'], ['es', 'Español'], ['fr', 'Français'], ['ja', '日本語'], ['ko', '한국어'], ['pt', 'Português'], ['zh', '中文'],
] as const;
