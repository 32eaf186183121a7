import type { UiText } from './types';

/** German and Japanese texts of the `socialLinks` namespace (blocks/socialLinks/strings.ts). */
export const socialLinksText: UiText = {
  de: {
    'translate.socialLinks.label': 'Soziale Medien',
    'translate.socialLinks.opens-new-window': '{{network}} (öffnet in einem neuen Fenster)',
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
  },
  ja: {
    'translate.socialLinks.label': 'ソーシャルメディア',
    'translate.socialLinks.opens-new-window': '{{network}}（新しいウィンドウで開きます）',
    'translate.socialLinks.network.facebook': 'Facebook',
    'translate.socialLinks.network.instagram': 'Instagram',
    'translate.socialLinks.network.youtube': 'YouTube',
    'translate.socialLinks.network.linkedin': 'LinkedIn',
    'translate.socialLinks.network.website': 'Webサイト',
    'translate.socialLinks.network.x': 'X',
    'translate.socialLinks.network.teams': 'Microsoft Teams',
    'translate.socialLinks.network.github': 'GitHub',
    'translate.socialLinks.network.tiktok': 'TikTok',
    'translate.socialLinks.network.bluesky': 'Bluesky',
  },
};
