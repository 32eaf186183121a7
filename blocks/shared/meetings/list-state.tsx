// What a visitor's own list (meetings, conversations) shows before its items: a sign-in line, a placeholder while
// loading, the failure with a retry button, or the empty text; then the items, listed for the signed-in viewer.
import type { ReactNode } from 'react';
import { Button, Skeleton } from '../../../ui';

export interface ListStateOptions {
  viewer: string | null;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  isEmpty: boolean;
  signIn: string;
  /** The placeholder's height while loading. */
  height: string;
  failed: string;
  retry: string;
  empty: ReactNode;
}

export function listState(o: ListStateOptions, items: (viewer: string) => ReactNode): ReactNode {
  if (o.viewer === null) return <p>{o.signIn}</p>;
  if (o.query.isPending) return <Skeleton height={o.height} />;
  if (o.query.isError) {
    return (
      <div role="alert">
        <p>{o.failed}</p>
        <Button onClick={() => void o.query.refetch()}>{o.retry}</Button>
      </div>
    );
  }
  return o.isEmpty ? o.empty : items(o.viewer);
}
