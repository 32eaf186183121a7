// Public surface of the in-place editor (a lazy chunk: only app/main.tsx imports it, through lazy()).
export { PageEditor } from './PageEditor';
// The force-save dialog, for its story (stories/editor/force-save-dialog.stories.tsx).
export { ForceSaveDialog } from './ui/ForceSaveDialog';
export type { ForceSaveDialogProps } from './ui/ForceSaveDialog';
