/** English defaults of the randomizer's texts, shown in edit mode (namespace `randomizer`; texts from the API win). */
export const randomizerNamespace = 'randomizer';
export const randomizerStrings = {
  'translate.randomizer.edit.label': 'Randomizer {{name}}',
  'translate.randomizer.edit.note.one': 'Randomizer “{{name}}”: visitors always see this one block.',
  'translate.randomizer.edit.note.other': 'Randomizer “{{name}}”: visitors see one of these {{count}} blocks at random.',
  'translate.randomizer.edit.option': 'Option {{number}} of {{total}}: {{id}}',
} as const;
