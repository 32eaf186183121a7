import { ENVIRONMENTS } from '../schemas/index.js';
import { createContentService } from './content/content-service.js';
import { withoutEditorMetadata } from './http/reads.js';
import { createSettingsService } from './settings/settings-service.js';
import { createTranslationService } from './translations/translation-service.js';
import type { Db } from './store/db.js';

/**
 * The static fallback files (path under static-content/ -> JSON body): per environment the
 * anonymous GET /settings answer, every page layout (as visitors get it: without editor metadata), every
 * translation namespace, plus index.json.
 */
export async function exportStaticContent(db: Db, now: Date): Promise<Map<string, unknown>> {
  const deps = { db, now: () => now, afterWrite: async () => undefined };
  const content = createContentService(deps);
  const settings = createSettingsService(deps);
  const translations = createTranslationService(deps);
  const files = new Map<string, unknown>();
  const index: Record<string, { settings: string; content: string[]; translations: string[] }> = {};
  for (const env of ENVIRONMENTS) {
    const entry = { settings: `${env}/settings.json`, content: [] as string[], translations: [] as string[] };
    files.set(entry.settings, await settings.getPublic(env, []));
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
