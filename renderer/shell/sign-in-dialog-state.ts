/** Where the sign-in dialog's "Not now" is remembered; the dialog stays away for a day after it. */
export const SIGN_IN_DIALOG_DISMISSED_KEY = 'conference.signInDialog.dismissedAt';
export const SIGN_IN_DIALOG_QUIET_MS = 24 * 60 * 60 * 1000;

/** True within 24 hours of "Not now" (a requires-auth action then goes straight to the sign-in page). */
export function signInDialogDismissed(
  now: number,
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): boolean {
  let at = NaN;
  try {
    at = Number(storage?.getItem(SIGN_IN_DIALOG_DISMISSED_KEY) ?? NaN);
  } catch {
    // Storage refused: never dismissed.
  }
  return Number.isFinite(at) && now - at >= 0 && now - at < SIGN_IN_DIALOG_QUIET_MS;
}

/** Remembers "Not now" (storage refused, e.g. private mode: the dialog simply shows again next time). */
export function rememberSignInDialogDismissed(now: number): void {
  try {
    localStorage.setItem(SIGN_IN_DIALOG_DISMISSED_KEY, String(now));
  } catch {
    // ignored
  }
}
