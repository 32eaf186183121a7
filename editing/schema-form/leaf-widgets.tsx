import { useEffect, useState } from 'react';
import { useFormContext, type WidgetProps } from './form-context';
import { editedSchema, nullableOf, singleType } from './schema-nodes';
import { ColorInput, SelectInput, Switch, TextArea, TextInput } from '../../ui';

const aria = (p: WidgetProps) => ({
  id: p.id,
  'aria-describedby': p.describedBy,
  'aria-invalid': p.invalid || undefined,
});

const textOf = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : String(value);

/**
 * Text kept while typing: a number input holding "-" is not yet a value and must not be replaced by the last
 * parsed value on the next render; a value changed elsewhere (reset, undo) replaces the draft.
 */
function useDraft(formatted: string, same: (text: string, formatted: string) => boolean) {
  const [text, setText] = useState(formatted);
  const [seen, setSeen] = useState(formatted);
  if (formatted !== seen) {
    setSeen(formatted);
    if (!same(text, formatted)) setText(formatted);
  }
  return [text, setText] as const;
}

/** An emptied field: absent when it may be, null when the schema allows it, else the empty text. */
function cleared(p: WidgetProps) {
  if (p.optional) return undefined;
  return nullableOf(p.schema) ? null : '';
}

export function SwitchWidget(p: WidgetProps) {
  return (
    <Switch
      {...aria(p)}
      label={p.label}
      checked={p.value === true}
      onChange={(e) => p.onChange(e.target.checked)}
    />
  );
}

export function TextWidget(p: WidgetProps & { multiline?: boolean; inputMode?: 'url' }) {
  const change = (next: string) => p.onChange(next === '' ? cleared(p) : next);
  return p.multiline ? (
    <TextArea
      compact
      {...aria(p)}
      rows={3}
      value={textOf(p.value)}
      onChange={(e) => change(e.target.value)}
    />
  ) : (
    <TextInput
      compact
      {...aria(p)}
      inputMode={p.inputMode}
      value={textOf(p.value)}
      onChange={(e) => change(e.target.value)}
    />
  );
}

export function TextareaWidget(p: WidgetProps) {
  return <TextWidget {...p} multiline />;
}

function parseNumber(text: string, integer: boolean): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  if (!Number.isFinite(n)) return undefined;
  return integer ? Math.trunc(n) : n;
}

export function NumberWidget(p: WidgetProps) {
  const { root } = useFormContext();
  const integer = singleType(editedSchema(p.schema, root)) === 'integer';
  const [text, setText] = useDraft(
    textOf(p.value),
    (a, b) => parseNumber(a, integer) === parseNumber(b, integer),
  );
  return (
    <TextInput
      compact
      {...aria(p)}
      type="number"
      step={integer ? 1 : 'any'}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const n = parseNumber(e.target.value, integer);
        p.onChange(n === undefined ? cleared(p) : n);
      }}
    />
  );
}

export function SelectWidget(p: WidgetProps) {
  const { root, strings } = useFormContext();
  const options = (editedSchema(p.schema, root).enum ?? []) as unknown[];
  const index = options.findIndex((o) => o === p.value);
  return (
    <SelectInput
      compact
      {...aria(p)}
      value={index < 0 ? '' : String(index)}
      onChange={(e) => p.onChange(e.target.value === '' ? cleared(p) : options[Number(e.target.value)])}
    >
      {p.optional || index < 0 ? <option value="">{strings.absent}</option> : null}
      {options.map((o, i) => (
        <option key={String(o)} value={String(i)}>
          {String(o)}
        </option>
      ))}
    </SelectInput>
  );
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Any CSS colour as text, with a picker for the #rrggbb ones. */
export function ColorWidget(p: WidgetProps) {
  const { strings } = useFormContext();
  const text = typeof p.value === 'string' ? p.value : '';
  return (
    <span className="eg-inline">
      <TextWidget {...p} />
      <ColorInput
        label={strings.pickColor(p.label)}
        value={HEX.test(text) ? text : '#000000'}
        onChange={(e) => p.onChange(e.target.value)}
      />
    </span>
  );
}

/** The fallback for values no other widget fits: the value as JSON text, taken only when it parses. */
export function JsonWidget(p: WidgetProps) {
  const { strings, setLocalError } = useFormContext();
  const [text, setText] = useState(() => JSON.stringify(p.value ?? null, null, 2));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => setLocalError(p.path, null), [p.path, setLocalError]);
  const errorId = `${p.id}-json`;
  return (
    <>
      <TextArea
        id={p.id}
        compact
        className="eg-json"
        rows={Math.min(16, text.split('\n').length + 1)}
        value={text}
        spellCheck={false}
        onChange={(e) => {
          setText(e.target.value);
          try {
            const parsed: unknown = JSON.parse(e.target.value);
            setError(null);
            setLocalError(p.path, null);
            p.onChange(parsed);
          } catch (err) {
            const message = strings.jsonInvalid((err as Error).message);
            setError(message);
            setLocalError(p.path, message);
          }
        }}
        aria-describedby={[error ? errorId : '', p.describedBy ?? ''].filter(Boolean).join(' ') || undefined}
        aria-invalid={p.invalid || error !== null || undefined}
      />
      {error ? (
        <p id={errorId} className="eg-errors">
          {error}
        </p>
      ) : null}
    </>
  );
}
