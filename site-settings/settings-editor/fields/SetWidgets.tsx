import { useState } from 'react';
import { KNOWN_SCOPES } from '../widgets';
import { useFieldContext, type WidgetProps } from './field-context';

const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

function CheckboxSet({ p, options }: { p: WidgetProps; options: readonly { value: string; label: string }[] }) {
  const selected = listOf(p.value);
  const toggle = (value: string, on: boolean) => p.onChange(on ? [...selected, value] : selected.filter((v) => v !== value));
  // Values stored but no longer offered stay visible, so they can be removed.
  const all = [...options, ...selected.filter((v) => !options.some((o) => o.value === v)).map((v) => ({ value: v, label: v }))];
  return (
    <ul className="ss-checkbox-set">
      {all.map((o) => (
        <li key={o.value}>
          <label>
            <input type="checkbox" checked={selected.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />
            {o.label}
          </label>
        </li>
      ))}
    </ul>
  );
}

/** Phase ids, chosen among the draft's eventPhases. */
export function PhaseSetWidget(p: WidgetProps) {
  const { phases, t } = useFieldContext();
  if (phases.length === 0 && listOf(p.value).length === 0) return <p>{t('translate.site-settings.field.no-phases')}</p>;
  return <CheckboxSet p={p} options={phases.map((ph) => ({ value: ph.id, label: `${ph.label} (${ph.id})` }))} />;
}

/** Scopes of spec 000 section 6. */
export function ScopeSetWidget(p: WidgetProps) {
  return <CheckboxSet p={p} options={KNOWN_SCOPES.map((s) => ({ value: s, label: s }))} />;
}

/** A list of strings, one per line (route paths, time zones, translation keys). */
export function StringListWidget(p: WidgetProps) {
  const { t } = useFieldContext();
  const [text, setText] = useState(() => listOf(p.value).join('\n'));
  const hint = `${p.id}-lines`;
  return (
    <>
      <textarea
        id={p.id}
        rows={Math.min(8, Math.max(3, listOf(p.value).length + 1))}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          p.onChange(e.target.value.split('\n').map((l) => l.trim()).filter((l) => l !== ''));
        }}
        aria-describedby={[hint, p.describedBy].filter(Boolean).join(' ')}
        aria-invalid={p.invalid || undefined}
      />
      <span id={hint} className="ss-field__hint">
        {t('translate.site-settings.field.one-per-line')}
      </span>
    </>
  );
}
