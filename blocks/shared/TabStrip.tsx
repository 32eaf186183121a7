import type { KeyboardEvent } from 'react';
import { Button } from '../../ui';
import './tab-strip.css';

export interface TabStripItem {
  id: string;
  label: string;
}

/** Id of the tab button and panel for a tab, so panels can point back with aria-labelledby. */
export const tabButtonId = (base: string, id: string) => `${base}-tab-${id}`;
export const tabPanelId = (base: string) => `${base}-panel`;

/**
 * The keyboard of a WAI-ARIA tablist with automatic activation: arrows move and select, Home/End jump, and the
 * focus follows. Put `onKeyDown` and `data-tab-key={id}` on each tab button (tabs sit in one role="tablist").
 */
export function useTabKeys(ids: readonly string[], selectedId: string, onSelect: (id: string) => void) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = ids.indexOf(selectedId);
    const moves: Record<string, number> = {
      ArrowRight: (at + 1) % ids.length,
      ArrowLeft: (at - 1 + ids.length) % ids.length,
      Home: 0,
      End: ids.length - 1,
    };
    const target = ids[moves[event.key] ?? -1];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
    const list = event.currentTarget.closest('[role="tablist"]');
    Array.from(list?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])
      .find((tab) => tab.dataset.tabKey === target)
      ?.focus();
  };
  return { onKeyDown };
}

/**
 * A WAI-ARIA tablist with automatic activation: arrows move and select, Home/End jump,
 * only the selected tab is in the Tab order.
 */
export function TabStrip({
  items,
  selectedId,
  onSelect,
  idBase,
  label,
}: {
  items: readonly TabStripItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  idBase: string;
  label?: string;
}) {
  const { onKeyDown } = useTabKeys(
    items.map((i) => i.id),
    selectedId,
    onSelect,
  );
  return (
    <div className="blk-tab-strip" role="tablist" aria-label={label}>
      {items.map((item) => {
        const selected = item.id === selectedId;
        return (
          <Button
            key={item.id}
            data-tab-key={item.id}
            id={tabButtonId(idBase, item.id)}
            variant={selected ? 'primary' : 'secondary'}
            role="tab"
            className="blk-tab-strip__tab"
            aria-selected={selected}
            aria-controls={selected ? tabPanelId(idBase) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(item.id)}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </Button>
        );
      })}
    </div>
  );
}
