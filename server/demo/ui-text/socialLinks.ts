import type { UiText } from './types';

/** German and Japanese texts of the `socialLinks` namespace (blocks/socialLinks/strings.ts). */
export const socialLinksText: UiText = {
  de: {
    'translate.socialLinks.label': 'Soziale Medien',
    'translate.socialLinks.opens-new-window': '{{network}} (öffnet in einem neuen Fenster)',
    'translate.socialLinks.network.website': 'Website',
  },
  ja: {
    'translate.socialLinks.label': 'ソーシャルメディア',
    'translate.socialLinks.opens-new-window': '{{network}}（新しいウィンドウで開きます）',
    'translate.socialLinks.network.website': 'Webサイト',
  },
};
