import { useState, type ReactNode } from 'react';
import { Tabs, type TabItem } from '../ui';

/** The UI kit's Tabs holding their own selection, as a page holds it: its tests and its story render them. */
export function StatefulTabs({ label, tabs, children }: { label: string; tabs: readonly TabItem[]; children: (selected: string) => ReactNode }) {
  const [selected, setSelected] = useState(tabs[0]?.key ?? '');
  return (
    <Tabs label={label} tabs={tabs} selected={selected} onSelect={setSelected}>
      {children(selected)}
    </Tabs>
  );
}
