import type { ReactNode } from 'react';
import { Tabs as UiTabs } from '../ui';
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
 * ui's Tabs (WAI-ARIA tabs with automatic activation: arrows wrap, Home and End; only the selected tab is in the
 * Tab order; one panel labelled by the selected tab), typed by the editor's own tab keys.
 */
export function Tabs<K extends string>({ onSelect, className, tabs, ...rest }: TabsProps<K>) {
  return (
    <UiTabs
      {...rest}
      tabs={tabs}
      className={className ? `eg-tabs ${className}` : 'eg-tabs'}
      // ui's Tabs reports the key of one of these tabs.
      onSelect={(key) => onSelect(key as K)}
    />
  );
}
