// The event contract lives in the renderer, whose shell listens for it (blocks import the renderer, not back).
export { CUSTOM_ACTION_EVENT, SIGN_IN_ACTION, dispatchCustomAction } from '../../renderer';
export type { CustomActionDetail } from '../../renderer';
