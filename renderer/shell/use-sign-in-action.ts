import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CUSTOM_ACTION_EVENT, SIGN_IN_ACTION, type CustomActionDetail } from '../custom-action';
import { signInPath } from './navigation';
import { useShell } from './shell-context';
import { signInDialogDismissed } from './sign-in-dialog-state';

/**
 * A block's sign-in action (a requires-auth button or video pressed by an anonymous visitor) opens the sign-in
 * dialog; within a day of its "Not now" it goes straight to the sign-in page, which brings the visitor back to
 * where they were. Answers whether the dialog is open and how to close it.
 */
export function useSignInAction(): { open: boolean; close: () => void } {
  const navigate = useNavigate();
  const location = useLocation();
  const { language, signedIn } = useShell();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onAction = (event: Event) => {
      const detail = (event as CustomEvent<CustomActionDetail>).detail;
      if (detail?.action !== SIGN_IN_ACTION || signedIn) return;
      if (!signInDialogDismissed(Date.now())) return setOpen(true);
      void navigate(signInPath(language, `${location.pathname}${location.search}${location.hash}`));
    };
    window.addEventListener(CUSTOM_ACTION_EVENT, onAction);
    return () => window.removeEventListener(CUSTOM_ACTION_EVENT, onAction);
  }, [navigate, location, language, signedIn]);
  return { open: open && !signedIn, close: () => setOpen(false) };
}
