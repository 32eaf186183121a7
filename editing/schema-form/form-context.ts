import { createContext, useContext, type ComponentType } from 'react';
import type { JsonSchema } from '../../schemas';

/** The validator's messages by the JSON pointer of the field they are about ('' for the whole value). */
export type FieldIssues = ReadonlyMap<string, readonly string[]>;

export const NO_ISSUES: FieldIssues = new Map();

/** Files validator errors (`{ path, message }` from the generated validators) under their fields. */
export function issuesFromErrors(errors: readonly { path: string; message: string }[]): FieldIssues {
  if (errors.length === 0) return NO_ISSUES;
  const issues = new Map<string, string[]>();
  for (const error of errors) {
    const list = issues.get(error.path) ?? [];
    list.push(error.message);
    issues.set(error.path, list);
  }
  return issues;
}

/** The issues of the field at `path` itself. */
export function issuesAt(issues: FieldIssues, path: string): readonly string[] {
  return issues.get(path) ?? [];
}

/** How many issues lie at `path` or inside it (collapsed list items, category badges). */
export function countIssuesUnder(issues: FieldIssues, path: string): number {
  let count = 0;
  for (const [at, list] of issues) if (at === path || at.startsWith(`${path}/`)) count += list.length;
  return count;
}

/** The words the form shows besides the schema's own names; the callers pass their translations. */
export interface FormStrings {
  addItem: (field: string) => string;
  moveUp: string;
  moveDown: string;
  remove: string;
  /** The name of the group of one item's move and remove buttons (not the item's own label, which its field has). */
  itemActions: (item: string) => string;
  /** The title of a list item that has no name of its own (1-based). */
  item: (index: number) => string;
  emptyList: string;
  hasErrors: string;
  pickColor: (field: string) => string;
  utc: string;
  /** The empty choice of a select whose value may be absent. */
  absent: string;
  jsonInvalid: (error: string) => string;
  /**
   * A field's label or description in the reader's language: the schema's English (or the property's name) under
   * the key `translate.schema-form.<path>.<label|description>`, which editors can translate like any UI text.
   */
  schemaText?: (key: string, english: string) => string;
}

export const defaultFormStrings: FormStrings = {
  addItem: (field) => `Add to ${field}`,
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Remove',
  itemActions: (item) => `Actions for ${item}`,
  item: (index) => `Item ${index}`,
  emptyList: 'No items yet.',
  hasErrors: 'has errors',
  pickColor: (field) => `Pick a colour for ${field}`,
  utc: 'UTC',
  absent: '—',
  jsonInvalid: (error) => `Not valid JSON: ${error}`,
};

/** What every widget gets. `optional`: the value may be absent (a property that is not required). */
export interface WidgetProps {
  id: string;
  /** JSON pointer of the value inside the form's value. */
  path: string;
  name: string;
  label: string;
  /** The schema as written (maybe nullable or a reference). */
  schema: JsonSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  optional: boolean;
  /** ids for aria-describedby (errors and description), already joined. */
  describedBy: string | undefined;
  invalid: boolean;
}

/** A widget the caller adds under an x-widget name; `group` widgets get a fieldset and legend instead of a label. */
export interface CustomWidget {
  component: ComponentType<WidgetProps>;
  group?: boolean;
}

export type CustomWidgets = Readonly<Record<string, CustomWidget>>;

export interface FormContextValue {
  /** The schema `#/definitions/…` references resolve against. */
  root: JsonSchema;
  issues: FieldIssues;
  strings: FormStrings;
  widgets: CustomWidgets;
  customNames: ReadonlySet<string>;
  idPrefix: string;
  /** Sets the value at a JSON pointer (undefined removes it). */
  change: (path: string, value: unknown) => void;
  /** A field whose text is not yet a value (JSON that does not parse) reports it here, or clears it with null. */
  setLocalError: (path: string, message: string | null) => void;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('useFormContext: render inside <SchemaFormProvider>.');
  return value;
}
