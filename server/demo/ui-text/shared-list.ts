import type { UiText } from './types';

/** German and Japanese texts of the `shared-list` namespace (blocks/shared/list/strings.ts). */
export const sharedListText: UiText = {
  de: {
    'translate.shared-list.pager.label': 'Seiten',
    'translate.shared-list.pager.previous': 'Zurück',
    'translate.shared-list.pager.next': 'Weiter',
    'translate.shared-list.pager.page': 'Seite {{page}}',
    'translate.shared-list.pager.page-of': 'Seite {{current}} von {{last}}',
    'translate.shared-list.page-size': 'Pro Seite',
    'translate.shared-list.sort-by': 'Sortieren nach',
  },
  ja: {
    'translate.shared-list.pager.label': 'ページ',
    'translate.shared-list.pager.previous': '前へ',
    'translate.shared-list.pager.next': '次へ',
    'translate.shared-list.pager.page': '{{page}} ページ',
    'translate.shared-list.pager.page-of': '{{last}} ページ中 {{current}} ページ',
    'translate.shared-list.page-size': '表示件数',
    'translate.shared-list.sort-by': '並べ替え',
  },
};
