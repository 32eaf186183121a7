import { useState } from 'react';
import type { FieldSpec } from './schema-fields';

export interface FieldInputProps {
  field: FieldSpec;
  value: unknown;
  /** undefined removes the prop (the schema default applies). */
  onChange: (value: unknown) => void;
  id: string;
  describedBy?: string;
  listHint: string;
}

/**
 * Text kept while typing: a number input holding "-" or a list with a new empty line is not yet a value, and
 * must not be replaced by the last parsed value on the next render.
 */
function useDraft(formatted: string, parse: (text: string) => unknown) {
  const [text, setText] = useState(formatted);
  const [seen, setSeen] = useState(formatted);
  if (formatted !== seen) {
    setSeen(formatted);
    // Another source changed the value (reset, undo): show it unless it is what the draft already says.
    if (JSON.stringify(parse(text)) !== JSON.stringify(parse(formatted))) setText(formatted);
  }
  return [text, setText] as const;
}

function parseNumber(text: string, integer: boolean): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  if (!Number.isFinite(n)) return undefined;
  return integer ? Math.trunc(n) : n;
}

function parseList(text: string, itemKind: FieldSpec['itemKind']): unknown[] | undefined {
  const items = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (itemKind === 'string') return items;
  return items.map((line) => parseNumber(line, itemKind === 'integer')).filter((n) => n !== undefined);
}

/** The widget of one editable property, chosen from its schema type. */
export function FieldInput({ field, value, onChange, id, describedBy, listHint }: FieldInputProps) {
  const common = { id, 'aria-describedby': describedBy };
  const numeric = field.kind === 'number' || field.kind === 'integer';
  const formatted =
    field.kind === 'list'
      ? Array.isArray(value)
        ? value.join('\n')
        : ''
      : value === undefined || value === null
        ? ''
        : String(value);
  const parse = (text: string): unknown =>
    field.kind === 'list' ? parseList(text, field.itemKind) : numeric ? parseNumber(text, field.kind === 'integer') : text;
  const [text, setText] = useDraft(formatted, parse);

  switch (field.kind) {
    case 'boolean':
      return <input {...common} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />;
    case 'enum':
      return (
        <select
          {...common}
          value={value === undefined || value === null ? '' : String(value)}
          onChange={(e) => {
            const picked = field.options?.find((o) => String(o) === e.target.value);
            onChange(picked);
          }}
        >
          <option value="">—</option>
          {field.options?.map((o) => (
            <option key={String(o)} value={String(o)}>
              {String(o)}
            </option>
          ))}
        </select>
      );
    case 'list':
      return (
        <textarea
          {...common}
          rows={3}
          value={text}
          placeholder={listHint}
          onChange={(e) => {
            setText(e.target.value);
            const list = parseList(e.target.value, field.itemKind);
            onChange(list && list.length > 0 ? list : undefined);
          }}
        />
      );
    case 'number':
    case 'integer':
      return (
        <input
          {...common}
          type="number"
          step={field.kind === 'integer' ? 1 : 'any'}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onChange(parseNumber(e.target.value, field.kind === 'integer'));
          }}
        />
      );
    case 'string':
      return (
        <input
          {...common}
          type="text"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onChange(e.target.value === '' ? undefined : e.target.value);
          }}
        />
      );
    default:
      return null;
  }
}
