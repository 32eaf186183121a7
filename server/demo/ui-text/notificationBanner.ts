import type { UiText } from './types';

/** German and Japanese texts of the `notificationBanner` namespace (blocks/notificationBanner/strings.ts). */
export const notificationBannerText: UiText = {
  de: {
    'translate.notificationBanner.label': 'Hinweis',
    'translate.notificationBanner.dismiss': 'Hinweis schließen',
  },
  ja: {
    'translate.notificationBanner.label': 'お知らせ',
    'translate.notificationBanner.dismiss': 'お知らせを閉じる',
  },
};
