// One fact of a description list: the term and its value, grouped in a <div> (which a <dl> may hold), as the
// detail pages and the schedule's event dialog show them.
import type { ReactNode } from 'react';

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
