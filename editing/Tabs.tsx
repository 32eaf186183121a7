import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './editing.css';

export interface TabsProps<K extends string> {
  /** Names the tab list. */
  label: string;
  tabs: readonly { key: K; label: string }[];
  selected: K;
  onSelect: (key: K) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: ArrowRight and ArrowLeft (wrapping), Home and End choose a tab and move
 * the focus to it; only the selected tab is in the Tab order. One panel, labelled by the selected tab.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children, className }: TabsProps<K>) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className={className ? `eg-tabs ${className}` : 'eg-tabs'} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(el) => {
              if (el) refs.current.set(tab.key, el);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${base}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${selected}`}>
        {children}
      </div>
    </>
  );
}
