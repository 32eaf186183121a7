import { childPath, resolveRef } from '../schema-nodes';
import { useFieldContext, type WidgetProps } from './field-context';

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The properties of an object setting, each its own generated field; clearing an optional one removes it. */
export function ObjectField(p: WidgetProps) {
  const { Field } = useFieldContext();
  const schema = resolveRef(p.schema);
  const value = asObject(p.value);
  const required = new Set(schema.required ?? []);
  return (
    <div className="ss-object">
      {Object.entries(schema.properties ?? {}).map(([key, property]) => (
        <Field
          key={key}
          path={childPath(p.path, key)}
          name={key}
          schema={property}
          value={value[key]}
          optional={!required.has(key)}
          onChange={(next) => {
            const copy = { ...value };
            if (next === undefined) delete copy[key];
            else copy[key] = next;
            p.onChange(copy);
          }}
        />
      ))}
    </div>
  );
}
