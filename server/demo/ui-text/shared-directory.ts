import type { UiText } from './types';

/** German and Japanese texts of the `shared-directory` namespace (blocks/shared/directory/strings.ts). */
export const sharedDirectoryText: UiText = {
  de: {
    'translate.shared-directory.sort.relevance': 'Beste Übereinstimmung',
    'translate.shared-directory.sort.name-asc': 'Name A–Z',
    'translate.shared-directory.sort.name-desc': 'Name Z–A',
    'translate.shared-directory.sort.last-name-asc': 'Nachname A–Z',
    'translate.shared-directory.sort.last-name-desc': 'Nachname Z–A',
    'translate.shared-directory.clear': 'Suche und Filter zurücksetzen',
    'translate.shared-directory.back': 'Zurück',
    'translate.shared-directory.on-demand': 'On Demand',
    'translate.shared-directory.about': 'Biografie',
    'translate.shared-directory.participation.inperson': 'Vor Ort',
    'translate.shared-directory.participation.digital': 'Digital',
    'translate.shared-directory.participation.exhibitor': 'Aussteller',
    'translate.shared-directory.participation.speaker': 'Sprecher',
  },
  ja: {
    'translate.shared-directory.sort.relevance': '関連度順',
    'translate.shared-directory.sort.name-asc': '名前（A–Z）',
    'translate.shared-directory.sort.name-desc': '名前（Z–A）',
    'translate.shared-directory.sort.last-name-asc': '姓（A–Z）',
    'translate.shared-directory.sort.last-name-desc': '姓（Z–A）',
    'translate.shared-directory.clear': '検索とフィルターをクリア',
    'translate.shared-directory.back': '戻る',
    'translate.shared-directory.on-demand': 'オンデマンド',
    'translate.shared-directory.about': 'プロフィール',
    'translate.shared-directory.participation.inperson': '現地参加',
    'translate.shared-directory.participation.digital': 'オンライン参加',
    'translate.shared-directory.participation.exhibitor': '出展者',
    'translate.shared-directory.participation.speaker': 'スピーカー',
  },
};
