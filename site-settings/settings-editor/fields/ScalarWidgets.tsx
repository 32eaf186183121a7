import type { WidgetProps } from './field-context';
import { useFieldContext } from './field-context';
import { nullableOf, resolveRef } from '../schema-nodes';

const aria = (p: WidgetProps) => ({ 'aria-describedby': p.describedBy, 'aria-invalid': p.invalid || undefined });

export function SwitchWidget(p: WidgetProps) {
  return (
    <input id={p.id} type="checkbox" role="switch" checked={p.value === true} onChange={(e) => p.onChange(e.target.checked)} {...aria(p)} />
  );
}

export function TextWidget(p: WidgetProps & { multiline?: boolean }) {
  const text = typeof p.value === 'string' ? p.value : p.value === undefined || p.value === null ? '' : String(p.value);
  const change = (next: string) => p.onChange(next === '' && p.optional ? undefined : next);
  return p.multiline ? (
    <textarea id={p.id} rows={3} value={text} onChange={(e) => change(e.target.value)} {...aria(p)} />
  ) : (
    <input id={p.id} type="text" value={text} onChange={(e) => change(e.target.value)} {...aria(p)} />
  );
}

/** Keeps what was typed when it is not a number, so the validator names the problem next to the field. */
export function NumberWidget(p: WidgetProps) {
  const text = p.value === undefined || p.value === null ? '' : String(p.value);
  const change = (next: string) => {
    if (next.trim() === '') return p.onChange(p.optional ? undefined : '');
    const n = Number(next);
    p.onChange(Number.isFinite(n) ? n : next);
  };
  return <input id={p.id} type="text" inputMode="decimal" value={text} onChange={(e) => change(e.target.value)} {...aria(p)} />;
}

export function SelectWidget(p: WidgetProps) {
  const { t } = useFieldContext();
  const schema = resolveRef(nullableOf(p.schema) ?? p.schema);
  const options = (schema.enum ?? []) as unknown[];
  const index = options.findIndex((o) => o === p.value);
  return (
    <select
      id={p.id}
      value={index < 0 ? '' : String(index)}
      onChange={(e) => p.onChange(e.target.value === '' ? undefined : options[Number(e.target.value)])}
      {...aria(p)}
    >
      {p.optional || index < 0 ? <option value="">{t('translate.site-settings.compare.absent')}</option> : null}
      {options.map((o, i) => (
        <option key={String(o)} value={String(i)}>
          {String(o)}
        </option>
      ))}
    </select>
  );
}

// Date-time settings are UTC instants ('…Z'); the input shows and takes them in UTC.
const toInput = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value) ? value.slice(0, 16) : '');

export function DateTimeWidget(p: WidgetProps) {
  const { t } = useFieldContext();
  const nullable = nullableOf(p.schema) !== undefined;
  const change = (next: string) => {
    if (next === '') return p.onChange(nullable ? null : p.optional ? undefined : '');
    p.onChange(`${next}:00Z`);
  };
  return (
    <span className="ss-field__inline">
      <input id={p.id} type="datetime-local" step={60} value={toInput(p.value)} onChange={(e) => change(e.target.value)} {...aria(p)} />
      <span>{t('translate.site-settings.field.utc')}</span>
    </span>
  );
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Any CSS colour as text, with a picker for the #rrggbb ones. */
export function ColorWidget(p: WidgetProps) {
  const { t } = useFieldContext();
  const text = typeof p.value === 'string' ? p.value : '';
  return (
    <span className="ss-field__inline">
      <TextWidget {...p} />
      <input
        type="color"
        aria-label={t('translate.site-settings.field.pick-color', { field: p.label })}
        value={HEX.test(text) ? text : '#000000'}
        onChange={(e) => p.onChange(e.target.value)}
      />
    </span>
  );
}
