import { useId, useState } from 'react';
import { Button, Checkbox, TextInput } from '../../../ui';
import { searchGlyphs, GLYPHS } from '../../glyphs';
import type { WidgetProps } from '../form-context';
import { useFieldSources, type FieldChoice } from './field-sources';
import { useWidgetText } from './widget-strings';
import './choice-widgets.css';

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * A set of values from a known list as check boxes, in the list's order; values the list does not know (typed by
 * someone before, or from another environment) stay as their own check boxes, and another value can be added.
 */
function CheckboxGroup({ p, choices }: { p: WidgetProps; choices: readonly FieldChoice[] }) {
  const text = useWidgetText();
  const otherId = useId();
  const [other, setOther] = useState('');
  const chosen = stringsOf(p.value);
  const known = new Set(choices.map((c) => c.value));
  const all: (FieldChoice & { unknown?: boolean })[] = [
    ...choices,
    ...chosen.filter((v) => !known.has(v)).map((v) => ({ value: v, label: text('translate.base.widgets.choices.other', { value: v }), unknown: true })),
  ];
  const set = (next: readonly string[]) => {
    // Kept in the list's order, so the same choice is always the same value.
    const order = all.map((c) => c.value);
    const sorted = [...new Set(next)].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    p.onChange(sorted.length === 0 && p.optional ? undefined : sorted);
  };
  const add = () => {
    const value = other.trim();
    if (value === '') return;
    if (!chosen.includes(value)) p.onChange([...chosen, value]);
    setOther('');
  };
  return (
    <div className="eg-choices">
      {all.length === 0 ? <p className="eg-hint">{text('translate.base.widgets.choices.none')}</p> : null}
      <ul className="eg-choices__list">
        {all.map((c) => (
          <li key={c.value}>
            <Checkbox
              label={c.unknown || c.label === c.value ? c.label : `${c.label} (${c.value})`}
              checked={chosen.includes(c.value)}
              aria-describedby={p.describedBy}
              onChange={(e) => set(e.target.checked ? [...chosen, c.value] : chosen.filter((v) => v !== c.value))}
            />
          </li>
        ))}
      </ul>
      <span className="eg-inline">
        <TextInput
          compact
          id={otherId}
          aria-label={`${p.label}: ${text('translate.base.widgets.choices.add')}`}
          placeholder={text('translate.base.widgets.choices.add')}
          value={other}
          onChange={(e) => setOther(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button size="sm" disabled={other.trim() === ''} onClick={add}>
          {text('translate.base.widgets.choices.add-button')}
        </Button>
      </span>
    </div>
  );
}

/** x-widget: scopes: the scopes the site's personas hold. */
export function ScopesWidget(p: WidgetProps) {
  return <CheckboxGroup p={p} choices={useFieldSources().scopes ?? []} />;
}

/** x-widget: phases: the event phases of the site settings. */
export function PhasesWidget(p: WidgetProps) {
  return <CheckboxGroup p={p} choices={useFieldSources().phases ?? []} />;
}

/** x-widget: features: the feature flags of the site settings. */
export function FeaturesWidget(p: WidgetProps) {
  return <CheckboxGroup p={p} choices={useFieldSources().features ?? []} />;
}

function GlyphDrawing({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * x-widget: glyph: the blocks' icons as a radio group with their drawings, narrowed by a search (the site tools'
 * glyph search, editing/glyphs.ts); "No icon" clears it.
 */
export function GlyphWidget(p: WidgetProps) {
  const text = useWidgetText();
  const [query, setQuery] = useState('');
  const name = useId();
  const current = typeof p.value === 'string' ? p.value : '';
  const found = searchGlyphs(query);
  const known = GLYPHS.find((g) => g.name === current);
  // The chosen icon stays choosable while the search hides it, so the group always holds the checked radio.
  const shown = known && !found.includes(known) ? [known, ...found] : found;
  return (
    <div className="eg-glyphs">
      <TextInput
        compact
        id={p.id}
        type="search"
        aria-label={`${p.label}: ${text('translate.base.widgets.glyph.search')}`}
        placeholder={text('translate.base.widgets.glyph.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <p className="eg-hint" role="status">
        {current === ''
          ? text('translate.base.widgets.glyph.none')
          : known
            ? text('translate.base.widgets.glyph.chosen', { name: current })
            : text('translate.base.widgets.glyph.unknown', { name: current })}
        {' · '}
        {shown.length === 0 ? text('translate.base.widgets.glyph.nothing') : text('translate.base.widgets.glyph.count', { count: shown.length })}
      </p>
      <div className="eg-glyphs__grid" role="radiogroup" aria-label={p.label} aria-describedby={p.describedBy}>
        <label className="eg-glyphs__choice">
          <input type="radio" name={name} checked={current === ''} onChange={() => p.onChange(p.optional ? undefined : '')} />
          <span>{text('translate.base.widgets.glyph.none')}</span>
        </label>
        {shown.map((g) => (
          <label key={g.name} className="eg-glyphs__choice">
            <input type="radio" name={name} value={g.name} checked={current === g.name} onChange={() => p.onChange(g.name)} />
            <GlyphDrawing path={g.path} />
            <span>{g.name}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
