import type { UiText } from './types';

/** German and Japanese texts of the `randomizer` namespace (blocks/randomizer/strings.ts). */
export const randomizerText: UiText = {
  de: {
    'translate.randomizer.edit.label': 'Zufallsauswahl {{name}}',
    'translate.randomizer.edit.note.one': 'Zufallsauswahl „{{name}}“: Besucher sehen immer diesen einen Block.',
    'translate.randomizer.edit.note.other': 'Zufallsauswahl „{{name}}“: Besucher sehen zufällig einen dieser {{count}} Blöcke.',
    'translate.randomizer.edit.option': 'Option {{number}} von {{total}}: {{id}}',
  },
  ja: {
    'translate.randomizer.edit.label': 'ランダム表示 {{name}}',
    'translate.randomizer.edit.note.other': 'ランダム表示「{{name}}」：訪問者にはこれら{{count}}個のブロックのうち1つがランダムに表示されます。',
    'translate.randomizer.edit.option': '候補 {{number}}/{{total}}：{{id}}',
  },
};
