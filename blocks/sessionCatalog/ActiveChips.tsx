import type { ReactNode } from 'react';
import type { SessionCatalogParams } from '../../api-client/catalog';
import { useTranslation } from '../../renderer';
import { Button, Icon } from '../../ui';
import { clearAll, DAY_MINUTES, selectDay, setToggle, showsTimeChip, toggleFilter, toggleOn, updateTime, type CatalogToggle } from './catalog-state';
import { TOGGLE_LABELS } from './labels';
import { facetLabel, valueLabel } from './facet-labels';
import { catalogNamespace, catalogStrings } from './strings';
import { useRefinerLabels } from './use-catalog-format';

interface ChipsProps {
  params: SessionCatalogParams;
  chosen: readonly string[];
  toggles: readonly CatalogToggle[];
  onChange: (next: SessionCatalogParams) => void;
  hasDefaults: boolean;
}

/** What is on, as chips that take it off: facet values, toggles, the day and the time chip; then Clear all. */
export function ActiveChips({ params, chosen, toggles, onChange, hasDefaults }: ChipsProps) {
  const { dayLabel, minuteLabel } = useRefinerLabels();
  const { t } = useTranslation(catalogStrings, catalogNamespace);
  const chips: { key: string; text: ReactNode; label: string; off: () => SessionCatalogParams }[] = [];
  if (params.day) {
    const text = dayLabel(params.day);
    chips.push({ key: 'day', text, label: t('translate.sessionCatalog.chips.remove-day', { day: text }), off: () => selectDay(params, undefined) });
  }
  // The time chip shows when the chosen range is under 23.5 hours.
  if (showsTimeChip(params)) {
    const range = { from: minuteLabel(params.start ?? 0), to: minuteLabel(params.end ?? DAY_MINUTES) };
    chips.push({
      key: 'time',
      text: t('translate.sessionCatalog.chips.time', range),
      label: t('translate.sessionCatalog.chips.remove-time', range),
      off: () => updateTime(params, 0, DAY_MINUTES),
    });
  }
  for (const toggle of toggles) {
    if (!toggleOn(params, toggle)) continue;
    const name = t(TOGGLE_LABELS[toggle]);
    chips.push({
      key: `t-${toggle}`,
      text: name,
      label: t('translate.sessionCatalog.chips.remove', { name }),
      off: () => setToggle(params, toggle, false),
    });
  }
  for (const path of chosen) {
    const [facet = '', ...rest] = path.split('>');
    // The values of a nested choice as a path (area › topic): a separator, not words.
    const values = rest.map((value) => valueLabel(value, t)).join(' › ');
    const text = t('translate.sessionCatalog.chips.filter', { facet: facetLabel(facet, t), values });
    chips.push({
      key: path,
      text,
      label: t('translate.sessionCatalog.chips.remove', { name: text }),
      off: () => toggleFilter(params, path, false, hasDefaults),
    });
  }
  if (chips.length === 0) return null;
  return (
    <div className="ui-cluster blk-catalog__chips">
      <ul aria-label={t('translate.sessionCatalog.chips.label')}>
        {chips.map((c) => (
          <li key={c.key}>
            <button
              type="button"
              className="blk-catalog__chip"
              aria-label={c.label}
              onClick={() => onChange(c.off())}
            >
              {c.text}
              <Icon glyph="close" />
            </button>
          </li>
        ))}
      </ul>
      <Button size="sm" variant="ghost" onClick={() => onChange(clearAll(params, hasDefaults))}>
        {t('translate.sessionCatalog.chips.clear')}
      </Button>
    </div>
  );
}
