import type { UiText } from './types';

/** German and Japanese texts of the `cardScroller` namespace (blocks/cardScroller/strings.ts). */
export const cardScrollerText: UiText = {
  de: {
    'translate.cardScroller.label': 'Karten',
    'translate.cardScroller.previous': 'Vorherige Karten',
    'translate.cardScroller.next': 'Nächste Karten',
    'translate.cardScroller.learn-more': 'Mehr erfahren',
    'translate.cardScroller.link-target': ': {{name}}',
  },
  ja: {
    'translate.cardScroller.label': 'カード',
    'translate.cardScroller.previous': '前のカード',
    'translate.cardScroller.next': '次のカード',
    'translate.cardScroller.learn-more': '詳しく見る',
    'translate.cardScroller.link-target': '：{{name}}',
  },
};
