import { useContext, type ChangeEvent } from 'react';
import { editedSchema, leafWidgetOf, useFormContext, widgetFor, type WidgetProps } from '../../../editing';
import { useTranslation } from '../../../renderer';
import { BREAKPOINT_KEYS, type JsonSchema } from '../../../schemas';
import { Button } from '../../../ui';
import { editorStrings } from '../../i18n/strings';
import { DeviceContext, isPerDevice, valueFor, withDeviceValue } from './device';

/** The plain branch of a per-breakpoint schema (`anyOf: [plain, { mobile, … }]`). */
function plainSchemaOf(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const resolved = editedSchema(schema, root);
  const first = Array.isArray(resolved.anyOf) ? resolved.anyOf[0] : undefined;
  return first ? editedSchema(first, root) : resolved;
}

/**
 * A property given once or per breakpoint (`x-breakpoints: true`, issue 14 deliverable 2): the panel's device switch
 * chooses which value this field edits, the one every size shares or one device's. Setting a device's value keeps
 * the shared value on the other devices; a value set per device is summed up under "All sizes", with a way back to
 * one value.
 */
export function BreakpointsWidget({ id, path, name, label, schema, value, onChange, describedBy, invalid }: WidgetProps) {
  const { t } = useTranslation(editorStrings);
  const { root, strings } = useFormContext();
  const device = useContext(DeviceContext);
  const plain = plainSchemaOf(schema, root);
  const shown = valueFor(value, device);
  const set = (next: unknown) => onChange(withDeviceValue(value, device, next));
  const deviceName = t(`translate.editor.device.${device}`);
  const controlLabel = device === 'all' ? label : `${label} (${deviceName})`;

  if (device === 'all' && isPerDevice(value)) {
    // Smallest device first, whatever order they were set in.
    const summary = BREAKPOINT_KEYS.filter((key) => value[key] !== undefined)
      .map((key) => `${t(`translate.editor.device.${key}`)} ${String(value[key])}`)
      .join(', ');
    return (
      <div className="ed-bp">
        <p id={`${id}-per-device`} className="ed-bp-summary">
          {t('translate.editor.device.per-device', { values: summary })}
        </p>
        <Button size="sm" aria-describedby={`${id}-per-device`} onClick={() => onChange(Object.values(value)[0])}>
          {t('translate.editor.device.unify')}
        </Button>
      </div>
    );
  }

  const common = {
    id,
    'aria-label': controlLabel,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    className: 'ui-input ui-input--sm',
  };
  // A value with a widget of its own (an image per device, a colour, a date-time) is edited with it.
  const xWidget = editedSchema(schema, root)['x-widget'];
  const leafSchema: JsonSchema = typeof xWidget === 'string' ? { ...plain, 'x-widget': xWidget } : plain;
  const Leaf = plain.type === 'string' && !Array.isArray(plain.enum) ? leafWidgetOf(widgetFor(leafSchema, root)) : undefined;
  let control;
  if (Leaf) {
    control = (
      <Leaf
        id={id}
        path={path}
        name={name}
        label={controlLabel}
        schema={leafSchema}
        value={shown}
        optional
        describedBy={describedBy}
        invalid={invalid}
        onChange={set}
      />
    );
  } else if (Array.isArray(plain.enum)) {
    const options = plain.enum as readonly (string | number | boolean | null)[];
    const at = options.findIndex((o) => o === shown);
    control = (
      <select {...common} className="ui-select ui-select--sm" value={at < 0 ? '' : String(at)} onChange={(e) => set(e.target.value === '' ? undefined : options[Number(e.target.value)])}>
        <option value="">{strings.absent}</option>
        {options.map((o, i) => (
          <option key={String(o)} value={String(i)}>
            {String(o)}
          </option>
        ))}
      </select>
    );
  } else if (plain.type === 'number' || plain.type === 'integer') {
    control = (
      <input
        {...common}
        type="number"
        value={typeof shown === 'number' ? shown : ''}
        onChange={(e: ChangeEvent<HTMLInputElement>) => set(e.target.value === '' ? undefined : Number(e.target.value))}
      />
    );
  } else if (plain.type === 'boolean') {
    control = <input {...common} className={undefined} type="checkbox" checked={shown === true} onChange={(e) => set(e.target.checked)} />;
  } else {
    control = (
      <input
        {...common}
        type="text"
        value={typeof shown === 'string' ? shown : ''}
        onChange={(e) => set(e.target.value === '' ? undefined : e.target.value)}
      />
    );
  }
  const inherited = device !== 'all' && !isPerDevice(value) && value !== undefined;
  return (
    <div className="ed-bp">
      {control}
      {inherited && <p className="eg-hint">{t('translate.editor.device.inherited')}</p>}
      {device !== 'all' && isPerDevice(value) && value[device] !== undefined && (
        <Button size="sm" variant="ghost" onClick={() => set(undefined)}>
          {t('translate.editor.device.clear', { device: deviceName })}
        </Button>
      )}
    </div>
  );
}
