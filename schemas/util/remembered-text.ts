// Texts the server's Intl computed while rendering a page, handed to the browser with the page so that hydration
// prints them again without Intl. The first Intl formatter a browser tab builds (a date, a number, a list or a
// relative-time format) sets up the engine's locale data: 40-50 ms of CPU on a desktop, four times that on a
// mid-range phone, in the task that hydrates the page. With the server's texts the page hydrates without it, and a
// tab builds formatters only for what it prints afresh (another zone, a live update, the next page).

/** Where the server writes what it computed (the server entry keeps one record per render); undefined elsewhere. */
let recorder: ((key: string, text: string) => void) | undefined;

/** What the page's server computed, by key (the browser's copy, from the page's state). */
const known = new Map<string, string>();

/** The server's record for the render under way (the server entry answers it per request). */
export function setTextRecorder(record: ((key: string, text: string) => void) | undefined): void {
  recorder = record;
}

/** Takes the texts the page's server computed (the browser, before hydrating). */
export function adoptRememberedTexts(texts: Readonly<Record<string, string>> | undefined): void {
  if (!texts) return;
  for (const [key, text] of Object.entries(texts)) if (typeof text === 'string') known.set(key, text);
}

/**
 * The text for `key`: the server's when the page brought it, else `compute()` (recorded on the server). `key` names
 * every input of `compute` (the kind of format, the locale, the options and the value), so one key is one text.
 */
export function rememberedText(key: string, compute: () => string): string {
  const kept = known.get(key);
  if (kept !== undefined) return kept;
  const text = compute();
  recorder?.(key, text);
  return text;
}

/** One key for a format's kind, locale and options (the same code builds the options on both sides, in one order). */
export function formatKey(kind: string, locale: string, options: object | undefined): string {
  return `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
}
