import type { UiText } from './types';

/** German and Japanese texts of the `interactiveMap` namespace (blocks/interactiveMap/strings.ts). */
export const interactiveMapText: UiText = {
  de: {
    'translate.interactiveMap.label': 'Interaktive Karte',
    'translate.interactiveMap.preview': 'Der Lageplan und seine Markierungen stammen aus den Website-Einstellungen (Karten, Interaktive Karte).',
    'translate.interactiveMap.alt': 'Lageplan mit einer nummerierten Markierung für jeden Raum und Service',
    'translate.interactiveMap.full-screen.show': 'Vollbild anzeigen',
    'translate.interactiveMap.full-screen.exit': 'Vollbild beenden',
    'translate.interactiveMap.pins': 'Markierungen auf der Karte',
    'translate.interactiveMap.close': 'Schließen',
    'translate.interactiveMap.list': 'Auf dieser Karte',
    'translate.interactiveMap.note.no-place': 'Auf dieser Karte gibt es keinen Ort namens „{{location}}“.',
    'translate.interactiveMap.note.no-session': 'Es gibt keine Session {{code}}.',
    'translate.interactiveMap.note.load-failed': 'Die Session konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
    'translate.interactiveMap.note.finding': 'Der Raum der Session {{code}} wird gesucht…',
    'translate.interactiveMap.note.sign-in': 'Melden Sie sich an, um zu sehen, wo „{{title}}“ stattfindet.',
    'translate.interactiveMap.note.no-pin': '„{{title}}“ findet in {{location}} statt; dieser Ort hat auf dieser Karte keine Markierung.',
  },
  ja: {
    'translate.interactiveMap.label': 'インタラクティブマップ',
    'translate.interactiveMap.preview': '会場図とピンはサイト設定（マップ、インタラクティブマップ）から読み込まれます。',
    'translate.interactiveMap.alt': '各部屋とサービスに番号付きのピンを表示した会場図',
    'translate.interactiveMap.full-screen.show': '全画面表示',
    'translate.interactiveMap.full-screen.exit': '全画面表示を終了',
    'translate.interactiveMap.pins': 'マップ上のピン',
    'translate.interactiveMap.close': '閉じる',
    'translate.interactiveMap.list': 'このマップの場所',
    'translate.interactiveMap.note.no-place': '「{{location}}」という場所はこのマップにありません。',
    'translate.interactiveMap.note.no-session': 'セッション {{code}} は存在しません。',
    'translate.interactiveMap.note.load-failed': 'セッションを読み込めませんでした。もう一度お試しください。',
    'translate.interactiveMap.note.finding': 'セッション {{code}} の会場を探しています…',
    'translate.interactiveMap.note.sign-in': '「{{title}}」の会場を確認するにはサインインしてください。',
    'translate.interactiveMap.note.no-pin': '「{{title}}」の会場は{{location}}ですが、このマップにはピンがありません。',
  },
};
