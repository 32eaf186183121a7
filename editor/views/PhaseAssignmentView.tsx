import type { DataViewProps } from './types';

/** Placeholder until the view is built. */
export function PhaseAssignmentView(_props: DataViewProps) {
  return null;
}
