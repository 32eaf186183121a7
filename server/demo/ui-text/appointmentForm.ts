import type { UiText } from './types';

/** German and Japanese texts of the `appointmentForm` namespace (blocks/appointmentForm/strings.ts). */
export const appointmentFormText: UiText = {
  de: {
    'translate.appointmentForm.sign-in': 'Melden Sie sich an, um Termine hinzuzufügen.',
    'translate.appointmentForm.not-found': 'Termin nicht gefunden',
    'translate.appointmentForm.back': 'Mein Zeitplan',
    'translate.appointmentForm.new-heading': 'Neuer Termin',
    'translate.appointmentForm.edit-heading': 'Termin bearbeiten',
    'translate.appointmentForm.add': 'Termin hinzufügen',
    'translate.appointmentForm.save': 'Änderungen speichern',
    'translate.appointmentForm.added': 'Der Termin wurde Ihrem Zeitplan hinzugefügt.',
    'translate.appointmentForm.save-failed': 'Der Termin konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    'translate.appointmentForm.error.name': 'Geben Sie dem Termin einen Namen.',
    'translate.appointmentForm.error.start': 'Wählen Sie, wann er beginnt.',
    'translate.appointmentForm.error.end': 'Der Termin muss nach seinem Beginn enden.',
    'translate.appointmentForm.name': 'Name',
    'translate.appointmentForm.location': 'Ort',
    'translate.appointmentForm.description': 'Beschreibung',
  },
  ja: {
    'translate.appointmentForm.sign-in': '予定を追加するにはサインインしてください。',
    'translate.appointmentForm.not-found': '予定が見つかりません',
    'translate.appointmentForm.back': 'マイスケジュール',
    'translate.appointmentForm.new-heading': '新しい予定',
    'translate.appointmentForm.edit-heading': '予定を編集',
    'translate.appointmentForm.add': '予定を追加',
    'translate.appointmentForm.save': '変更を保存',
    'translate.appointmentForm.added': '予定をスケジュールに追加しました。',
    'translate.appointmentForm.save-failed': '予定を保存できませんでした。もう一度お試しください。',
    'translate.appointmentForm.error.name': '予定の名前を入力してください。',
    'translate.appointmentForm.error.start': '開始日時を選択してください。',
    'translate.appointmentForm.error.end': '終了日時は開始日時より後にしてください。',
    'translate.appointmentForm.name': '名前',
    'translate.appointmentForm.location': '場所',
    'translate.appointmentForm.description': '説明',
  },
};
