import type { UiText } from './types';

/** German and Japanese texts of the `gatedSurvey` namespace (blocks/gatedSurvey/strings.ts). */
export const gatedSurveyText: UiText = {
  de: {
    'translate.gatedSurvey.button': 'An der Umfrage teilnehmen',
    'translate.gatedSurvey.close': 'Schließen',
    'translate.gatedSurvey.unavailable': 'Diese Umfrage ist nicht verfügbar.',
    'translate.gatedSurvey.load-failed': 'Die Umfrage konnte nicht geladen werden.',
    'translate.gatedSurvey.sign-in-reason': 'und an dieser Umfrage teilnehmen.',
    'translate.gatedSurvey.unlocked': 'Vielen Dank! Der Inhalt ist jetzt freigeschaltet.',
    'translate.gatedSurvey.send-failed': 'Ihre Antworten konnten nicht gesendet werden.',
  },
  ja: {
    'translate.gatedSurvey.button': 'アンケートに回答する',
    'translate.gatedSurvey.close': '閉じる',
    'translate.gatedSurvey.unavailable': 'このアンケートは現在ご利用いただけません。',
    'translate.gatedSurvey.load-failed': 'アンケートを読み込めませんでした。',
    'translate.gatedSurvey.sign-in-reason': 'すると、このアンケートに回答できます。',
    'translate.gatedSurvey.unlocked': 'ありがとうございました！コンテンツのロックが解除されました。',
    'translate.gatedSurvey.send-failed': '回答を送信できませんでした。',
  },
};
