import { createElement, useEffect, useMemo, useReducer, useRef } from 'react';
import type { HTMLAttributes } from 'react';

export interface SafeHtmlProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  html: string | null | undefined;
  /** The element to render; `div` by default. */
  as?: 'div' | 'span' | 'p' | 'section' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'li' | 'label';
}

type SanitizerModule = typeof import('./sanitize');
type Sanitize = SanitizerModule['sanitizeHtml'];

let sanitize: Sanitize | undefined;
let loading: Promise<SanitizerModule> | undefined;

/**
 * The inner HTML of a text kept from the server's HTML: one object, since React compares the prop by identity and
 * sets the inner HTML again, here to nothing, for any other object.
 */
const KEPT = Object.freeze({ __html: '' });

/**
 * Loads the sanitiser (sanitize.ts, a chunk of its own) and answers it. The server and the test set-ups load it
 * before they render; a browser loads it the first time a text has to be rendered in the browser rather than kept
 * from the server's HTML, so a page that only shows what the server rendered never downloads it. The server passes
 * the window whose HTML parser it uses (it has no DOMParser of its own).
 */
export async function loadSanitizer(parserWindow?: Parameters<SanitizerModule['setSanitizerWindow']>[0]): Promise<Sanitize> {
  loading ??= import('./sanitize').catch((error: unknown) => {
    // A failed download may succeed later: the next text that needs it tries again.
    loading = undefined;
    throw error;
  });
  const module = await loading;
  if (parserWindow) module.setSanitizerWindow(parserWindow);
  sanitize = module.sanitizeHtml;
  return sanitize;
}

/**
 * Renders editor-supplied HTML after sanitising it; the one place blocks use dangerouslySetInnerHTML.
 *
 * Without the sanitiser loaded, the element is rendered with an empty inner HTML. While hydrating, React leaves an
 * element's inner HTML as the server wrote it (already sanitised), and on later renders it changes the DOM only
 * when the value differs from the last render's, so the server's text stays. The sanitiser is loaded, and the
 * element rendered again, when that text is not there: the element was mounted in the browser (another page, a
 * block shown later) or its HTML changed (a live update). Until then it shows what it showed before.
 */
export function SafeHtml({ html, as = 'div', ...rest }: SafeHtmlProps) {
  const element = useRef<HTMLElement>(null);
  const mounted = useRef(html);
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  // Whether this render sanitised: the sanitiser may arrive (for another text) between this render and its effect.
  const sanitised = sanitize !== undefined;
  useEffect(() => {
    if (sanitised) return;
    const fresh = !!html && !element.current?.hasChildNodes();
    if (html === mounted.current && !fresh) return;
    let live = true;
    loadSanitizer().then(
      () => live && loaded(),
      (error: unknown) => console.error('The sanitiser did not load; the text keeps what it showed.', error),
    );
    return () => {
      live = false;
    };
  }, [html, sanitised]);
  // Kept while the text is the same, so that a render for another reason does not write the same HTML again.
  const inner = useMemo(() => (sanitised && sanitize ? { __html: sanitize(html) } : KEPT), [sanitised, html]);
  return createElement(as, { ...rest, ref: element, suppressHydrationWarning: !sanitised, dangerouslySetInnerHTML: inner });
}
