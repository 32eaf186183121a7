import type { UiText } from './types';

/** German and Japanese texts of the `drawer` namespace (blocks/drawer/strings.ts). */
export const drawerText: UiText = {
  de: {
    'translate.drawer.title': 'Mehr',
  },
  ja: {
    'translate.drawer.title': 'もっと見る',
  },
};
