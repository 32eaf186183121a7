import type { UiText } from './types';

/** German and Japanese texts of the `shared-favorites` namespace (blocks/shared/favorites/strings.ts). */
export const sharedFavoritesText: UiText = {
  de: {
    'translate.shared-favorites.add': '{{label}} zu den Favoriten hinzufügen',
    'translate.shared-favorites.in-favorites': '{{label}} ist in Ihren Favoriten',
    'translate.shared-favorites.favorite': 'Favorit',
    'translate.shared-favorites.sign-in': 'Melden Sie sich an, um Favoriten zu speichern',
    'translate.shared-favorites.add-failed': '{{label}} konnte nicht zu den Favoriten hinzugefügt werden. Bitte versuchen Sie es erneut.',
    'translate.shared-favorites.remove-failed': '{{label}} konnte nicht aus den Favoriten entfernt werden. Bitte versuchen Sie es erneut.',
    'translate.shared-favorites.pending': 'Ausstehend: auf diesem Gerät gespeichert, wird gesendet, sobald Sie wieder online sind',
  },
  ja: {
    'translate.shared-favorites.add': '{{label}}をお気に入りに追加',
    'translate.shared-favorites.in-favorites': '{{label}}はお気に入りに登録済みです',
    'translate.shared-favorites.favorite': 'お気に入り',
    'translate.shared-favorites.sign-in': 'お気に入りを保存するにはサインインしてください',
    'translate.shared-favorites.add-failed': '{{label}}をお気に入りに追加できませんでした。もう一度お試しください。',
    'translate.shared-favorites.remove-failed': '{{label}}をお気に入りから削除できませんでした。もう一度お試しください。',
    'translate.shared-favorites.pending': '保留中：この端末に保存され、オンラインに戻ると送信されます',
  },
};
