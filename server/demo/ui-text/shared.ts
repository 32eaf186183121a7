import type { UiText } from './types';

/** German and Japanese texts of the `shared` namespace (blocks/shared/strings.ts). */
export const sharedText: UiText = {
  de: {
    'translate.shared.sign-in': 'Anmelden',
    'translate.shared.video': 'Video',
    'translate.shared.close': 'Schließen',
  },
  ja: {
    'translate.shared.sign-in': 'サインイン',
    'translate.shared.video': '動画',
    'translate.shared.close': '閉じる',
  },
};
