import { memo, type ComponentType, type ReactNode } from 'react';
import type { JsonSchema } from '../../schemas';
import { useFieldNote } from './field-notes';
import { countIssuesUnder, issuesAt, useFormContext, type WidgetProps } from './form-context';
import {
  ColorWidget,
  JsonWidget,
  NumberWidget,
  SelectWidget,
  SwitchWidget,
  TextareaWidget,
  TextWidget,
} from './leaf-widgets';
import { childPath, editedSchema, emptyValue, fieldDomId, itemSchemaOf } from './schema-nodes';
import { GROUP_WIDGETS, valueFits, widgetFor } from './widget-choice';
import { Button } from '../../ui';
import { FeaturesWidget, GlyphWidget, PhasesWidget, ScopesWidget } from './widgets/ChoiceWidgets';
import { DateTimeWidget } from './widgets/DateTimeWidget';
import { ImageWidget } from './widgets/ImageWidget';
import { MapWidget } from './widgets/MapWidget';
import { RichTextWidget } from './widgets/RichTextWidget';
import { SessionPickerWidget } from './widgets/SessionPicker';
import { SpeakerPickerWidget } from './widgets/SpeakerPicker';
import { UrlWidget } from './widgets/UrlWidget';

const LEAVES: Readonly<Record<string, ComponentType<WidgetProps>>> = {
  switch: SwitchWidget,
  text: TextWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  select: SelectWidget,
  'date-time': DateTimeWidget,
  color: ColorWidget,
  url: UrlWidget,
  image: ImageWidget,
  richtext: RichTextWidget,
  glyph: GlyphWidget,
  'speaker-picker': SpeakerPickerWidget,
  json: JsonWidget,
};

/**
 * The engine's own control for a one-value widget (image, color, date-time, glyph, url, …), for a caller's widget that
 * edits one value in another frame (the page editor's per-breakpoint field); undefined for plain text and groups.
 */
export function leafWidgetOf(widget: string): ComponentType<WidgetProps> | undefined {
  return widget === 'text' || widget === 'json' ? undefined : LEAVES[widget];
}

export interface SchemaFieldProps {
  /** JSON pointer of the value inside the form's value. */
  path: string;
  /** The property name; also the label unless `label` says otherwise. */
  name: string;
  label?: string;
  schema: JsonSchema;
  value: unknown;
  /** The value may be absent: clearing the field removes it. */
  optional?: boolean;
}

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The properties of an object, each its own field; a property that is not required may be cleared away. */
function ObjectFields(p: WidgetProps) {
  const { root } = useFormContext();
  const schema = editedSchema(p.schema, root);
  const value = asObject(p.value);
  const required = new Set(schema.required ?? []);
  return (
    <div className="eg-object">
      {Object.entries(schema.properties ?? {}).map(([key, property]) => (
        <SchemaField
          key={key}
          path={childPath(p.path, key)}
          name={key}
          schema={property}
          value={value[key]}
          optional={!required.has(key)}
        />
      ))}
    </div>
  );
}

const TITLE_KEYS = [
  'name',
  'label',
  'title',
  'text',
  'identifier',
  'featureFlagName',
  'bannerIdentifier',
  'language',
  'id',
];

function titleOf(item: unknown, fallback: string): string {
  if (item && typeof item === 'object') {
    for (const key of TITLE_KEYS) {
      const v = (item as Record<string, unknown>)[key];
      if (typeof v === 'string' && v.trim() !== '') return v;
    }
  }
  return fallback;
}

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Move up, move down and remove for one list item, in a group named after the item. */
function ItemActions({
  title,
  index,
  items,
  onChange,
}: {
  title: string;
  index: number;
  items: readonly unknown[];
  onChange: (next: unknown[]) => void;
}) {
  const { strings } = useFormContext();
  return (
    <div className="eg-list-actions" role="group" aria-label={strings.itemActions(title)}>
      <Button size="sm" disabled={index === 0} onClick={() => onChange(moved(items, index, index - 1))}>
        {strings.moveUp}
      </Button>
      <Button
        size="sm"
        disabled={index === items.length - 1}
        onClick={() => onChange(moved(items, index, index + 1))}
      >
        {strings.moveDown}
      </Button>
      <Button size="sm" onClick={() => onChange(items.filter((_, i) => i !== index))}>
        {strings.remove}
      </Button>
    </div>
  );
}

/** One item of a list widget: its title (for its actions) and its fields. */
interface ListItem {
  title: string;
  fields: ReactNode;
}

/**
 * The frame both list widgets share: "empty" when there are no items, each item drawn by `item` with its actions
 * (move, remove) after it, and Add (a new item empty by its schema).
 */
function ListWidget({
  p,
  item,
}: {
  p: WidgetProps;
  item: (value: unknown, index: number, itemSchema: JsonSchema) => ListItem;
}) {
  const { root, strings } = useFormContext();
  const itemSchema = itemSchemaOf(editedSchema(p.schema, root), root);
  const items = Array.isArray(p.value) ? p.value : [];
  return (
    <div className="eg-list">
      {items.length === 0 ? <p>{strings.emptyList}</p> : null}
      <ol>
        {items.map((value, index) => {
          const { title, fields } = item(value, index, itemSchema);
          return (
            <li key={index}>
              {fields}
              <ItemActions title={title} index={index} items={items} onChange={p.onChange} />
            </li>
          );
        })}
      </ol>
      <Button size="sm" onClick={() => p.onChange([...items, emptyValue(itemSchema, root)])}>
        {strings.addItem(p.name)}
      </Button>
    </div>
  );
}

