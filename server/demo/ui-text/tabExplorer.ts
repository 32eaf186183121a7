import type { UiText } from './types';

/** German and Japanese texts of the `tabExplorer` namespace (blocks/tabExplorer/strings.ts). */
export const tabExplorerText: UiText = {
  de: {
    'translate.tabExplorer.hidden-flag': '(für Besucher ausgeblendet)',
  },
  ja: {
    'translate.tabExplorer.hidden-flag': '（訪問者には非表示）',
  },
};
