import type { LazyExoticComponent, ReactNode } from 'react';

import type { BlockGroup, Environment } from '../schemas';

export type { BlockGroup, Environment };

/** A JSON Schema object as stored in schemas/ (draft-07 plus our x- keywords). */
export type JsonSchema = Record<string, unknown>;

/** What a block component receives. `props` already has the schema defaults applied. */
export interface BlockComponentProps<P = Record<string, unknown>> {
  componentId: string;
  type: string;
  props: P;
}

/**
 * A block's component: a function of its props. Class components are left out because their
 * `defaultProps` would make a block typed with its own props unfit for the registry's shared type.
 */
export type BlockComponent<P = Record<string, unknown>> = (props: BlockComponentProps<P>) => ReactNode;

/**
 * P is the props type of the block's component. Left out (`never`), the definition fits any block:
 * the string-keyed registry the renderer reads holds every block, each component typed with its own
 * generated props (blocks/registry.ts checks each against its type).
 */
export interface BlockDefinition<P = never> {
  type: string;
  title: string;
  group: BlockGroup;
  /**
   * The block's schema summary (schemas/generated/block-summaries.ts): title, x-group, container
   * keywords and each property's default. Editors and tools read the full schema from `blockSchemas`.
   */
  schema: JsonSchema;
  /** Absent while a data-driven block has no component yet: editors see "not yet available", visitors nothing. */
  component?: LazyExoticComponent<BlockComponent<P>> | BlockComponent<P>;
  /**
   * Loads the component's code ahead of rendering: the server before it renders a page, the browser before it
   * hydrates one, so neither waits on a lazy chunk mid-render (blocks/lazy-block.ts).
   */
  preload?: () => Promise<void>;
  /** Whether the component's code is here (preload settled): it then renders without suspending. */
  loaded?: () => boolean;
  /**
   * Whether the server's HTML of this block, with these props, is all the browser needs: nothing in it reacts to
   * the visitor (links and text only). Such a block is not hydrated: the browser keeps the server's HTML and loads
   * the block's code only once the block must render in the browser (renderer/Block.tsx, BlockView).
   */
  serverHtmlSuffices?: (props: Readonly<Record<string, unknown>>) => boolean;
}

/** type name -> definition; built in blocks/registry.ts and handed to the renderer through context. */
export type BlockRegistry = Readonly<Record<string, BlockDefinition>>;

/** Everything the visibility rule and the blocks need to know about who is looking, when and where. */
export interface RenderContextValue {
  scopes: readonly string[];
  signedIn: boolean;
  /** Feature flags after scoped overrides were applied. */
  features: Readonly<Record<string, boolean>>;
  /** The current phase id (docs/behaviour/content-and-environments.md), or null when no phases are configured. */
  phaseId: string | null;
  editMode: boolean;
  environment: Environment;
  language: string;
  /**
   * The IANA zone event times show in: the visitor's choice (`timeZoneChoice`) or the event's zone (settings
   * `timezones.eventTimezone`); absent: times as written.
   */
  timeZone?: string;
  /** The event's own zone (settings `timezones.eventTimezone`). */
  eventTimeZone?: string;
  /** The zone the visitor chose (renderer/time useTimeZoneChoice, persisted), or absent. */
  timeZoneChoice?: string;
  /** 12 or 24 hours: the language's setting (Language.timeFormat), else the locale's habit. */
  hourCycle?: 'h12' | 'h23';
  pageId: string;
}

/** Who is looking at which page, handed to each block's server loader (blocks/loaders.ts). */
export interface BlockLoadContext {
  /** The request's query cache: a loader fills it with the queries the block's first render reads. */
  queryClient: import('@tanstack/react-query').QueryClient;
  environment: Environment;
  language: string;
  phaseId: string | null;
  signedIn: boolean;
  scopes: readonly string[];
  /** The request URL's query string (`?…` or ''): blocks whose state lives in the URL (the catalog) read it. */
  search: string;
  /** The route's path parameters (`/sessions/:id` gives `{ id }`): detail blocks read their entity's id here. */
  params: Readonly<Record<string, string>>;
  /**
   * The signed-in visitor's ids (null when anonymous), for the query keys that name the viewer, so a loader
   * prefetches under the key the browser's first render reads.
   */
  user: { readonly eventProfileId?: string; readonly cmsId?: string } | null;
  /** The features as this visitor sees them (the render context's), for blocks whose parts depend on one. */
  features: Readonly<Record<string, boolean>>;
}

/**
 * How a data-driven block's first query is loaded before the server renders it, typed by the block's props. It
 * prefetches the same query options the component reads with useQuery, so the HTML holds the data and the browser
 * hydrates from the dehydrated cache without asking again.
 */
export type BlockLoader<P> = (props: P, context: BlockLoadContext) => Promise<unknown>;
