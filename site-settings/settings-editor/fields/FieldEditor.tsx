import { countIssuesUnder, issuesAt } from '../field-issues';
import { fieldId, nullableOf, resolveRef } from '../schema-nodes';
import { widgetFor, type WidgetKind } from '../widgets';
import { useFieldContext, type FieldEditorProps, type WidgetProps } from './field-context';
import { JsonWidget } from './JsonWidget';
import { ListField } from './ListField';
import { ObjectField } from './ObjectField';
import { ColorWidget, DateTimeWidget, NumberWidget, SelectWidget, SwitchWidget, TextWidget } from './ScalarWidgets';
import { PhaseSetWidget, ScopeSetWidget, StringListWidget } from './SetWidgets';


const LEAF_WIDGETS: Partial<Record<WidgetKind, (p: WidgetProps) => React.ReactNode>> = {
  switch: SwitchWidget,
  text: TextWidget,
  textarea: (p) => <TextWidget {...p} multiline />,
  number: NumberWidget,
  select: SelectWidget,
  'date-time': DateTimeWidget,
  color: ColorWidget,
  'string-list': StringListWidget,
  json: JsonWidget,
};

const GROUP_WIDGETS: Partial<Record<WidgetKind, (p: WidgetProps) => React.ReactNode>> = {
  'phase-set': PhaseSetWidget,
  'scope-set': ScopeSetWidget,
};

/**
 * One field, generated from its schema: label, the widget the schema calls for, the description, and the
 * validator's messages for this field (linked with aria-describedby, flagged with aria-invalid).
 */
export function FieldEditor({ path, name, schema, value, onChange, optional = false }: FieldEditorProps) {
  const { issues } = useFieldContext();
  const kind = widgetFor(schema, name);
  const resolved = resolveRef(nullableOf(schema) ?? schema);
  const id = fieldId(path);
  const errors = issuesAt(issues, path);
  const description = typeof resolved.description === 'string' ? resolved.description : undefined;
  const describedBy = [errors.length > 0 ? `${id}-error` : '', description ? `${id}-desc` : ''].filter(Boolean).join(' ') || undefined;
  const props: WidgetProps = { id, path, name, label: name, schema, value, onChange, optional, describedBy, invalid: errors.length > 0 };
  const hint = description ? (
    <p id={`${id}-desc`} className="ss-field__hint">
      {description}
    </p>
  ) : null;
  const errorList =
    errors.length > 0 ? (
      <ul id={`${id}-error`} className="ss-field__errors">
        {errors.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    ) : null;

  if (kind === 'object' || kind === 'list' || GROUP_WIDGETS[kind]) {
    const Group = GROUP_WIDGETS[kind];
    return (
      <fieldset className="ss-field ss-field--group" aria-describedby={describedBy} data-widget={kind} data-invalid={countIssuesUnder(issues, path) > 0 || undefined}>
        <legend>{name}</legend>
        {hint}
        {errorList}
        {kind === 'object' ? <ObjectField {...props} /> : kind === 'list' ? <ListField {...props} /> : Group ? <Group {...props} /> : null}
      </fieldset>
    );
  }
  const Leaf = LEAF_WIDGETS[kind] ?? JsonWidget;
  return (
    <div className={`ss-field ss-field--${kind}`} data-widget={kind}>
      {kind === 'switch' ? (
        <span className="ss-field__inline">
          <Leaf {...props} />
          <label htmlFor={id}>{name}</label>
        </span>
      ) : (
        <>
          <label htmlFor={id}>{name}</label>
          <Leaf {...props} />
        </>
      )}
      {hint}
      {errorList}
    </div>
  );
}
