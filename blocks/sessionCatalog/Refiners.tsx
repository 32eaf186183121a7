import { useState } from 'react';
import { useTranslation } from '../../renderer';
import type { CatalogFacetValue, CatalogFacets } from '../../schemas/api-types';
import { Button, Checkbox } from '../../ui';
import { catalogNamespace, catalogStrings } from './strings';
import { facetLabel, valueLabel } from './facet-labels';

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
  const { t } = useTranslation(catalogStrings, catalogNamespace);
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
                  <span className="blk-catalog__value-name">{valueLabel(value.name, t)}</span>{' '}
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
  const { t } = useTranslation(catalogStrings, catalogNamespace);
  const [open, setOpen] = useState(false);
  const label = facetLabel(name, t);
  // Chosen values stay in view when the list is collapsed.
  const shown = open
    ? values
    : values.filter((v, i) => i < visible || v.selected || selected.includes(v.path));
  const chosen = values.filter((v) => v.selected || selected.includes(v.path)).length;
  return (
    <fieldset className="blk-catalog__facet">
      <legend>
        {label}
        {/* The checkboxes say which are on; the count is for the eye and keeps the group's name stable. */}
        {chosen > 0 ? (
          <span className="blk-catalog__facet-count" aria-hidden="true">
            {' '}
            · {t('translate.sessionCatalog.refiners.selected', { number: chosen })}
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
          {/* Seen: "Show more"; heard: the whole phrase with the facet's name. */}
          <span aria-hidden="true">{t(open ? 'translate.sessionCatalog.refiners.show-less' : 'translate.sessionCatalog.refiners.show-more')}</span>
          <span className="ui-visually-hidden">
            {t(open ? 'translate.sessionCatalog.refiners.show-less-of' : 'translate.sessionCatalog.refiners.show-more-of', { facet: label })}
          </span>
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
