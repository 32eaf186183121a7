import type { UiText } from './types';

/** German and Japanese texts of the `sponsorShuffle` namespace (blocks/sponsorShuffle/strings.ts). */
export const sponsorShuffleText: UiText = {
  de: {
    'translate.sponsorShuffle.heading': 'Unsere Sponsoren',
    'translate.sponsorShuffle.load-error': 'Die Sponsoren konnten nicht geladen werden.',
    'translate.sponsorShuffle.shuffle': 'Mischen',
    'translate.sponsorShuffle.view-all': 'Alle Sponsoren anzeigen',
    'translate.sponsorShuffle.off-site': 'Die Sponsoren erscheinen hier auf der Website.',
  },
  ja: {
    'translate.sponsorShuffle.heading': 'スポンサー',
    'translate.sponsorShuffle.load-error': 'スポンサーを読み込めませんでした。',
    'translate.sponsorShuffle.shuffle': 'シャッフル',
    'translate.sponsorShuffle.view-all': 'すべてのスポンサーを見る',
    'translate.sponsorShuffle.off-site': 'スポンサーはサイト上でここに表示されます。',
  },
};
