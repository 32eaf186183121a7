// Bundled by e2e/pages/sanitizer-lab.ts (vite, iife) into the lab page: the renderer's own sanitiser and style
// checks and the URL checks (schemas' own, which the renderer uses), unchanged, as they run on the site.
// Deep imports on purpose: the lab bundles these three modules alone, not the renderer's whole surface (React,
// the shell) that its index.ts would pull in.
/* eslint-disable no-restricted-imports */
import { safeLinkHref, vetLink, vetMedia } from '../../schemas/util/safe-url';
import { safeCssValue } from '../../renderer/sanitize-css';
import { sanitizeHtml } from '../../renderer/sanitize';
/* eslint-enable no-restricted-imports */

(window as unknown as { lab: unknown }).lab = { sanitizeHtml, vetLink, vetMedia, safeLinkHref, safeCssValue };
