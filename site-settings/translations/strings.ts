/** English defaults of the Translations tool (namespace of the shell; translations from the API win). */
export const translationStrings = {
  'translate.site-tools.translations.title': 'Translations',
  'translate.site-tools.translations.open': 'Translations',
  'translate.site-tools.translations.close': 'Close translations',
  'translate.site-tools.translations.intro': 'Texts of the keys used on this page, per language. Click a translated text on the page to edit it here.',
  'translate.site-tools.translations.none': 'No translated texts on this page.',
  'translate.site-tools.translations.text-in': '{{label}} ({{locale}})',
  'translate.site-tools.translations.save': 'Save',
  'translate.site-tools.translations.saved': 'Saved',
  'translate.site-tools.translations.no-change': 'Nothing to save',
  'translate.site-tools.translations.failed': 'Save failed: {{message}}',
  'translate.site-tools.translations.changed-elsewhere': 'Changed elsewhere',
  'translate.site-tools.translations.add.title': 'Add a key',
  'translate.site-tools.translations.add.key': 'Key',
  'translate.site-tools.translations.add.text': 'Initial text',
  'translate.site-tools.translations.add.submit': 'Add key',
  'translate.site-tools.translations.add.added': 'Key {{key}} added',
  'translate.site-tools.translations.add.exists': 'Key {{key}} exists already',
  'translate.site-tools.translations.invalid-key': 'Translation keys start with translate. and contain only letters, digits, dots, hyphens.',
  'translate.site-tools.translations.copy.title': 'Copy to another environment',
  'translate.site-tools.translations.copy.target': 'Target environment',
  'translate.site-tools.translations.copy.submit': "Copy this page's translations",
  'translate.site-tools.translations.copy.done': '{{count}} texts copied to {{env}}',
  'translate.site-tools.translations.copy.failed': 'Copy failed: {{message}}',
} as const;

export type TranslationStringKey = keyof typeof translationStrings;
