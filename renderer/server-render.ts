/**
 * What a page's server rendering learns while it renders: the <head> tags its blocks ask for, the HTTP status
 * (a not-found page answers 404), and a redirect the shell would otherwise perform in the browser. The server
 * provides a recorder; in the browser there is none and these hooks do nothing.
 */
import { createContext, use } from 'react';

/** What a page says about itself in <head> (docs/behaviour/content-and-environments.md, Blocks, page meta). */
export interface HeadTags {
  title?: string;
  /** <link rel="canonical"> target. */
  canonical?: string;
  /** name= meta tags (description, robots, twitter:*). */
  names: Record<string, string>;
  /** property= meta tags (og:*). */
  properties: Record<string, string>;
}

/** Classes and custom properties a page puts on <body> (the page properties block). */
export interface BodySettings {
  classes: string[];
  vars: Record<string, string>;
}

export interface ServerRenderRecord {
  head: HeadTags[];
  /** What the page puts on <body>: the server writes it into the HTML, so the first paint already has it. */
  body?: BodySettings;
  status?: number;
  redirect?: string;
  /** The request's Accept-Language (the language an unprefixed URL redirects to), set by the server. */
  acceptLanguage?: string;
  /**
   * The block types the page rendered for this visitor (set by the server, filled by the block list): only their
   * code is preloaded, so a block hidden from the visitor (the tool belt for anonymous visitors) costs them nothing.
   */
  blockTypes?: Set<string>;
  /**
   * Of those, the types whose code the browser needs: a block whose server HTML suffices (BlockDefinition's
   * serverHtmlSuffices) keeps that HTML in the browser, and the page names only its stylesheets.
   */
  blockCode?: Set<string>;
  /**
   * True when blocks get Suspense boundaries of their own (renderer/block-boundaries.ts): the server asks for them
   * only when a render without them failed. Unset: without.
   */
  blockBoundaries?: boolean;
}

export const ServerRenderContext = createContext<ServerRenderRecord | null>(null);

/** The recorder while rendering on the server, else null. */
export function useServerRender(): ServerRenderRecord | null {
  return use(ServerRenderContext);
}

/** Asks for <body> classes and custom properties in the server's HTML (the browser applies them in an effect too). */
export function useServerBody(settings: BodySettings): void {
  const record = useServerRender();
  if (record) record.body = settings;
}

/** Asks for head tags in the server's HTML (the browser sets them in an effect as before). */
export function useServerHead(tags: HeadTags): void {
  const record = useServerRender();
  // Recording during render is safe here: the server renders once per request into its own record.
  if (record) record.head.push(tags);
}
