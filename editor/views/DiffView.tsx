import type { DataViewProps } from './types';

/** Placeholder until the view is built. */
export function DiffView(_props: DataViewProps) {
  return null;
}
