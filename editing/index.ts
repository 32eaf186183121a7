// The editing room: UI shared by the two editing chunks (editor/ and site-settings/) only; attendee code never
// imports it (lint). Every export is named here.
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Dialog, type DialogProps } from './Dialog';
export { Tabs, type TabsProps } from './Tabs';
export { ColumnHeads } from './ColumnHeads';
export { copyToClipboard } from './clipboard';
// The one schema-form engine (widgets from the schema's types and x-widget), for the ui view, the property browser
// and the settings editor.
export { leafWidgetOf, SchemaField, type SchemaFieldProps } from './schema-form/SchemaField';
export {
  SchemaForm,
  SchemaFormProvider,
  SchemaProperties,
  type SchemaFormProps,
  type SchemaFormProviderProps,
  type SchemaPropertiesProps,
} from './schema-form/SchemaForm';
export {
  countIssuesUnder,
  defaultFormStrings,
  issuesAt,
  issuesFromErrors,
  NO_ISSUES,
  useFormContext,
  type CustomWidget,
  type CustomWidgets,
  type FieldIssues,
  type FormStrings,
  type WidgetProps,
} from './schema-form/form-context';
export { formStringsFrom } from './schema-form/form-strings';
export { childPath, editedSchema, emptyValue, fieldDomId, setAtPointer } from './schema-form/schema-nodes';
export type { FieldNotes } from './schema-form/field-notes';
export { BREAKPOINTS_WIDGET, widgetFor, type BuiltInWidget } from './schema-form/widget-choice';
// The richer widgets' site knowledge (event time zone, phases, features, scopes) and the rich-text input alone.
export { useFieldSources, type FieldChoice, type FieldSources } from './schema-form/widgets/field-sources';
export { RichTextInput, type RichTextInputProps } from './schema-form/widgets/RichTextInput';
// The one force-save flow (docs/behaviour/editor.md, Force save): one conflict test, one error text, one dialog.
export { conflictFields, isConflict, saveError, saveErrorStrings, type ConflictField, type Resolutions } from './force-save';
export { useSaveErrorMessage } from './use-save-error-message';
export { useForceSave, type ForceSave, type ForceableSave } from './use-force-save';
export { ForceSaveDialog, forceSaveStrings, type ForceSaveDialogProps } from './ForceSaveDialog';
export { MergeConflictDialog, mergeConflictStrings, type MergeConflictDialogProps } from './MergeConflictDialog';
// The blocks' glyph set and its search (the glyph field and the site tools' glyph search).
export { GLYPHS, searchGlyphs, type Glyph } from './glyphs';
