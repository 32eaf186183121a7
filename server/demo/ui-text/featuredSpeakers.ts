import type { UiText } from './types';

/** German and Japanese texts of the `featuredSpeakers` namespace (blocks/featuredSpeakers/strings.ts). */
export const featuredSpeakersText: UiText = {
  de: {
    'translate.featuredSpeakers.view-all': 'Alle Sprecher anzeigen',
    'translate.featuredSpeakers.social-list': '{{name}} in sozialen Medien',
    'translate.featuredSpeakers.social-link': '{{name}} auf {{network}}',
    'translate.featuredSpeakers.role-company': '{{role}}, {{company}}',
  },
  ja: {
    'translate.featuredSpeakers.view-all': 'すべてのスピーカーを見る',
    'translate.featuredSpeakers.social-list': '{{name}}のソーシャルメディア',
    'translate.featuredSpeakers.social-link': '{{name}}の{{network}}',
    'translate.featuredSpeakers.role-company': '{{company}} {{role}}',
  },
};
