import type { UiText } from './types';

/** German and Japanese texts of the `heroImageBlade` namespace (blocks/heroImageBlade/strings.ts). */
export const heroImageBladeText: UiText = {
  de: {
    'translate.heroImageBlade.video': 'Video',
    'translate.heroImageBlade.play': 'Abspielen: {{name}}',
  },
  ja: {
    'translate.heroImageBlade.video': '動画',
    'translate.heroImageBlade.play': '再生：{{name}}',
  },
};
