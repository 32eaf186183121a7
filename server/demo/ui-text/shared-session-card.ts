import type { UiText } from './types';

/** German and Japanese texts of the `shared-session-card` namespace (blocks/shared/session-card/strings.ts). */
export const sharedSessionCardText: UiText = {
  de: {
    'translate.shared-session-card.badge.live': 'Live',
    'translate.shared-session-card.badge.on-demand': 'On Demand',
    'translate.shared-session-card.badge.ended': 'Beendet',
  },
  ja: {
    'translate.shared-session-card.badge.live': 'ライブ',
    'translate.shared-session-card.badge.on-demand': 'オンデマンド',
    'translate.shared-session-card.badge.ended': '終了',
  },
};
