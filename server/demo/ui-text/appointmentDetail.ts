import type { UiText } from './types';

/** German and Japanese texts of the `appointmentDetail` namespace (blocks/appointmentDetail/strings.ts). */
export const appointmentDetailText: UiText = {
  de: {
    'translate.appointmentDetail.back': 'Mein Zeitplan',
    'translate.appointmentDetail.sign-in': 'Melden Sie sich an, um diesen Termin zu sehen.',
    'translate.appointmentDetail.not-found': 'Termin nicht gefunden',
    'translate.appointmentDetail.load-failed': 'Der Termin konnte nicht geladen werden.',
    'translate.appointmentDetail.retry': 'Erneut versuchen',
    'translate.appointmentDetail.location': 'Ort',
    'translate.appointmentDetail.about': 'Beschreibung',
    'translate.appointmentDetail.edit': 'Termin bearbeiten',
    'translate.appointmentDetail.remove': 'Termin entfernen',
    'translate.appointmentDetail.remove-confirm': 'Ja, entfernen',
    'translate.appointmentDetail.removed': 'Der Termin wurde entfernt.',
    'translate.appointmentDetail.remove-failed': 'Der Termin konnte nicht entfernt werden. Bitte versuchen Sie es erneut.',
  },
  ja: {
    'translate.appointmentDetail.back': 'マイスケジュール',
    'translate.appointmentDetail.sign-in': 'この予定を表示するにはサインインしてください。',
    'translate.appointmentDetail.not-found': '予定が見つかりません',
    'translate.appointmentDetail.load-failed': '予定を読み込めませんでした。',
    'translate.appointmentDetail.retry': '再試行',
    'translate.appointmentDetail.location': '場所',
    'translate.appointmentDetail.about': '概要',
    'translate.appointmentDetail.edit': '予定を編集',
    'translate.appointmentDetail.remove': '予定を削除',
    'translate.appointmentDetail.remove-confirm': 'はい、削除します',
    'translate.appointmentDetail.removed': '予定を削除しました。',
    'translate.appointmentDetail.remove-failed': '予定を削除できませんでした。もう一度お試しください。',
  },
};
