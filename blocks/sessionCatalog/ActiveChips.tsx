import type { ReactNode } from 'react';
import type { SessionCatalogParams } from '../../api-client/catalog';
import { Button, Icon } from '../../ui';
import { clearAll, DAY_MINUTES, selectDay, setToggle, showsTimeChip, toggleFilter, toggleOn, updateTime, type CatalogToggle } from './catalog-state';
import { TOGGLE_LABELS } from './labels';
import { facetLabel, valueLabel } from './Refiners';
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
  const chips: { key: string; text: ReactNode; label: string; off: () => SessionCatalogParams }[] = [];
  if (params.day) {
    const text = dayLabel(params.day);
    chips.push({ key: 'day', text, label: `Remove day ${text}`, off: () => selectDay(params, undefined) });
  }
  // The time chip shows when the chosen range is under 23.5 hours.
  if (showsTimeChip(params)) {
    const text = `${minuteLabel(params.start ?? 0)} – ${minuteLabel(params.end ?? DAY_MINUTES)}`;
    chips.push({
      key: 'time',
      text,
      label: `Remove time ${text}`,
      off: () => updateTime(params, 0, DAY_MINUTES),
    });
  }
  for (const t of toggles) {
    if (!toggleOn(params, t)) continue;
    chips.push({
      key: `t-${t}`,
      text: TOGGLE_LABELS[t],
      label: `Remove ${TOGGLE_LABELS[t]}`,
      off: () => setToggle(params, t, false),
    });
  }
  for (const path of chosen) {
    const [facet = '', ...rest] = path.split('>');
    const text = `${facetLabel(facet)}: ${rest.map(valueLabel).join(' › ')}`;
    chips.push({
      key: path,
      text,
      label: `Remove ${text}`,
      off: () => toggleFilter(params, path, false, hasDefaults),
    });
  }
  if (chips.length === 0) return null;
  return (
    <div className="ui-cluster blk-catalog__chips">
      <ul aria-label="Active filters">
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
        Clear all
      </Button>
    </div>
  );
}
