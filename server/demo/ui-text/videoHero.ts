import type { UiText } from './types';

/** German and Japanese texts of the `videoHero` namespace (blocks/videoHero/strings.ts). */
export const videoHeroText: UiText = {
  de: {
    'translate.videoHero.video': 'Video',
    'translate.videoHero.sign-in-to-watch': 'Zum Ansehen anmelden',
    'translate.videoHero.play': 'Video abspielen',
  },
  ja: {
    'translate.videoHero.video': '動画',
    'translate.videoHero.sign-in-to-watch': 'サインインして視聴',
    'translate.videoHero.play': '動画を再生',
  },
};
