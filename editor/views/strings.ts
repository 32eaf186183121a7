// English texts of the data modal's views (spec 001 sections 2 and 8). Keys follow the translate.* rule.
// Keys shared with editor/i18n/strings.ts (the translate.base.error.* ones) carry the same English text.
export const viewStrings = {
  // edit (JSON)
  'translate.base.component-settings.edit.label': 'Props of {{id}} as JSON',
  'translate.base.component-settings.edit.loading': 'Loading the JSON editor…',
  'translate.base.component-settings.edit.save': 'Save',
  'translate.base.component-settings.edit.saving': 'Saving…',
  'translate.base.component-settings.edit.invalid-json': 'The JSON is not valid: {{error}}',
  'translate.base.component-settings.edit.not-object': 'The JSON must be an object of props.',
  'translate.base.component-settings.edit.invalid-props': 'The props do not match the {{type}} schema:',
  'translate.base.component-settings.edit.unchanged': 'No changes to save.',
  'translate.base.component-settings.edit.no-original': 'This component has no saved state yet: save the page first.',
  'translate.base.component-settings.edit.ready': 'Valid JSON with changes: ready to save.',
  'translate.base.component-settings.saved': 'Component settings saved successfully',
  // diff
  'translate.base.component-settings.diff.target': 'Compare with',
  'translate.base.component-settings.diff.loading': 'Loading the other environments…',
  'translate.base.component-settings.diff.missing': '{{target}} does not contain this component',
  'translate.base.component-settings.diff.identical': '{{target}} is identical to {{source}}',
  'translate.base.component-settings.diff.legend': 'Changes from {{target}} (left) to {{source}} (right)',
  'translate.base.component-settings.diff.push': 'Push to {{target}}',
  'translate.base.component-settings.diff.pushing': 'Pushing…',
  'translate.base.component-settings.diff.pushed': 'Component pushed to {{target}}',
  // changelog
  'translate.base.component-settings.changelog.label': 'Saves of {{id}}',
  'translate.base.component-settings.changelog.loading': 'Loading the changelog…',
  'translate.base.component-settings.changelog.empty': 'There is no changelog history available for this component.',
  'translate.base.component-settings.changelog.forced': 'forced save',
  // The save's time in the page's language (i18next's Intl datetime formatter).
  'translate.base.component-settings.changelog.time': '{{val, datetime}}',
  'translate.base.component-settings.changelog.by': '{{name}} ({{email}})',
  'translate.base.component-settings.changelog.older': 'Show older saves',
  // phase assignment
  'translate.base.component-settings.phases.loading': 'Loading phases…',
  'translate.base.component-settings.phases.none': 'No event phases are configured.',
  'translate.base.component-settings.phases.caption': 'Phases of {{page}} in {{env}} that show {{id}}',
  'translate.base.component-settings.phases.phase': 'Phase',
  'translate.base.component-settings.phases.state': 'State',
  'translate.base.component-settings.phases.action': 'Change',
  'translate.base.component-settings.phases.assigned': 'Assigned',
  'translate.base.component-settings.phases.not-assigned': 'Not assigned',
  'translate.base.component-settings.phases.will-add': 'Will be added',
  'translate.base.component-settings.phases.will-remove': 'Will be removed',
  'translate.base.component-settings.phases.current': 'this page',
  'translate.base.component-settings.phases.add': 'Add',
  'translate.base.component-settings.phases.remove': 'Remove',
  'translate.base.component-settings.phases.undo': 'Undo',
  'translate.base.component-settings.phases.save': 'Save',
  'translate.base.component-settings.phases.saving': 'Saving…',
  // errors (spec 001 section 8)
  'translate.base.error.component-settings.conflict': 'The content changed since it was read.',
  'translate.base.error.internal-server-error': 'Something went wrong.',
  'translate.base.error.load': 'Could not load: {{message}}',
} as const;

export type ViewStringKey = keyof typeof viewStrings;
