import { useContext, type ChangeEvent } from 'react';
import { editedSchema, leafWidgetOf, useFormContext, widgetFor, type WidgetProps } from '../../../editing';
import { useTranslation, widthForBreakpoint } from '../../../renderer';
import { BREAKPOINT_KEYS, type JsonSchema } from '../../../schemas';
import { Button } from '../../../ui';
import { editorStrings } from '../../i18n/strings';
import { copyToAll, copyToWider, DeviceContext, inheritance, isPerDevice, valueFor, withDeviceValue, type FieldRule } from './device';

/** The plain branch of a per-breakpoint schema (`anyOf: [plain, { mobile, … }]`). */
function plainSchemaOf(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const resolved = editedSchema(schema, root);
  const first = Array.isArray(resolved.anyOf) ? resolved.anyOf[0] : undefined;
  return first ? editedSchema(first, root) : resolved;
}

const borrowWidth: FieldRule['borrow'] = (v, bp) => (typeof v === 'number' ? widthForBreakpoint(v, bp) : v);

/**
 * How the field keeps other devices as they were (device.ts withDeviceValue): its schema default gives a device the
 * default back, else '' for a text; the width presets (x-widget width-preset, "absent means 100") borrow downward.
 */
function ruleOf(schema: JsonSchema, plain: JsonSchema): FieldRule {
  if (schema['x-widget'] === 'width-preset') return { unset: 100, borrow: borrowWidth };
  if (schema.default !== undefined) return { unset: schema.default };
  if (plain.default !== undefined) return { unset: plain.default };
  return plain.type === 'string' && !Array.isArray(plain.enum) ? { unset: '' } : {};
}

/**
 * A property given once or per breakpoint (`x-breakpoints: true`): the panel's device switch
 * chooses which value this field edits, the one every size shares or one device's. Setting a device's value keeps
 * the shared value on the other devices; a value set per device is summed up under "All sizes", with a way back to
 * one value.
 */
export function BreakpointsWidget({ id, path, name, label, schema, value, onChange, describedBy, invalid }: WidgetProps) {
  const { t } = useTranslation(editorStrings);
  const { root, strings } = useFormContext();
  const device = useContext(DeviceContext);
  const plain = plainSchemaOf(schema, root);
  const rule = ruleOf(editedSchema(schema, root), plain);
  const shown = valueFor(value, device, rule);
  const set = (next: unknown) => onChange(withDeviceValue(value, device, next, rule));
  const deviceName = t(`translate.editor.device.${device}`);
  const controlLabel = device === 'all' ? label : `${label} (${deviceName})`;
  const show = (v: unknown) => (v === undefined || v === '' ? t('translate.editor.device.default-value') : String(v));
  const perDevice = (
    <DeviceInheritance id={`${id}-devices`} label={label} value={value} rule={rule} device={device} show={show} />
  );

  if (device === 'all' && isPerDevice(value)) {
    // Smallest device first, whatever order they were set in.
    const summary = BREAKPOINT_KEYS.filter((key) => value[key] !== undefined)
      .map((key) => `${t(`translate.editor.device.${key}`)} ${show(value[key])}`)
      .join(', ');
    return (
      <div className="ed-bp">
        <p id={`${id}-per-device`} className="ed-bp-summary">
          {t('translate.editor.device.per-device', { values: summary })}
        </p>
        {perDevice}
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
  const own = device !== 'all' && isPerDevice(value) && value[device] !== undefined;
  const hasValue = device !== 'all' && valueFor(value, device, rule) !== undefined;
  return (
    <div className="ed-bp">
      {control}
      {device !== 'all' && value !== undefined && perDevice}
      {device !== 'all' && (own || hasValue) && (
        <div className="ed-bp-actions">
          {own && (
            <Button size="sm" variant="ghost" onClick={() => set(undefined)}>
              {t('translate.editor.device.clear', { device: deviceName })}
            </Button>
          )}
          {hasValue && device !== 'ultrawide' && (
            <Button size="sm" variant="ghost" onClick={() => onChange(copyToWider(value, device, rule))}>
              {t('translate.editor.device.copy-wider', { device: deviceName })}
            </Button>
          )}
          {hasValue && (
            <Button size="sm" variant="ghost" onClick={() => onChange(copyToAll(value, device, rule))}>
              {t('translate.editor.device.copy-all', { device: deviceName })}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * Per device, what it shows and where that comes from (its own value, the one for all sizes, or the narrower device
 * it inherits from), so the editor sees which devices a change reaches. The device being edited is marked current.
 */
function DeviceInheritance({
  id,
  label,
  value,
  rule,
  device,
  show,
}: {
  id: string;
  label: string;
  value: unknown;
  rule: FieldRule;
  device: string;
  show: (v: unknown) => string;
}) {
  const { t } = useTranslation(editorStrings);
  const resolved = inheritance(value, rule);
  return (
    <ul id={id} className="ed-bp-devices" aria-label={t('translate.editor.device.list', { field: label })}>
      {BREAKPOINT_KEYS.map((key) => {
        const { value: v, from } = resolved[key];
        const name = t(`translate.editor.device.${key}`);
        const text =
          from === key
            ? t('translate.editor.device.own', { device: name, value: show(v) })
            : from === 'all'
              ? t('translate.editor.device.from-all', { device: name, value: show(v) })
              : from === 'default'
                ? t('translate.editor.device.from-default', { device: name })
                : t('translate.editor.device.from', { device: name, value: show(v), from: t(`translate.editor.device.${from}`) });
        return (
          <li key={key} aria-current={key === device ? 'true' : undefined} data-from={from}>
            {text}
          </li>
        );
      })}
    </ul>
  );
}
