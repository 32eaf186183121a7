// The data modal's views other than ui (editor/data-modal renders them by name).
export { EditView } from './EditView';
export { DiffView } from './DiffView';
export { ChangelogView } from './ChangelogView';
export { PhaseAssignmentView } from './PhaseAssignmentView';
export type { DataViewProps, EditedPage } from './types';
