// The URL checks of the site live in schemas/util/safe-url.ts (the server checks stored links by the same rules)
// and are imported from schemas; navigating to a checked URL is the browser's part.
import { vetLink } from '../schemas';

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
