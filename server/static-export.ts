import { ENVIRONMENTS } from '../schemas/index.js';
import { parseSessionQuery } from './catalog/catalog-query.js';
import { catalogSettingsOf, listSessions, sessionFacets, type Viewer } from './catalog/catalog-service.js';
import { createContentService } from './content/content-service.js';
import { withoutEditorMetadata } from './http/reads.js';
import { createSettingsService } from './settings/settings-service.js';
import { createTranslationService } from './translations/translation-service.js';
import type { Db } from './store/db.js';

/**
 * The static fallback files (path under static-content/ -> JSON body): per environment the
 * anonymous GET /settings answer, every page layout (as visitors get it: without editor metadata), every
 * translation namespace, the catalog's first page and facet counts per phase (what /sessions asks with an empty URL,
 * as the API answers anonymous visitors at the phase's start), plus index.json.
 */
export async function exportStaticContent(db: Db, now: Date): Promise<Map<string, unknown>> {
  const deps = { db, now: () => now, afterWrite: async () => undefined };
  const content = createContentService(deps);
  const settings = createSettingsService(deps);
  const translations = createTranslationService(deps);
  const files = new Map<string, unknown>();
  const index: Record<string, { settings: string; content: string[]; translations: string[]; catalog: string[] }> = {};
  for (const env of ENVIRONMENTS) {
    const entry = { settings: `${env}/settings.json`, content: [] as string[], translations: [] as string[], catalog: [] as string[] };
    const publicSettings = await settings.getPublic(env, []);
    files.set(entry.settings, publicSettings);
    for (const [path, body] of await catalogCopies(db, env, publicSettings)) {
      files.set(path, body);
      entry.catalog.push(path);
    }
    const pages = await db.query<{ page: string; phase: string }>('SELECT page, phase FROM page_layouts WHERE environment = $1 ORDER BY page, phase', [env]);
    for (const { page, phase } of pages.rows) {
      const path = `${env}/content/${page}--${phase}.json`;
      // For anonymous visitors: without editor metadata, the bytes GET /content answers them.
      files.set(path, withoutEditorMetadata(await content.getPage(env, page, phase)));
      entry.content.push(path);
    }
    const namespaces = await db.query<{ locale: string; namespace: string }>(
      'SELECT DISTINCT locale, namespace FROM translations WHERE environment = $1 ORDER BY locale, namespace', [env],
    );
    for (const { locale, namespace } of namespaces.rows) {
      const path = `${env}/translations/${locale}/${namespace}.json`;
      files.set(path, await translations.namespace(env, locale, namespace));
      entry.translations.push(path);
    }
    index[env] = entry;
  }
  files.set('index.json', { generatedAt: now.toISOString(), environments: index });
  return files;
}

const ANONYMOUS: Viewer = { signedIn: false, scopes: [], subject: null };

/**
 * The catalog's default query (first page, default sort, no filters) and its facet counts, per phase of the
 * environment's settings (`{env}/catalog/session--{phase}.json`, `{env}/catalog/facets--{phase}.json`), answered
 * as at the phase's start: filter overrides with a date window apply as they will during the phase.
 */
async function catalogCopies(db: Db, env: string, publicSettings: Record<string, unknown>): Promise<Map<string, unknown>> {
  const files = new Map<string, unknown>();
  const phases = Array.isArray(publicSettings.eventPhases) ? (publicSettings.eventPhases as { id?: unknown; start?: unknown }[]) : [];
  const query = parseSessionQuery({});
  for (const phase of phases) {
    if (typeof phase.id !== 'string' || phase.id === '' || typeof phase.start !== 'string' || Number.isNaN(Date.parse(phase.start))) continue;
    const context = { db, now: new Date(phase.start), viewer: ANONYMOUS, settings: catalogSettingsOf(publicSettings, ANONYMOUS) };
    files.set(`${env}/catalog/session--${phase.id}.json`, await listSessions(context, query));
    files.set(`${env}/catalog/facets--${phase.id}.json`, await sessionFacets(context, query));
  }
  return files;
}
