import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: ReactNode;
}

export interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (key: string) => void;
  /** The selected tab's panel. */
  children?: ReactNode;
  className?: string;
}

/**
 * Tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End move and select; the panel is labelled by
 * its tab.
 */
export function Tabs({ label, tabs, selected, onSelect, children, className }: TabsProps) {
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.key === selected);
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined || tabs.length === 0) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    if (!target) return;
    onSelect(target.key);
    Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])
      .find((el) => el.dataset.key === target.key)
      ?.focus();
  };
  return (
    <div className={className ? `ui-tabs ${className}` : 'ui-tabs'}>
      <div role="tablist" aria-label={label} className="ui-tabs__list" ref={listRef} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const on = tab.key === selected;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={`${base}-${tab.key}`}
              data-key={tab.key}
              aria-selected={on}
              aria-controls={`${base}-panel`}
              tabIndex={on ? 0 : -1}
              className="ui-tabs__tab"
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-${selected}`}
        className="ui-tabs__panel"
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
