// The custom-action event blocks fire on window (blocks/shared/custom-action.ts fires it; a test there keeps
// the two in step). The shell listens for the sign-in action.
export const CUSTOM_ACTION_EVENT = 'block:custom-action';
export const SIGN_IN_ACTION = 'sign-in';

export interface CustomActionDetail {
  componentId: string;
  action: string;
}
