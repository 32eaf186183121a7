import type { ReactNode } from 'react';

/**
 * A table's head: one column header per label, in order (the editing room's tables: phases, settings, changes,
 * preview links, QA runs and captures).
 */
export function ColumnHeads({ labels }: { labels: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label, i) => (
          <th key={i} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
