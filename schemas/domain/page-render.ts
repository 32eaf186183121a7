/**
 * The contract between the HTTP server and the page renderer it loads (the server build of app/server-entry.tsx):
 * the server knows the request and the visitor, the renderer knows React, the shell and the blocks. Types only;
 * the server imports the built renderer by path, never the client folders.
 */
import type { Environment } from './environments';

/** The signed-in visitor a page is rendered for, as the session cookie names them. Never a token. */
export interface RenderedVisitor {
  user: { scopes: string[]; [field: string]: unknown };
  /** ISO 8601 instant the session's token expires. */
  expiry: string;
}

export interface PageRenderRequest {
  /** Path and query of the page request, e.g. `/en/sessions?day=2`. */
  url: string;
  visitor: RenderedVisitor | null;
  acceptLanguage?: string;
  /** Reaches the API in the same process, with the visitor's credentials; never over the network. */
  fetch: typeof fetch;
  now: Date;
  /**
   * A preview grant the server checked (`?preview=`): the page renders as its audience at its date, and every API
   * call of the render carries it, as the preview tab's calls do. `visitor` is then ignored.
   */
  preview?: string;
}

/** The rendered page in parts; the server puts them into the built index.html. */
export interface RenderedPage {
  /** 200, or the status page's status (404 for a missing layout). */
  status: number;
  /** Set when the shell redirects (language prefix, route gates); the server answers 302. */
  redirect?: string;
  /** `<html lang>` */
  language: string;
  /** Title, description, og/twitter, robots and canonical tags. */
  head: string;
  /** Classes and custom properties of `<body>` (the page properties block); absent: none. */
  bodySettings?: { classes: string[]; vars: Record<string, string> };
  /** The root element's inner HTML. */
  body: string;
  /** JSON for `<script type="application/json" id="ssr-state">`, escaped for embedding in HTML. */
  state: string;
  /**
   * The block types the page renders (empty when it shows no layout): the server puts their styles in <head> and
   * preloads the lazily loaded code of those in `blockCode`.
   */
  blockTypes: string[];
  /** Of those, the types whose code the browser needs (the others keep their server HTML); absent: all of them. */
  blockCode?: string[];
}

export interface PageRendererOptions {
  environment: Environment;
}

export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>;

/** The module the server build of app/server-entry.tsx exports. */
export interface PageRendererModule {
  createPageRenderer(options: PageRendererOptions): RenderPage;
}

/** Where the rendered page's state sits in the HTML. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/**
 * The attribute the app sets on #root once React has hydrated the server's HTML (its first commit's effects ran):
 * until then a click on a server-rendered button reaches no handler, so the boot loader keeps it and replays it.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Where the boot loader keeps the browser's install offer (`beforeinstallprompt`) that came before the site's code ran:
 * the browser offers once per page load, often before the code has downloaded, and the install banner needs it
 * (renderer/shell/pwa.ts).
 */
export const EARLY_INSTALL_OFFER = '__conferenceInstallOffer';

/**
 * The header of a page's HTML answer that names whose page it is: 'anonymous', else the signed-in user
 * `viewerOfClaims` names. The service worker keeps the copy in that visitor's cache, whatever it last saw of who is
 * signed in (the first page after a sign-in is asked for before any API call has told it).
 */
export const PAGE_VIEWER_HEADER = 'x-page-viewer';

/** Which signed-in user a token's claims (or the session's user) name: cmsId, else the subject, else the event profile id. */
export function viewerOfClaims(claims: Readonly<Record<string, unknown>>): string | null {
  const id = [claims.cmsId, claims.sub, claims.eventProfileId].find((v) => typeof v === 'string' && v !== '');
  return typeof id === 'string' ? id : null;
}
