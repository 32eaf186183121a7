import { useCallback, useId, useMemo, useRef, type ReactNode } from 'react';
import type { JsonSchema } from '../../schemas';
import { FieldNotesContext, NO_NOTES, type FieldNotes } from './field-notes';
import { defaultFormStrings, FormContext, NO_ISSUES, type CustomWidgets, type FieldIssues, type FormContextValue, type FormStrings } from './form-context';
import { editedSchema } from './schema-nodes';
import { SchemaField } from './SchemaField';
import { FieldSourcesContext, NO_FIELD_SOURCES, type FieldSources } from './widgets/field-sources';

const NO_WIDGETS: CustomWidgets = {};
const NO_LOCAL_ERRORS = () => undefined;

export interface SchemaFormProviderProps {
  /** The schema of the whole value; `#/definitions/…` references resolve against it. */
  root: JsonSchema;
  /** Sets the value at a JSON pointer inside the whole value (undefined removes it); see setAtPointer. */
  onChange: (path: string, value: unknown) => void;
  /** The validator's messages by JSON pointer, shown beside their fields. */
  issues?: FieldIssues;
  strings?: FormStrings;
  /** Extra widgets by x-widget name. */
  widgets?: CustomWidgets;
  /** Prefix of the fields' DOM ids; by default unique per form. */
  idPrefix?: string;
  /** Told about text that is not yet a value (JSON that does not parse), so the caller can refuse to save. */
  setLocalError?: (path: string, message: string | null) => void;
  /** What the richer widgets know about the site (features, scopes...). */
  sources?: FieldSources;
  /** Notes shown beside fields, by field path. */
  notes?: FieldNotes;
  children: ReactNode;
}

const issuesKey = (issues: FieldIssues) => JSON.stringify([...issues]);

/** The form's settings for every field below it. The context stays the same object while they do, so memoised fields skip. */
export function SchemaFormProvider({ root, onChange, issues = NO_ISSUES, strings = defaultFormStrings, widgets = NO_WIDGETS, idPrefix, setLocalError = NO_LOCAL_ERRORS, sources = NO_FIELD_SOURCES, notes = NO_NOTES, children }: SchemaFormProviderProps) {
  const generated = useId();
  const prefix = idPrefix ?? `eg${generated.replace(/[^A-Za-z0-9]/g, '')}`;
  const latest = useRef(onChange);
  latest.current = onChange;
  const change = useCallback((path: string, value: unknown) => latest.current(path, value), []);
  // The validator answers a new map on every keystroke; keep the old one while it says the same.
  const stable = useRef(issues);
  if (stable.current !== issues && issuesKey(stable.current) !== issuesKey(issues)) stable.current = issues;
  const sameIssues = stable.current;
  const customNames = useMemo(() => new Set(Object.keys(widgets)), [widgets]);
  const context = useMemo<FormContextValue>(
    () => ({ root, issues: sameIssues, strings, widgets, customNames, idPrefix: prefix, change, setLocalError }),
    [root, sameIssues, strings, widgets, customNames, prefix, change, setLocalError],
  );
  return (
    <FieldSourcesContext value={sources}>
      <FieldNotesContext value={notes}>
        <FormContext value={context}>{children}</FormContext>
      </FieldNotesContext>
    </FieldSourcesContext>
  );
}

export interface SchemaPropertiesProps {
  /** The whole value (an object). */
  value: Readonly<Record<string, unknown>>;
  /** The root's properties to show, in this order; all of them by default. */
  names?: readonly string[];
  /** Shows only the properties this accepts (a search). */
  filter?: (name: string, schema: JsonSchema) => boolean;
  /** Groups the properties into labelled sections by their x-interface. */
  groupBy?: 'x-interface';
  /** The section of properties without x-interface. */
  otherGroup?: string;
}

/** The top-level properties of the root schema as fields, optionally grouped by x-interface. */
export function SchemaProperties({ value, names, filter, groupBy, otherGroup = 'Other' }: SchemaPropertiesProps) {
  return (
    <FormContext.Consumer>
      {(context) => {
        if (!context) throw new Error('SchemaProperties: render inside <SchemaFormProvider>.');
        const root = editedSchema(context.root, context.root);
        const properties = root.properties ?? {};
        const required = new Set(root.required ?? []);
        const shown = (names ?? Object.keys(properties)).filter((name) => {
          const schema = properties[name];
          return schema !== undefined && (!filter || filter(name, schema));
        });
        const field = (name: string) => (
          <SchemaField key={name} path={`/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`} name={name} schema={properties[name]!} value={value[name]} optional={!required.has(name)} />
        );
        if (!groupBy) return shown.map(field);
        const groupOf = (name: string) => {
          const group = properties[name]?.[groupBy];
          return typeof group === 'string' && group !== '' ? group : otherGroup;
        };
        const groups = [...new Set(shown.map(groupOf))];
        return groups.map((group) => (
          <section key={group} aria-label={group} className="eg-group">
            <h3>{group}</h3>
            {shown.filter((name) => groupOf(name) === group).map(field)}
          </section>
        ));
      }}
    </FormContext.Consumer>
  );
}

export type SchemaFormProps = Omit<SchemaFormProviderProps, 'children' | 'root'> & SchemaPropertiesProps & { schema: JsonSchema };

/** A whole form for an object value: SchemaFormProvider around SchemaProperties. */
export function SchemaForm({ schema, value, names, filter, groupBy, otherGroup, ...provider }: SchemaFormProps) {
  return (
    <SchemaFormProvider root={schema} {...provider}>
      <SchemaProperties value={value} names={names} filter={filter} groupBy={groupBy} otherGroup={otherGroup} />
    </SchemaFormProvider>
  );
}
