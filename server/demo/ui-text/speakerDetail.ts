import type { UiText } from './types';

/** German and Japanese texts of the `speakerDetail` namespace (blocks/speakerDetail/strings.ts). */
export const speakerDetailText: UiText = {
  de: {
    'translate.speakerDetail.back.speakers': 'Alle Sprecher',
    'translate.speakerDetail.back.experts': 'Alle Expertinnen und Experten',
    'translate.speakerDetail.page-title.speakers': '{{name}} | Sprecher',
    'translate.speakerDetail.page-title.experts': '{{name}} | Expertinnen und Experten',
    'translate.speakerDetail.not-found': 'Sprecher nicht gefunden',
    'translate.speakerDetail.not-found.text': 'Unter dieser Adresse gibt es kein Sprecherprofil. Möglicherweise wurde es aus dem Programm entfernt.',
    'translate.speakerDetail.load-failed': 'Das Sprecherprofil konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
    'translate.speakerDetail.sessions': 'Sessions',
    'translate.speakerDetail.sessions.none': 'Für {{name}} sind noch keine Sessions geplant.',
    'translate.speakerDetail.sessions.label': 'Sessions mit {{name}}',
  },
  ja: {
    'translate.speakerDetail.back.speakers': 'すべてのスピーカー',
    'translate.speakerDetail.back.experts': 'すべてのエキスパート',
    'translate.speakerDetail.page-title.speakers': '{{name}} | スピーカー',
    'translate.speakerDetail.page-title.experts': '{{name}} | エキスパート',
    'translate.speakerDetail.not-found': 'スピーカーが見つかりません',
    'translate.speakerDetail.not-found.text': 'このアドレスのスピーカーは見つかりません。プログラムから削除された可能性があります。',
    'translate.speakerDetail.load-failed': 'スピーカーを読み込めませんでした。もう一度お試しください。',
    'translate.speakerDetail.sessions': 'セッション',
    'translate.speakerDetail.sessions.none': '{{name}}さんのセッションはまだ予定されていません。',
    'translate.speakerDetail.sessions.label': '{{name}}さんのセッション',
  },
};
