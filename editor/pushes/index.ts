// Pushes and phase tools of the editor (docs/behaviour/editor.md), shared by the data modal's views and the page tools.
// Their force-save flow is editing/'s useForceSave, the same one every other editing save uses.
export { PagePushMenu } from './PagePushMenu';
export type { PagePushMenuProps } from './PagePushMenu';
export { ComponentWidthControl } from './ComponentWidthControl';
export type { ComponentWidthControlProps } from './ComponentWidthControl';
export { changeComponentWidthAction } from './component-width';
export type { WidthChangeResult } from './component-width';
export { assignPhaseAction } from './assign-phase';
export type { PhaseChange } from './assign-phase';
export { nextPhaseOf, pushToNextPhaseAction, rewriteTranslationKey, rewriteTranslationKeys, translationKeysOf } from './push-to-next-phase';
export { pushStrings } from './strings';
