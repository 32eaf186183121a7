import type { DataViewProps } from './types';

/** Placeholder until the view is built. */
export function EditView(_props: DataViewProps) {
  return null;
}
