import type { UiText } from './types';

/** German and Japanese texts of the `shared-offline-writes` namespace (blocks/shared/offline-writes/strings.ts). */
export const sharedOfflineWritesText: UiText = {
  de: {
    'translate.shared-offline-writes.waitlisted': '{{label}} wurde voll, während Sie offline waren: Sie stehen auf der Warteliste.',
    'translate.shared-offline-writes.failed.rsvp': 'Ihre Anmeldung zu {{label}}, offline vorgenommen, konnte nicht gespeichert werden: {{reason}}',
    'translate.shared-offline-writes.failed.rsvp-cancel': 'Die Stornierung Ihrer Anmeldung zu {{label}}, offline vorgenommen, konnte nicht gespeichert werden: {{reason}}',
    'translate.shared-offline-writes.failed.schedule-add': '{{label}} konnte nicht zu Ihrem Zeitplan hinzugefügt werden (offline vorgenommen): {{reason}}',
    'translate.shared-offline-writes.failed.schedule-remove': '{{label}} konnte nicht aus Ihrem Zeitplan entfernt werden (offline vorgenommen): {{reason}}',
    'translate.shared-offline-writes.failed.favorite-add': '{{label}} konnte nicht zu Ihren Favoriten hinzugefügt werden (offline vorgenommen): {{reason}}',
    'translate.shared-offline-writes.failed.favorite-remove': '{{label}} konnte nicht aus Ihren Favoriten entfernt werden (offline vorgenommen): {{reason}}',
    'translate.shared-offline-writes.failed.evaluation': 'Ihre offline gegebenen Antworten zu {{label}} konnten nicht gespeichert werden: {{reason}}',
    'translate.shared-offline-writes.failed.message': 'Ihre offline geschriebene Nachricht in {{label}} konnte nicht gesendet werden: {{reason}}',
    'translate.shared-offline-writes.sent.evaluation': 'Ihre offline gegebenen Antworten zu {{label}} sind gespeichert.',
    'translate.shared-offline-writes.sent.message': 'Ihre offline geschriebene Nachricht in {{label}} wurde gesendet.',
  },
  ja: {
    'translate.shared-offline-writes.waitlisted': 'オフラインの間に{{label}}が満席になりました。キャンセル待ちに登録されています。',
    'translate.shared-offline-writes.failed.rsvp': 'オフラインで行った{{label}}の参加登録を保存できませんでした：{{reason}}',
    'translate.shared-offline-writes.failed.rsvp-cancel': 'オフラインで行った{{label}}の参加登録の取り消しを保存できませんでした：{{reason}}',
    'translate.shared-offline-writes.failed.schedule-add': 'オフラインで行った{{label}}のスケジュールへの追加を保存できませんでした：{{reason}}',
    'translate.shared-offline-writes.failed.schedule-remove': 'オフラインで行った{{label}}のスケジュールからの削除を保存できませんでした：{{reason}}',
    'translate.shared-offline-writes.failed.favorite-add': 'オフラインで行った{{label}}のお気に入りへの追加を保存できませんでした：{{reason}}',
    'translate.shared-offline-writes.failed.favorite-remove': 'オフラインで行った{{label}}のお気に入りからの削除を保存できませんでした：{{reason}}',
    'translate.shared-offline-writes.failed.evaluation': 'オフラインで入力した{{label}}の回答を保存できませんでした：{{reason}}',
    'translate.shared-offline-writes.failed.message': 'オフラインで書いた{{label}}へのメッセージを送信できませんでした：{{reason}}',
    'translate.shared-offline-writes.sent.evaluation': 'オフラインで入力した{{label}}の回答を保存しました。',
    'translate.shared-offline-writes.sent.message': 'オフラインで書いた{{label}}へのメッセージを送信しました。',
  },
};
