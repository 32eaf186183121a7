// The external chat loader (docs/behaviour/live-and-video.md, Chat): when a widget or the site names a loader script,
// the page adds that script once and a stylesheet for the language's script family beside it, then polls every 20 ms
// until the loader has defined its global, and hands it the widget's element and settings. The built-in chat is then
// not used.

/** docs/behaviour/live-and-video.md: the loader is polled every 20 ms. */
export const LOADER_POLL_MS = 20;
/** After this long without the loader the widget shows its offline fallback. */
export const LOADER_GIVE_UP_MS = 10_000;
/** The global the loader script defines. */
export const LOADER_GLOBAL = 'ConferenceChatLoader';

export interface ChatLoader {
  mount(element: HTMLElement, options: Record<string, unknown>): void | (() => void);
}

/** Languages written in CJK scripts get the loader's CJK stylesheet; every other language the Latin one. */
export function scriptFamilyOf(language: string): 'cjk' | 'latin' {
  return /^(ja|zh|ko)(-|$)/i.test(language) ? 'cjk' : 'latin';
}

/** The stylesheet beside a loader script: `loader.js` -> `loader.latin.css` (or `.cjk.css`). */
export function loaderStylesheetOf(scriptSrc: string, language: string): string {
  const url = new URL(scriptSrc);
  url.pathname = url.pathname.replace(/(\.m?js)?$/, `.${scriptFamilyOf(language)}.css`);
  return url.toString();
}

const findLoader = (win: Window): ChatLoader | null => {
  const value = (win as unknown as Record<string, unknown>)[LOADER_GLOBAL];
  return value && typeof (value as ChatLoader).mount === 'function' ? (value as ChatLoader) : null;
};

/** Adds the script and stylesheet once per page (several widgets share one loader). */
function addOnce(doc: Document, tag: 'script' | 'link', url: string): void {
  const attr = tag === 'script' ? 'src' : 'href';
  if ([...doc.querySelectorAll(tag)].some((el) => el.getAttribute(attr) === url)) return;
  const el = doc.createElement(tag);
  if (el instanceof HTMLScriptElement) {
    el.src = url;
    el.async = true;
  } else if (el instanceof HTMLLinkElement) {
    el.rel = 'stylesheet';
    el.href = url;
  }
  doc.head.appendChild(el);
}

/**
 * Loads the loader and waits for it: resolves with it, or with null after LOADER_GIVE_UP_MS. `cancel` stops the
 * polling (the widget left the page).
 */
export function loadChatLoader(win: Window, scriptSrc: string, language: string): { loader: Promise<ChatLoader | null>; cancel: () => void } {
  addOnce(win.document, 'link', loaderStylesheetOf(scriptSrc, language));
  addOnce(win.document, 'script', scriptSrc);
  let timer: ReturnType<typeof setInterval> | undefined;
  let settle: (loader: ChatLoader | null) => void = () => undefined;
  const loader = new Promise<ChatLoader | null>((resolve) => {
    settle = resolve;
    const found = findLoader(win);
    if (found) return resolve(found);
    let waited = 0;
    timer = setInterval(() => {
      waited += LOADER_POLL_MS;
      const now = findLoader(win);
      if (now || waited >= LOADER_GIVE_UP_MS) {
        clearInterval(timer);
        resolve(now);
      }
    }, LOADER_POLL_MS);
  });
  return {
    loader,
    cancel: () => {
      clearInterval(timer);
      settle(null);
    },
  };
}
