import type { QueryClient } from '@tanstack/react-query';
import { clearEtagCache } from '../http';
import { queryKeys } from '../query-keys';
import type { LiveEvent } from './live-events';

/**
 * Refreshes what an event changed, so the page shows it without a reload: active queries refetch at
 * once, inactive ones on their next use.
 */
export async function invalidateForLiveEvent(client: QueryClient, event: LiveEvent): Promise<void> {
  switch (event.type) {
    case 'onSettingsChanged':
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.settings(event.environment) }),
        client.invalidateQueries({ queryKey: queryKeys.siteEditor() }),
        client.invalidateQueries({ queryKey: queryKeys.settingsChangelog() }),
      ]);
      return;
    case 'onComponentSettingsChanged':
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.page(event.environment, event.page, event.phase) }),
        client.invalidateQueries({ queryKey: queryKeys.allEnvironments(event.page) }),
        client.invalidateQueries({ queryKey: queryKeys.contentChangelog(`${event.page}--${event.phase}`) }),
      ]);
      return;
    case 'onLanguageChanged':
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.translations(event.environment, event.locale, event.namespace) }),
        client.invalidateQueries({ queryKey: queryKeys.allTranslations(event.language, event.locale) }),
      ]);
      return;
    case 'onCacheClear':
      clearEtagCache();
      await client.invalidateQueries();
      return;
  }
}

/** The queries hub events refresh: settings, page layouts and texts, of every environment. */
const CONTENT_ROOTS: ReadonlySet<unknown> = new Set(['settings', 'content', 'translations', 'translation-all']);

/**
 * Refreshes all content, for a page that may have missed hub events (its stream joined after a change it did not
 * hear): active queries refetch at once. Answers revalidate against the cached ETags, so unchanged content costs
 * a 304 each.
 */
export async function invalidateContent(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ predicate: (query) => CONTENT_ROOTS.has(query.queryKey[0]) });
}
