import type { UiText } from './types';

/** German and Japanese texts of the `promotedSessions` namespace (blocks/promotedSessions/strings.ts). */
export const promotedSessionsText: UiText = {
  de: {
    'translate.promotedSessions.heading': 'Empfohlene Sessions',
    'translate.promotedSessions.see-all': 'Alle anzeigen',
    'translate.promotedSessions.loading': 'Sessions werden geladen…',
    'translate.promotedSessions.error': 'Die Sessions konnten nicht geladen werden.',
    'translate.promotedSessions.empty': 'Noch keine Sessions vorhanden.',
    'translate.promotedSessions.off-site': 'Die empfohlenen Sessions erscheinen hier auf der Website.',
  },
  ja: {
    'translate.promotedSessions.heading': '注目のセッション',
    'translate.promotedSessions.see-all': 'すべて表示',
    'translate.promotedSessions.loading': 'セッションを読み込んでいます…',
    'translate.promotedSessions.error': 'セッションを読み込めませんでした。',
    'translate.promotedSessions.empty': '表示できるセッションはまだありません。',
    'translate.promotedSessions.off-site': '注目のセッションは、サイト上でここに表示されます。',
  },
};
