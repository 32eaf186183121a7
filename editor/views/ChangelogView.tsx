import type { DataViewProps } from './types';

/** Placeholder until the view is built. */
export function ChangelogView(_props: DataViewProps) {
  return null;
}
