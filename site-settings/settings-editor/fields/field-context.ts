import { createContext, useContext, type ComponentType } from 'react';
import type { JsonSchema } from '../../../schemas';
import type { FieldIssues } from '../field-issues';
import type { SiteStrings } from '../strings';

export interface FieldContextValue {
  issues: FieldIssues;
  /** Phases of the draft's eventPhases, offered wherever a setting lists phase ids. */
  phases: readonly { id: string; label: string }[];
  t: SiteStrings;
  /** A field whose text cannot become a value yet (JSON that does not parse) blocks saving through this. */
  setLocalError: (path: string, message: string | null) => void;
  /** The generated field (FieldEditor), handed in so nested fields render it without an import cycle. */
  Field: ComponentType<FieldEditorProps>;
}

export interface FieldEditorProps {
  path: string;
  name: string;
  schema: JsonSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  optional?: boolean;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

export function useFieldContext(): FieldContextValue {
  const value = useContext(FieldContext);
  if (!value) throw new Error('useFieldContext: render inside <FieldContext>.');
  return value;
}

/** What every widget gets. `optional`: the value may be absent (a non-required property of an object). */
export interface WidgetProps {
  id: string;
  path: string;
  name: string;
  label: string;
  schema: JsonSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  optional: boolean;
  /** ids for aria-describedby (errors and hint), already joined. */
  describedBy: string | undefined;
  invalid: boolean;
}
