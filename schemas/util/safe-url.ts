// The one URL check for every link, button and media URL (blocks, shell, the HTML sanitiser, and the server for
// the links attendees store: profile social links). Shared by client and server, so it imports nothing.
//
// It follows the URL standard instead of guessing with patterns: the value is first stripped the way a browser
// strips it (leading and trailing C0 controls and spaces, tabs and newlines anywhere), then parsed with
// `new URL(value, base)`, and allowed by the scheme of the result. A relative value that resolves to another
// origin (`/\evil.example`, `/<TAB>/evil.example`, `//evil.example`) is treated as the off-site link it is.

/** What a vetted URL is: the href to write, and whether it leaves the site (then it opens in a new window). */
export interface VettedUrl {
  href: string;
  /** True for http(s) URLs on another origin: render with target="_blank" rel="noopener noreferrer". */
  external: boolean;
}

const LINK_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const MEDIA_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:']);
// Raster and SVG images as data: URIs (the demo's pictures are inline PNG and SVG so it runs offline). An <img> or a CSS
// background never runs script in an SVG, and nothing else (text/html, application/*) is accepted.
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Off-site attributes for an `<a>`: spread them onto the element. */
export const OFF_SITE_LINK = Object.freeze({ target: '_blank', rel: 'noopener noreferrer' } as const);

// Without a window (server rendering, node tests) relative URLs resolve against a placeholder origin: they stay
// same-site exactly when they would in a browser.
const PLACEHOLDER_BASE = 'https://site.invalid/';

function defaultBase(): string {
  return typeof window !== 'undefined' && window.location && /^https?:$/.test(window.location.protocol)
    ? window.location.href
    : PLACEHOLDER_BASE;
}

/** The value as a browser's URL parser sees it: C0 controls and spaces trimmed, tabs and newlines removed. */
export function stripUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

function vet(value: unknown, schemes: ReadonlySet<string>, media: boolean, base?: string): VettedUrl | undefined {
  if (typeof value !== 'string') return undefined;
  const stripped = stripUrl(value);
  if (stripped === '' || stripped.length > 8192) return undefined;
  if (media && DATA_IMAGE.test(stripped)) return { href: stripped, external: false };
  const baseHref = base ?? defaultBase();
  let url: URL;
  let baseUrl: URL;
  try {
    baseUrl = new URL(baseHref);
    url = new URL(stripped, baseUrl);
  } catch {
    return undefined;
  }
  if (!schemes.has(url.protocol)) return undefined;
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { href: url.href, external: false };
  // Credentials in a link (https://site@evil) only serve to mislead.
  if (url.username !== '' || url.password !== '') return undefined;
  const sameSite = url.origin === baseUrl.origin;
  if (sameSite && !SCHEME.test(stripped)) {
    // A relative value that stays on the site: written as given (stripped), so '#agenda' stays a fragment link.
    return { href: stripped, external: false };
  }
  return { href: url.href, external: !sameSite };
}

/** A link or button target: http(s), mailto, tel, or relative (same-site, or off-site when it resolves there). */
export function vetLink(value: unknown, base?: string): VettedUrl | undefined {
  return vet(value, LINK_SCHEMES, false, base);
}

/** An image or media source: http(s), relative, or a data: image. */
export function vetMedia(value: unknown, base?: string): VettedUrl | undefined {
  return vet(value, MEDIA_SCHEMES, true, base);
}

/** The href of `vetLink`, or undefined. */
export function safeLinkHref(value: unknown, base?: string): string | undefined {
  return vetLink(value, base)?.href;
}

/** The src of `vetMedia`, or undefined. */
export function safeMediaSrc(value: unknown, base?: string): string | undefined {
  return vetMedia(value, base)?.href;
}

/** A same-site path (no scheme, no host), for redirects after sign-in and `dest` parameters; else null. */
export function sameSitePath(value: unknown, base?: string): string | null {
  if (typeof value !== 'string') return null;
  const vetted = vetLink(value, base);
  if (!vetted || vetted.external || SCHEME.test(vetted.href)) return null;
  return vetted.href.startsWith('/') ? vetted.href : null;
}

/** A CSS `url("…")` for an image, or undefined when the URL is not a vetted media URL; quotes are escaped. */
export function cssImageUrl(value: unknown, base?: string): string | undefined {
  const src = safeMediaSrc(value, base);
  if (!src) return undefined;
  return `url("${src.replace(/["'\\()\s]/g, (c) => encodeURIComponent(c))}")`;
}
