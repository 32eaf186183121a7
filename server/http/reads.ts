// The hot reads (page layouts, settings, translations) as in-process functions: the GET routes answer their ready
// bytes, and server rendering reads the same cache entries (their `value`) without HTTP. One cache, one key per read,
// cleared by the same writes and NOTIFYs (ReadCache.onClear), so a rendered page never disagrees with the API.
import type { Environment } from '../../schemas/index.js';
import type { PageLayoutAnswer, PageLayoutAnswerComponent, SettingsAnswer, TranslationMap } from '../../schemas/api-types.js';
import type { PageLayout } from '../content/content-store.js';
import type { RouteContext } from './context.js';
import type { ReadyBody } from './read-cache.js';

/** A layout as visitors get it: each block without its editor metadata (originalHash, editor). */
export type VisitorPageLayout = PageLayoutAnswer & { components: Omit<PageLayoutAnswerComponent, 'originalHash' | 'editor'>[] };

export interface PageLayoutRead {
  env: Environment;
  page: string;
  phase: string;
  /** True for content editors (contenteditor or siteeditor scope): the layout with each block's editor metadata. */
  editor: boolean;
}

/** Drops what only editors use: the hash a save is checked against and who edited the block when. */
export function withoutEditorMetadata(layout: PageLayoutAnswer): VisitorPageLayout {
  return {
    ...layout,
    components: layout.components.map((c) => {
      const { originalHash: _hash, editor: _editor, ...visible } = c;
      return visible;
    }),
  };
}

/** The cache key of one layout read; the visitor and editor variants are separate entries (different bytes and ETags). */
export const pageLayoutKey = (q: PageLayoutRead) => `content:${q.env}:${q.page}--${q.phase}:${q.editor ? 'editor' : 'visitor'}`;

/** One phase's layout of a page; rejects with ApiError notFound when there is none. */
export function readPageLayout(ctx: RouteContext, q: PageLayoutRead & { editor: true }): Promise<ReadyBody<PageLayout>>;
export function readPageLayout(ctx: RouteContext, q: PageLayoutRead & { editor: false }): Promise<ReadyBody<VisitorPageLayout>>;
export function readPageLayout(ctx: RouteContext, q: PageLayoutRead): Promise<ReadyBody<PageLayout | VisitorPageLayout>>;
export function readPageLayout(ctx: RouteContext, q: PageLayoutRead): Promise<ReadyBody<PageLayout | VisitorPageLayout>> {
  const load = () => ctx.content.getPage(q.env, q.page, q.phase);
  return ctx.cache.get(pageLayoutKey(q), q.editor ? load : async () => withoutEditorMetadata(await load()));
}

export const settingsKey = (env: Environment, scopes: readonly string[]) => `settings:${env}:${[...scopes].sort().join(' ')}`;

/** The front-end settings of an environment as a visitor with these scopes sees them (anonymous: none). */
export function readSettings(ctx: RouteContext, env: Environment, scopes: readonly string[] = []): Promise<ReadyBody<SettingsAnswer>> {
  return ctx.cache.get(settingsKey(env, scopes), () => ctx.settings.getPublic(env, scopes) as Promise<SettingsAnswer>);
}

export const translationsKey = (env: Environment, locale: string, namespace: string) => `translation:${env}:${locale}:${namespace}`;

/** One namespace of one locale's translations (flat `translate.*` keys). */
export function readTranslations(ctx: RouteContext, env: Environment, locale: string, namespace: string): Promise<ReadyBody<TranslationMap>> {
  return ctx.cache.get(translationsKey(env, locale, namespace), () => ctx.translations.namespace(env, locale, namespace));
}
