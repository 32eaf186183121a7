import type { UiText } from './types';

/** German and Japanese texts of the `announcementBar` namespace (blocks/announcementBar/strings.ts). */
export const announcementBarText: UiText = {
  de: {
    'translate.announcementBar.label': 'Ankündigung',
  },
  ja: {
    'translate.announcementBar.label': 'アナウンス',
  },
};
