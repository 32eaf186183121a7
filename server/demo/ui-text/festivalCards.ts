import type { UiText } from './types';

/** German and Japanese texts of the `festivalCards` namespace (blocks/festivalCards/strings.ts). */
export const festivalCardsText: UiText = {
  de: {
    'translate.festivalCards.video': 'Video',
  },
  ja: {
    'translate.festivalCards.video': '動画',
  },
};
