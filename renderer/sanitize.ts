// The one HTML sanitiser (spec 000 section 5: only button1..button5 and target pass; links open in a new
// window with noopener).
import DOMPurify from 'dompurify';
import type { Config, DOMPurify as Purifier, WindowLike } from 'dompurify';

export const EXTRA_TAGS = ['button1', 'button2', 'button3', 'button4', 'button5'] as const;
const CONFIG: Config = { ADD_TAGS: [...EXTRA_TAGS], ADD_ATTR: ['target'], RETURN_TRUSTED_TYPE: false };

let purifier: Purifier | null = null;

function configure(p: Purifier): Purifier {
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' || node.nodeName === 'AREA') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return p;
}

/**
 * Server rendering has no DOM: hand DOMPurify a window (e.g. jsdom's) before rendering. In the browser and
 * under jsdom the global window is used without this.
 */
export function setSanitizerWindow(win: WindowLike): void {
  purifier = configure(DOMPurify(win));
}

function getPurifier(): Purifier | null {
  if (!purifier && typeof window !== 'undefined') {
    const p = DOMPurify(window);
    if (p.isSupported) purifier = configure(p);
  }
  return purifier;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Sanitised HTML. Without a DOM (and no window given) the input is escaped as text: never passed raw. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const p = getPurifier();
  if (!p) return String(html).replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
  return p.sanitize(String(html), CONFIG) as string;
}
