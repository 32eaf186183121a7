import { Button, TextInput } from '../../../ui';
import { useFormContext, type WidgetProps } from '../form-context';
import { useWidgetText } from './widget-strings';
import './map-widget.css';

const entriesOf = (value: unknown): [string, string][] =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : String(v ?? '')])
    : [];

/**
 * A map of names to text (`additionalProperties: { type: string }` without properties: a button's inline styles,
 * analytics fields): one row per entry, its name and its value, with Remove, and Add for a new row.
 */
export function MapWidget(p: WidgetProps) {
  const text = useWidgetText();
  const { strings } = useFormContext();
  const entries = entriesOf(p.value);
  const set = (next: [string, string][]) => p.onChange(next.length === 0 && p.optional ? undefined : Object.fromEntries(next));
  return (
    <div className="eg-map">
      {entries.length === 0 ? <p className="eg-hint">{strings.emptyList}</p> : null}
      <ul className="eg-map__rows">
        {entries.map(([key, value], index) => (
          <li key={index} className="eg-map__row">
            <TextInput
              compact
              id={index === 0 ? p.id : undefined}
              aria-label={text('translate.base.widgets.map.name', { field: p.label, index: index + 1 })}
              value={key}
              onChange={(e) => {
                const name = e.target.value;
                // Two entries cannot share a name: the other one would be lost.
                if (entries.some(([k], i) => i !== index && k === name)) return;
                set(entries.map((entry, i) => (i === index ? [name, entry[1]] : entry)));
              }}
            />
            <TextInput
              compact
              aria-label={text('translate.base.widgets.map.value', { field: p.label, name: key || String(index + 1) })}
              value={value}
              onChange={(e) => set(entries.map((entry, i) => (i === index ? [entry[0], e.target.value] : entry)))}
            />
            <Button size="sm" aria-label={`${strings.remove} ${key || index + 1}`} onClick={() => set(entries.filter((_, i) => i !== index))}>
              ✕
            </Button>
          </li>
        ))}
      </ul>
      <Button
        size="sm"
        disabled={entries.some(([k]) => k === '')}
        onClick={() => set([...entries, ['', '']])}
      >
        {strings.addItem(p.label)}
      </Button>
    </div>
  );
}
