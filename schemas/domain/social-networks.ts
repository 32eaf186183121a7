/**
 * Social networks' display names. They are brand names, the same in every language, so they are not translation
 * keys; a site of one's own ("website") is a word and is translated where it is shown.
 */
export const SOCIAL_NETWORK_NAMES = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  x: 'X',
  twitter: 'X (Twitter)',
  teams: 'Microsoft Teams',
  github: 'GitHub',
  tiktok: 'TikTok',
  bluesky: 'Bluesky',
} as const;
