// English texts of the push tools (spec 001 sections 4 and 8); the force-save dialog's are in editor/i18n.
export const pushStrings = {
  'translate.base.page-push.title': 'Push this page',
  'translate.base.page-push.target': 'Target environment',
  'translate.base.page-push.all': 'Push All Content',
  'translate.base.page-push.with-translations': 'Push Content with Updated Translations',
  'translate.base.page-push.pushing': 'Pushing…',
  'translate.base.page-push.pushed': 'Page content pushed to {{target}}.',
  'translate.base.page-push.pushed-with-translations': 'Page content and its translations pushed to {{target}}.',
  'translate.base.page-push.next-phase': 'Push to next phase',
  'translate.base.page-push.next-phase-success': 'Page content pushed to next phase successfully.',
  'translate.base.page-push.next-phase-none':
    'No next phase to push this page to or no blocks available on the current page.',
  'translate.base.component-width.label': 'Width of {{id}}',
  'translate.base.component-width.full': 'Full width (100%)',
  'translate.base.component-width.percent': '{{width}}% width',
  'translate.base.component-width.custom': 'Custom width (see the JSON view)',
  'translate.base.component-width.error': 'Could not update component width',
} as const;

export type PushStringKey = keyof typeof pushStrings;
