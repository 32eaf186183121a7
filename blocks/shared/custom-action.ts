/**
 * Fired on window by custom-action buttons; the shell (or any listener) decides what the action does. The
 * renderer keeps the same contract in renderer/custom-action.ts (it may not import blocks); a test keeps them equal.
 */
export const CUSTOM_ACTION_EVENT = 'block:custom-action';

/** The action a requires-auth button or video sends for anonymous visitors (opens the sign-in dialog). */
export const SIGN_IN_ACTION = 'sign-in';

export interface CustomActionDetail {
  componentId: string;
  action: string;
}

export function dispatchCustomAction(detail: CustomActionDetail): void {
  window.dispatchEvent(new CustomEvent<CustomActionDetail>(CUSTOM_ACTION_EVENT, { detail }));
}
