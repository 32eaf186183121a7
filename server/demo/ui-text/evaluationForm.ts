import type { UiText } from './types';

/** German and Japanese texts of the `evaluationForm` namespace (blocks/evaluationForm/strings.ts). */
export const evaluationFormText: UiText = {
  de: {
    'translate.evaluationForm.off-site': 'Das Bewertungsformular der Teilnehmenden erscheint hier auf der Website.',
    'translate.evaluationForm.label': 'Bewertung',
  },
  ja: {
    'translate.evaluationForm.off-site': '参加者の評価フォームは、サイト上のここに表示されます。',
    'translate.evaluationForm.label': '評価',
  },
};
