// The URL checks of the site live in schemas/util/safe-url.ts (the server checks stored links by the same rules)
// and are imported from schemas; navigating to a checked URL is the browser's part.
import { vetLink } from '../schemas';

// The shell's route helpers (shell/navigation.ts) read the same-site check through this module. Imported from the
// schemas index there instead, the bundler no longer kept i18next, the router and the shell context in the entry
// chunk but split them into a common chunk of their own: 0.9 kB more gzip on every page (npm run size).
export { sameSitePath } from '../schemas';

/**
 * Navigates to a URL from content (button clicks): only a vetted link, off-site ones in a new window without
 * an opener. Answers false when the URL was refused.
 */
export function navigateTo(value: unknown): boolean {
  const vetted = vetLink(value);
  if (!vetted) return false;
  if (vetted.external) window.open(vetted.href, '_blank', 'noopener,noreferrer');
  else window.location.assign(vetted.href);
  return true;
}
