/** English defaults of the social links' texts (namespace `socialLinks`; texts from the API win). */
export const socialLinksNamespace = 'socialLinks';
export const socialLinksStrings = {
  'translate.socialLinks.label': 'Social media',
  'translate.socialLinks.opens-new-window': '{{network}} (opens in a new window)',
  'translate.socialLinks.network.facebook': 'Facebook',
  'translate.socialLinks.network.instagram': 'Instagram',
  'translate.socialLinks.network.youtube': 'YouTube',
  'translate.socialLinks.network.linkedin': 'LinkedIn',
  'translate.socialLinks.network.website': 'Website',
  'translate.socialLinks.network.x': 'X',
  'translate.socialLinks.network.teams': 'Microsoft Teams',
  'translate.socialLinks.network.github': 'GitHub',
  'translate.socialLinks.network.tiktok': 'TikTok',
  'translate.socialLinks.network.bluesky': 'Bluesky',
} as const;
