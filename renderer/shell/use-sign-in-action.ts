import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CUSTOM_ACTION_EVENT, SIGN_IN_ACTION, type CustomActionDetail } from '../custom-action';
import { useShell } from './shell-context';

/**
 * A block's sign-in action (a requires-auth button or video pressed by an anonymous visitor) opens the sign-in
 * page, which brings the visitor back to where they were.
 */
export function useSignInAction(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const { language, signedIn } = useShell();
  useEffect(() => {
    const onAction = (event: Event) => {
      const detail = (event as CustomEvent<CustomActionDetail>).detail;
      if (detail?.action !== SIGN_IN_ACTION || signedIn) return;
      const here = `${location.pathname}${location.search}${location.hash}`;
      void navigate(`/${language}/login?returnUrl=${encodeURIComponent(here)}`);
    };
    window.addEventListener(CUSTOM_ACTION_EVENT, onAction);
    return () => window.removeEventListener(CUSTOM_ACTION_EVENT, onAction);
  }, [navigate, location, language, signedIn]);
}
