import type { UiText } from './types';

/** German and Japanese texts of the `happeningNow` namespace (blocks/happeningNow/strings.ts). */
export const happeningNowText: UiText = {
  de: {
    'translate.happeningNow.heading': 'Gerade läuft',
    'translate.happeningNow.auto-refresh': 'Automatisch aktualisieren',
    'translate.happeningNow.loading': 'Sessions werden geladen…',
    'translate.happeningNow.error': 'Die Sessions konnten nicht geladen werden.',
    'translate.happeningNow.empty': 'Gerade findet nichts statt.',
    'translate.happeningNow.show-more': 'Mehr anzeigen',
    'translate.happeningNow.show-fewer': 'Weniger anzeigen',
    'translate.happeningNow.off-site': 'Die laufenden Sessions erscheinen hier auf der Website.',
  },
  ja: {
    'translate.happeningNow.heading': '開催中',
    'translate.happeningNow.auto-refresh': '自動更新',
    'translate.happeningNow.loading': 'セッションを読み込んでいます…',
    'translate.happeningNow.error': 'セッションを読み込めませんでした。',
    'translate.happeningNow.empty': '現在開催中のセッションはありません。',
    'translate.happeningNow.show-more': 'もっと見る',
    'translate.happeningNow.show-fewer': '表示を減らす',
    'translate.happeningNow.off-site': '開催中のセッションは、サイト上でここに表示されます。',
  },
};
