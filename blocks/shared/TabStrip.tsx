import { useRef, type KeyboardEvent } from 'react';
import './tab-strip.css';

export interface TabStripItem {
  id: string;
  label: string;
}

/** Id of the tab button and panel for a tab, so panels can point back with aria-labelledby. */
export const tabButtonId = (base: string, id: string) => `${base}-tab-${id}`;
export const tabPanelId = (base: string) => `${base}-panel`;

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
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = items.findIndex((i) => i.id === selectedId);
    const moves: Record<string, number> = {
      ArrowRight: (at + 1) % items.length,
      ArrowLeft: (at - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const target = items[moves[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    refs.current.get(target.id)?.focus();
  };
  return (
    <div className="blk-tab-strip" role="tablist" aria-label={label}>
      {items.map((item) => {
        const selected = item.id === selectedId;
        return (
          <button
            key={item.id}
            ref={(node) => {
              if (node) refs.current.set(item.id, node);
              else refs.current.delete(item.id);
            }}
            id={tabButtonId(idBase, item.id)}
            type="button"
            role="tab"
            className="blk-tab-strip__tab"
            aria-selected={selected}
            aria-controls={selected ? tabPanelId(idBase) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(item.id)}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
