import { useCallback } from 'react';
import { useTranslation, type TranslateOptions } from '../../../renderer';

/** English defaults of the schema form's richer widgets (an API translation of a key wins, as for the dialogs). */
export const widgetStrings = {
  'translate.base.widgets.richtext.toolbar': 'Formatting of {{field}}',
  'translate.base.widgets.richtext.bold': 'Bold',
  'translate.base.widgets.richtext.italic': 'Italic',
  'translate.base.widgets.richtext.link': 'Link',
  'translate.base.widgets.richtext.link-prompt': 'Link address (empty removes the link)',
  'translate.base.widgets.richtext.bullets': 'Bulleted list',
  'translate.base.widgets.richtext.numbers': 'Numbered list',
  'translate.base.widgets.richtext.heading': 'Heading {{level}}',
  'translate.base.widgets.richtext.paragraph': 'Paragraph',
  'translate.base.widgets.richtext.loading': 'Loading the text editor…',
  'translate.base.widgets.richtext.keys': 'Ctrl+B bold, Ctrl+I italic, Ctrl+K link.',
  'translate.base.widgets.date-time.zone': 'Event time ({{zone}})',
  'translate.base.widgets.date-time.stored': 'Stored as {{instant}}',
  'translate.base.widgets.image.url': 'Image address',
  'translate.base.widgets.image.choose': 'Choose an uploaded image',
  'translate.base.widgets.image.upload': 'Upload an image',
  'translate.base.widgets.image.uploading': 'Uploading…',
  'translate.base.widgets.image.uploaded': 'Uploaded {{name}}.',
  'translate.base.widgets.image.files': 'Uploaded images',
  'translate.base.widgets.image.no-files': 'No images uploaded yet.',
  'translate.base.widgets.image.loading': 'Loading the uploaded images…',
  'translate.base.widgets.image.failed': 'The uploaded images could not be loaded.',
  'translate.base.widgets.image.pick': 'Use {{name}}',
  'translate.base.widgets.image.close': 'Close',
  'translate.base.widgets.image.clear': 'Remove image',
  'translate.base.widgets.image.preview': 'Preview of {{field}}',
  'translate.base.widgets.image.alt-hint': 'Describe the image in {{alt}} for people who cannot see it (empty only if it is decoration).',
  'translate.base.widgets.image.alt-missing': '{{alt}} is empty: people using screen readers will not know what this image shows.',
  'translate.base.widgets.glyph.search': 'Find an icon',
  'translate.base.widgets.glyph.none': 'No icon',
  'translate.base.widgets.glyph.count': '{{count}} icons',
  'translate.base.widgets.glyph.nothing': 'No icon matches.',
  'translate.base.widgets.glyph.chosen': 'Chosen icon: {{name}}',
  'translate.base.widgets.glyph.unknown': '{{name}} is not one of the site’s icons.',
  'translate.base.widgets.choices.other': '{{value}} (not in the site’s list)',
  'translate.base.widgets.choices.none': 'Nothing to choose from yet.',
  'translate.base.widgets.choices.add': 'Another value',
  'translate.base.widgets.choices.add-button': 'Add',
  'translate.base.widgets.sessions.search': 'Find a session to add',
  'translate.base.widgets.sessions.results': 'Sessions found',
  'translate.base.widgets.sessions.add': 'Add {{title}} ({{code}})',
  'translate.base.widgets.sessions.searching': 'Searching…',
  'translate.base.widgets.sessions.nothing': 'No session matches.',
  'translate.base.widgets.sessions.failed': 'The sessions could not be loaded.',
  'translate.base.widgets.sessions.unknown': 'Session {{id}}',
  'translate.base.widgets.sessions.chosen': 'Chosen sessions',
  'translate.base.widgets.sessions.empty': 'No session chosen yet.',
  'translate.base.widgets.map.name': '{{field}}: name {{index}}',
  'translate.base.widgets.map.value': '{{field}}: value of {{name}}',
  'translate.base.widgets.speakers.search': 'Find a speaker',
  'translate.base.widgets.speakers.results': 'Speakers found',
  'translate.base.widgets.speakers.use': 'Use {{name}} {{company}}',
  'translate.base.widgets.speakers.nothing': 'No speaker matches.',
  'translate.base.widgets.speakers.failed': 'The speakers could not be loaded.',
  'translate.base.widgets.speakers.none': 'No speaker chosen.',
  'translate.base.widgets.speakers.chosen': 'Chosen: {{name}} ({{id}})',
  'translate.base.widgets.speakers.unknown': 'Speaker {{id}} is not in the directory.',
  'translate.base.widgets.speakers.clear': 'Clear speaker',
} as const;

export type WidgetStringKey = keyof typeof widgetStrings;

/** The widgets' words: the key's translation, else its English default. */
export function useWidgetText(): (key: WidgetStringKey, values?: TranslateOptions) => string {
  const { t } = useTranslation();
  return useCallback(
    (key: WidgetStringKey, values?: TranslateOptions) => String(t(key, { ...values, defaultValue: widgetStrings[key] })),
    [t],
  );
}