/** A list of objects (menu items, buttons, cards): each item folds open to its fields; add, remove, move. */
function ObjectList(p: WidgetProps) {
  const { issues, strings } = useFormContext();
  return (
    <ListWidget
      p={p}
      item={(value, index, itemSchema) => {
        const path = childPath(p.path, index);
        const title = titleOf(value, strings.item(index + 1));
        const invalid = countIssuesUnder(issues, path) > 0;
        return {
          title,
          fields: (
            <details open={invalid || undefined}>
              <summary>
                {title}
                {invalid ? <span className="eg-errors"> ({strings.hasErrors})</span> : null}
              </summary>
              <ObjectFields
                {...p}
                id={`${p.id}-${index}`}
                path={path}
                schema={itemSchema}
                value={value}
                optional={false}
              />
            </details>
          ),
        };
      }}
    />
  );
}

/** A list of plain values (scopes, route paths, keys): one field per item; add, remove, move. */
function ValueList(p: WidgetProps) {
  return (
    <ListWidget
      p={p}
      item={(value, index, itemSchema) => {
        const label = `${p.label} ${index + 1}`;
        return {
          title: label,
          fields: (
            <SchemaField
              path={childPath(p.path, index)}
              name={p.name}
              label={label}
              schema={itemSchema}
              value={value}
            />
          ),
        };
      }}
    />
  );
}

const GROUPS: Readonly<Record<string, ComponentType<WidgetProps>>> = {
  object: ObjectFields,
  list: ObjectList,
  'value-list': ValueList,
  'session-picker': SessionPickerWidget,
  map: MapWidget,
  scopes: ScopesWidget,
  phases: PhasesWidget,
  features: FeaturesWidget,
};

/**
 * One field generated from its schema: a label (or a legend for groups), the widget the schema asks for, the
 * description, and the validator's messages for this field beside it (aria-describedby, aria-invalid).
 * Memoised: a keystroke re-renders the fields on the path to the changed value, not their siblings.
 */
export const SchemaField = memo(function SchemaField({
  path,
  name,
  label: englishLabel = name,
  schema,
  value,
  optional = false,
}: SchemaFieldProps) {
  const context = useFormContext();
  const { root, issues, widgets, customNames, idPrefix, change, strings } = context;
  const label = strings.schemaText ? strings.schemaText(schemaTextKey(path, 'label'), englishLabel) : englishLabel;
  const chosen = widgetFor(schema, root, customNames);
  const custom = widgets[chosen];
  const kind = custom || valueFits(chosen, value) ? chosen : 'json';
  const resolved = editedSchema(schema, root);
  const id = fieldDomId(idPrefix, path);
  const errors = issuesAt(issues, path);
  const description =
    typeof resolved.description === 'string' && resolved.description !== ''
      ? (strings.schemaText?.(schemaTextKey(path, 'description'), resolved.description) ?? resolved.description)
      : undefined;
  const drawsOwnValues = !!custom?.group || (GROUP_WIDGETS.has(kind) && !['object', 'list', 'value-list'].includes(kind));
  const note = useFieldNote(path, drawsOwnValues);
  const describedBy =
    [errors.length > 0 ? `${id}-error` : '', description ? `${id}-desc` : '', note ? `${id}-note` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const props: WidgetProps = {
    id,
    path,
    name,
    label,
    schema,
    value,
    optional,
    describedBy,
    invalid: errors.length > 0,
    onChange: (next) => change(path, next),
  };
  const hint: ReactNode = description ? (
    <p id={`${id}-desc`} className="eg-hint">
      {description}
    </p>
  ) : null;
  const noteText: ReactNode = note ? (
    <p id={`${id}-note`} className="eg-note">
      {note}
    </p>
  ) : null;
  const errorList: ReactNode =
    errors.length > 0 ? (
      <ul id={`${id}-error`} className="eg-errors">
        {errors.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    ) : null;

  const Group = custom?.group ? custom.component : GROUP_WIDGETS.has(kind) ? GROUPS[kind] : undefined;
  if (Group) {
    return (
      <fieldset
        className="eg-field eg-field--group"
        aria-describedby={describedBy}
        data-widget={kind}
        data-invalid={countIssuesUnder(issues, path) > 0 || undefined}
      >
        <legend>{label}</legend>
        {hint}
        {noteText}
        {errorList}
        <Group {...props} />
      </fieldset>
    );
  }
  const Leaf = custom?.component ?? LEAVES[kind] ?? JsonWidget;
  return (
    <div className={`eg-field eg-field--${kind}`} data-widget={kind}>
      {kind === 'switch' && !custom ? (
        // ui's Switch carries its own label.
        <Leaf {...props} />
      ) : kind === 'switch' ? (
        <span className="eg-inline">
          <Leaf {...props} />
          <label htmlFor={id}>{label}</label>
        </span>
      ) : (
        <>
          <label htmlFor={id}>{label}</label>
          <Leaf {...props} />
        </>
      )}
      {hint}
      {noteText}
      {errorList}
    </div>
  );
});

/** The translation key of a field's label or description: its path without list positions (`/phases/0/name` -> `phases.name`). */
export function schemaTextKey(path: string, part: 'label' | 'description'): string {
  const segments = path
    .split('/')
    .filter((segment) => segment !== '' && !/^\d+$/.test(segment))
    .map((segment) => segment.replace(/[^A-Za-z0-9-]/g, '-'));
  return `translate.schema-form.${[...segments, part].join('.')}`;
}
