import { errorCodeTable, errorCodes, type ErrorCode } from '../../schemas';

/** `{ code: English message }` for the given error codes. */
function errorTexts<C extends ErrorCode>(...codes: C[]): Record<C, string> {
  return Object.fromEntries(codes.map((code) => [code, errorCodeTable[code].message])) as Record<C, string>;
}

/**
 * English defaults of the editor's texts. Registered into the shell's translator when the editor chunk
 * loads (without overwriting translations the API already supplied). Spec strings are verbatim.
 */
export const editorStrings = {
  'translate.editor.bar': 'Editor',
  'translate.editor.mode.content': 'Content edit',
  'translate.editor.mode.meta': 'Meta edit',
  'translate.editor.mode.tags': 'Tag viewer',
  'translate.editor.save': 'Save',
  'translate.editor.saving': 'Saving…',
  'translate.editor.saved': 'Page saved',
  'translate.editor.nothing-to-save': 'No changes to save',
  'translate.editor.undo': 'Undo',
  'translate.editor.redo': 'Redo',
  'translate.editor.insert': 'Insert block',
  'translate.editor.unsaved': 'Unsaved changes',
  'translate.editor.close': 'Close',
  'translate.editor.cancel': 'Cancel',
  'translate.editor.yes': 'Yes',
  'translate.editor.no': 'No',

  'translate.editor.toolbar.label': 'Block {{id}} ({{title}})',
  'translate.editor.toolbar.move-up': 'Move up',
  'translate.editor.toolbar.move-down': 'Move down',
  'translate.editor.toolbar.delete': 'Delete',
  'translate.editor.toolbar.expand': 'Expand',
  'translate.editor.toolbar.collapse': 'Collapse',
  'translate.editor.toolbar.edit': 'Edit',
  'translate.editor.toolbar.data': 'Component data',
  'translate.editor.toolbar.drag': 'Drag to reorder',
  'translate.editor.toolbar.copy-id': 'Copy component ID',
  'translate.editor.toolbar.read-only': 'Read-only: linked or unresolved content cannot be edited here',
  'translate.editor.toolbar.collapsed': '{{title}} (collapsed)',
  'translate.editor.delete.confirm': 'Are you sure you want to delete this component?',
  'translate.editor.clipboard.copied': "'{{text}}' copied to clipboard",

  'translate.editor.dnd.instructions':
    'To pick up a block, press space or enter. Use the arrow keys to move it among its siblings. Press space or enter again to drop it, or escape to cancel.',
  'translate.editor.dnd.start': 'Picked up block {{id}}.',
  'translate.editor.dnd.over': 'Block {{id}} is over block {{over}}.',
  'translate.editor.dnd.over-none': 'Block {{id}} is no longer over a drop position.',
  'translate.editor.dnd.end': 'Block {{id}} was dropped over block {{over}}.',
  'translate.editor.dnd.end-none': 'Block {{id}} was dropped.',
  'translate.editor.dnd.cancel': 'Moving block {{id}} was cancelled.',

  'translate.editor.insert.title': 'Insert block',
  'translate.editor.insert.search': 'Search blocks',
  'translate.editor.insert.list': 'Blocks',
  'translate.editor.insert.no-match': 'No blocks match your search',
  'translate.editor.insert.preview': 'Preview',
  'translate.editor.insert.no-preview': 'This block has no example to preview.',
  'translate.editor.insert.preview-caption': '{{title}} with its example content (a picture only: its links do not work here)',
  'translate.editor.insert.id': 'Component ID',
  'translate.editor.insert.add': 'Add',

  'translate.editor.error.id-required': 'Component ID is required.',
  'translate.editor.error.id-used': 'This component ID is already used on this page.',
  'translate.editor.error.id-invalid': 'Component ID may contain only lower-case letters, digits, hyphens and underscores.',

  'translate.editor.properties.select': 'Select a block on the page or in the outline to edit its fields.',
  'translate.editor.properties.search': 'Search properties...',
  'translate.editor.properties.loading': 'Loading properties...',
  'translate.editor.properties.no-match': 'No properties match your search',
  'translate.editor.properties.none': 'No properties found for {{type}}',
  'translate.editor.properties.failed': 'Failed to load property data',

  'translate.editor.panel': 'Editor panel',
  'translate.editor.panel.tabs': 'Panel',
  'translate.editor.panel.tab.fields': 'Fields',
  'translate.editor.panel.tab.outline': 'Outline',
  'translate.editor.panel.tab.insert': 'Insert',
  'translate.editor.panel.fold': 'Hide panel',
  'translate.editor.panel.unfold': 'Show editor panel',

  'translate.editor.outline.label': 'Page outline',
  'translate.editor.outline.empty': 'This page has no blocks yet.',
  'translate.editor.outline.drag': 'Drag {{id}} to reorder',
  'translate.editor.outline.slot': 'Slot {{slot}}',
  'translate.editor.outline.slot-of': 'Blocks in {{id}}, slot {{slot}}',
  'translate.editor.outline.children-of': 'Blocks in {{id}}',

  // Meta edit (issue 14 deliverable 5): badges on the page, facts in the panel.
  'translate.editor.meta.badges': 'Metadata of {{id}}',
  'translate.editor.meta.badge.disabled': 'Disabled',
  'translate.editor.meta.badge.blocked': 'Blocked for {{list}}',
  'translate.editor.meta.badge.requires': 'Requires scope {{list}}',
  'translate.editor.meta.badge.features': 'Requires feature {{list}}',
  'translate.editor.meta.badge.phases': 'Phases {{list}}',
  'translate.editor.meta.badge.anchor': 'Anchor #{{anchor}}',
  'translate.editor.meta.badge.wrapper': 'Wrapper: {{names}}',
  'translate.editor.meta.badge.edited': 'Edited by {{name}}, {{val, datetime}}, revision {{revision}}',
  'translate.editor.meta.badge.edited-undated': 'Edited by {{name}}, revision {{revision}}',
  'translate.editor.meta.badge.never-saved': 'Not saved yet',
  'translate.editor.meta.facts': 'Editor metadata',
  'translate.editor.meta.edited-by': 'Last edited by',
  'translate.editor.meta.edited-at': 'When',
  'translate.editor.meta.revision': 'Revision',
  'translate.editor.meta.time': '{{val, datetime}}',
  'translate.editor.meta.never-saved': 'Not saved yet: no editor metadata.',

  // The translation-key field (issue 14 deliverable 2).
  'translate.editor.tkey.key': 'Text of {{key}} in {{label}}',
  'translate.editor.tkey.in': '{{label}} ({{locale}})',
  'translate.editor.tkey.missing': 'No text yet',
  'translate.editor.tkey.save': 'Save text',
  'translate.editor.tkey.saved': 'Text saved in {{label}}',
  'translate.editor.tkey.new': 'New key',
  'translate.editor.tkey.detach': 'Detach to literal text',
  'translate.editor.tkey.make': 'Make translatable',
  'translate.editor.tkey.created': 'New key {{key}} created',

  // The device switch of per-breakpoint fields (x-breakpoints).
  'translate.editor.device.label': 'Edit the value for',
  'translate.editor.device.all': 'All sizes',
  'translate.editor.device.mobile': 'Mobile',
  'translate.editor.device.smallTablet': 'Small tablet',
  'translate.editor.device.tablet': 'Tablet',
  'translate.editor.device.desktop': 'Desktop',
  'translate.editor.device.ultrawide': 'Ultrawide',
  'translate.editor.device.per-device': 'Set per device: {{values}}',
  'translate.editor.device.unify': 'One value for all sizes',
  'translate.editor.device.inherited': 'The same on every device until set here.',
  'translate.editor.device.clear': 'Clear for {{device}}',
  // The canvas at a device's width (editor/canvas/DeviceCanvas.tsx).
  'translate.editor.canvas.label': 'Device preview',
  'translate.editor.canvas.preview': 'Previewing {{device}}: {{width}} px wide',
  'translate.editor.canvas.scaled': '(shown at {{percent}} %)',
  'translate.editor.canvas.frame': 'The page on {{device}}',
  'translate.editor.canvas.all': 'Back to all sizes',

  'translate.editor.data.title': 'Component {{id}}',
  'translate.editor.data.views': 'Views',
  'translate.editor.data.view.ui': 'UI',
  'translate.editor.data.view.edit': 'JSON',
  'translate.editor.data.view.diff': 'Diff',
  'translate.editor.data.view.changelog': 'Changelog',
  'translate.editor.data.view.phaseassignment': 'Phase assignment',
  'translate.editor.ui.save': 'Save',
  'translate.editor.ui.reset': 'Reset',
  'translate.editor.ui.saved': 'Component settings saved successfully',
  'translate.editor.ui.no-fields': 'This component has no properties that can be edited here.',
  'translate.editor.form.add-item': 'Add to {{field}}',
  'translate.editor.form.move-up': 'Move up',
  'translate.editor.form.move-down': 'Move down',
  'translate.editor.form.item-actions': 'Actions for {{item}}',
  'translate.editor.form.remove': 'Remove',
  'translate.editor.form.item': 'Item {{index}}',
  'translate.editor.form.empty-list': 'No items yet.',
  'translate.editor.form.has-errors': 'has errors',
  'translate.editor.form.pick-color': 'Pick a colour for {{field}}',
  'translate.editor.form.utc': 'UTC',
  'translate.editor.form.absent': '—',
  'translate.editor.form.json-invalid': 'Not valid JSON: {{error}}',

  // The force-save dialog (spec 001 section 8): every save and push that meets a conflict.
  'translate.base.component-settings.force-save.title': 'Save over the newer version?',
  'translate.base.component-settings.force-save.body':
    'Someone else saved this content after you read it. Force save replaces their version with yours.',
  'translate.base.component-settings.force-save.confirm': 'Force save',
  'translate.base.component-settings.force-save.cancel': 'Cancel',
  // The API's error codes with the English messages of its catalogue (schemas/api/error-codes.json).
  ...errorTexts(errorCodes.componentSettingsConflict, errorCodes.componentSettingsInvalid, errorCodes.internalServerError),
} as const;

export type EditorStringKey = keyof typeof editorStrings;
