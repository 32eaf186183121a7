import { useState } from 'react';
import type { CatalogFacetValue, CatalogFacets } from '../../schemas';
import { Button, Checkbox } from '../../ui';

/** Labels of the catalog's facets (docs/contracts.md catalog); others are spelled out from their logical name. */
const FACET_LABELS: Record<string, string> = {
  sessionType: 'Session type',
  level: 'Level',
  solutionArea: 'Solution area',
  topic: 'Topic',
  deliveryType: 'Delivery type',
  viewingOption: 'Viewing option',
  format: 'Format',
  product: 'Product',
  programmingLanguage: 'Programming language',
  audienceType: 'Audience type',
  role: 'Role',
  industry: 'Industry',
  region: 'Region',
};

/** Display texts of logical values the facets carry as one word. */
const VALUE_LABELS: Record<string, string> = {
  inperson: 'In person',
  online: 'Online',
  hybrid: 'Hybrid',
  recorded: 'Recorded',
  notrecorded: 'Not recorded',
  livestream: 'Live stream',
  ondemand: 'On demand',
  handsonlab: 'Hands-on lab',
};

export function facetLabel(name: string): string {
  return FACET_LABELS[name] ?? name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

/** A facet value's display text: a known word spelled out, a lower-case logical value capitalised. */
export function valueLabel(name: string): string {
  const known = VALUE_LABELS[name.toLowerCase()];
  if (known) return known;
  return /^[a-z][a-z0-9-]*$/.test(name)
    ? name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' ')
    : name;
}

interface RefinerProps {
  facets: CatalogFacets['facets'];
  selected: readonly string[];
  /** Values listed per facet before 'Show more' (docs/behaviour/catalog.md: 9). */
  visible: number;
  onToggle: (path: string, on: boolean) => void;
}

function Values({
  values,
  selected,
  onToggle,
  nested,
}: {
  values: readonly CatalogFacetValue[];
  selected: readonly string[];
  onToggle: RefinerProps['onToggle'];
  nested?: boolean;
}) {
  return (
    <ul className={nested ? 'blk-catalog__values blk-catalog__values--nested' : 'blk-catalog__values'}>
      {values.map((value) => {
        const on = value.selected || selected.includes(value.path);
        return (
          <li key={value.path}>
            <Checkbox
              className="blk-catalog__value"
              label={
                <>
                  <span className="blk-catalog__value-name">{valueLabel(value.name)}</span>{' '}
                  <span className="blk-catalog__value-count">({value.count})</span>
                </>
              }
              checked={on}
              // A value with no sessions under the current choice cannot narrow further; it stays listed when chosen.
              disabled={!on && value.count === 0}
              onChange={(e) => onToggle(value.path, e.currentTarget.checked)}
            />
            {/* Nested values (up to 5 levels, docs/behaviour/catalog.md) open under their chosen parent. */}
            {on && value.filters.length > 0 ? (
              <Values values={value.filters} selected={selected} onToggle={onToggle} nested />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function Facet({
  name,
  values,
  visible,
  selected,
  onToggle,
}: { name: string; values: readonly CatalogFacetValue[] } & Omit<RefinerProps, 'facets'>) {
  const [open, setOpen] = useState(false);
  // Chosen values stay in view when the list is collapsed.
  const shown = open
    ? values
    : values.filter((v, i) => i < visible || v.selected || selected.includes(v.path));
  const chosen = values.filter((v) => v.selected || selected.includes(v.path)).length;
  return (
    <fieldset className="blk-catalog__facet">
      <legend>
        {facetLabel(name)}
        {/* The checkboxes say which are on; the count is for the eye and keeps the group's name stable. */}
        {chosen > 0 ? (
          <span className="blk-catalog__facet-count" aria-hidden="true">
            {' '}
            · {chosen} selected
          </span>
        ) : null}
      </legend>
      <Values values={shown} selected={selected} onToggle={onToggle} />
      {values.length > visible ? (
        <Button
          size="sm"
          variant="ghost"
          className="blk-catalog__more"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Show less' : 'Show more'}
          <span className="ui-visually-hidden"> {facetLabel(name)}</span>
        </Button>
      ) : null}
    </fieldset>
  );
}

/** The facet refiners: a checkbox per value with its count; each facet's counts ignore its own selection. */
export function Refiners({ facets, selected, visible, onToggle }: RefinerProps) {
  return (
    <>
      {facets
        .filter((f) => f.filters.length > 0)
        .map((f) => (
          <Facet
            key={f.name}
            name={f.name}
            values={f.filters}
            visible={visible}
            selected={selected}
            onToggle={onToggle}
          />
        ))}
    </>
  );
}
