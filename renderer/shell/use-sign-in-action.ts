import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CUSTOM_ACTION_EVENT, SIGN_IN_ACTION, type CustomActionDetail } from '../custom-action';
import { signInPath } from './navigation';
import { useShell } from './shell-context';
import { signInDialogDismissed } from './sign-in-dialog-state';

// The request is caught by a listener that exists from the moment this module runs, not from the shell's first
// effect: a visitor's click on the server's HTML is dispatched while React hydrates, before its passive effects
// have run, and a listener added by an effect would miss it (the dialog then never opened).
let pending = false;
const handlers = new Set<() => void>();
if (typeof window !== 'undefined') {
  window.addEventListener(CUSTOM_ACTION_EVENT, (event: Event) => {
    if ((event as CustomEvent<CustomActionDetail>).detail?.action !== SIGN_IN_ACTION) return;
    pending = true;
    for (const handle of handlers) handle();
  });
}

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
    const handle = () => {
      if (!pending) return;
      pending = false;
      if (signedIn) return;
      if (!signInDialogDismissed(Date.now())) return setOpen(true);
      void navigate(signInPath(language, `${location.pathname}${location.search}${location.hash}`));
    };
    // A request made before this effect ran (during hydration) is answered now.
    handle();
    handlers.add(handle);
    return () => {
      handlers.delete(handle);
    };
  }, [navigate, location, language, signedIn]);
  return { open: open && !signedIn, close: () => setOpen(false) };
}
