// Pushes and phase tools of the editor (spec 001 section 4), shared by the data modal's views and the page tools.
// Their force-save dialog is editor/ui/ForceSaveDialog, the same one the editor's own saves use.
export { useForceSave } from './use-force-save';
export type { ForceSave, ForceableSave } from './use-force-save';
export { PagePushMenu } from './PagePushMenu';
export type { PagePushMenuProps } from './PagePushMenu';
export { ComponentWidthControl } from './ComponentWidthControl';
export type { ComponentWidthControlProps } from './ComponentWidthControl';
export { changeComponentWidthAction } from './component-width';
export type { WidthChangeResult } from './component-width';
export { assignPhaseAction, insertAtSamePosition, removeFromLayout } from './assign-phase';
export type { PhaseChange, PlacedBlock, PlacementResult } from './assign-phase';
export { nextPhaseOf, pushToNextPhaseAction, rewriteTranslationKey, rewriteTranslationKeys, translationKeysOf } from './push-to-next-phase';
export { pushStrings } from './strings';
