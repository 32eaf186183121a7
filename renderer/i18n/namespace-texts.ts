/**
 * A feature's texts in the visitor's language, read from the API per namespace (GET /translation/{locale}/{ns}):
 * each block's words live in a namespace of its own (the key's second segment, `translate.catalog.…` -> `catalog`),
 * so a page loads only the namespaces of the blocks it shows. The server prefetches them with the block's data
 * (blocks/namespaces.ts); the browser hydrates from the same cache, and a live update of the language re-reads them.
 *
 * A block the browser shows later (a client-side navigation, a tab opened) waits for its texts, as it waits for its
 * code, rather than showing English for a moment - except in English, where the texts only override the defaults.
 * Outside a page's blocks (the shell's parts, which have no Suspense boundary of their own) nothing waits: the
 * server loads those namespaces with every page (renderer/shell/server-data.ts).
 * Outside the site (Storybook, unit tests without a shell or a query client) nothing is read: the English defaults
 * beside the component show.
 */
import { QueryClient, QueryClientContext, QueryObserver } from '@tanstack/react-query';
import { use, useSyncExternalStore } from 'react';
import { translationsQueryOptions } from '../../api-client';
import { PageScopeContext } from '../contexts';
import { useServerRender } from '../server-render';
import { ShellContext } from '../shell/shell-context';
import { localeOf } from '../shell/shell-settings';
import { FALLBACK_LANGUAGE, type Strings } from './i18n';

type TextsOptions = ReturnType<typeof translationsQueryOptions>;

/** One namespace's texts as a store the components that translate with it share. */
interface SharedTexts {
  subscribe: (listener: () => void) => () => void;
  read: () => Strings | undefined;
}

const nothing: SharedTexts = { subscribe: () => () => undefined, read: () => undefined };

// One observer per client and namespace, however many components read it: a page of session tiles had a useQuery
// of its own in every translated component (hundreds), each an observer with its subscription and result.
const shared = new WeakMap<QueryClient, Map<string, SharedTexts>>();

function sharedTexts(client: QueryClient, options: TextsOptions): SharedTexts {
  const byKey = shared.get(client) ?? new Map<string, SharedTexts>();
  shared.set(client, byKey);
  const key = JSON.stringify(options.queryKey);
  let texts = byKey.get(key);
  if (!texts) {
    const observer = new QueryObserver(client, options);
    const listeners = new Set<() => void>();
    let stop: (() => void) | undefined;
    texts = {
      subscribe(listener) {
        listeners.add(listener);
        if (!stop) {
          // The cache's query of the key now (an unread one may have been collected meanwhile); subscribing fetches
          // it when it has no texts or they are stale, as a mounting useQuery would.
          observer.setOptions(options);
          stop = observer.subscribe(() => {
            for (const each of [...listeners]) each();
          });
        }
        return () => {
          listeners.delete(listener);
          if (listeners.size === 0) {
            stop?.();
            stop = undefined;
          }
        };
      },
      read: () => (client.getQueryData(options.queryKey) as { data?: Strings } | undefined)?.data,
    };
    byKey.set(key, texts);
  }
  return texts;
}

// One promise per client and query, so a component that suspends on it gets the same promise when React retries.
const waits = new WeakMap<QueryClient, Map<string, Promise<unknown>>>();

function waitFor(client: QueryClient, options: ReturnType<typeof translationsQueryOptions>): Promise<unknown> {
  const byKey = waits.get(client) ?? new Map<string, Promise<unknown>>();
  waits.set(client, byKey);
  const key = JSON.stringify(options.queryKey);
  let wait = byKey.get(key);
  if (!wait) {
    // A failed read shows the English defaults; it never breaks the block.
    wait = client.ensureQueryData(options).catch(() => undefined);
    byKey.set(key, wait);
  }
  return wait;
}

function waited(client: QueryClient, options: ReturnType<typeof translationsQueryOptions>): boolean {
  return waits.get(client)?.has(JSON.stringify(options.queryKey)) ?? false;
}

export function useNamespaceTexts(namespace: string, wanted: boolean): Strings | undefined {
  const shell = use(ShellContext);
  const client = use(QueryClientContext);
  const server = useServerRender();
  const inBlock = use(PageScopeContext) !== null;
  const locale = shell ? localeOf(shell.settings, shell.language) : '';
  const enabled = wanted && shell !== null && client !== undefined && shell.settings !== undefined;
  const options = translationsQueryOptions(locale, namespace, shell?.environment);
  const store = enabled && client ? sharedTexts(client, options) : nothing;
  const data = useSyncExternalStore(store.subscribe, store.read, store.read);
  if (!enabled) return undefined;
  const mayWait = inBlock && !server && client !== undefined && shell.language !== FALLBACK_LANGUAGE;
  const pending = data === undefined && client.getQueryState(options.queryKey)?.status !== 'error';
  // Once a component waited on a namespace it keeps reading the same (settled) promise: React wants use() called
  // again on the render after the one that suspended.
  if (mayWait && (pending || waited(client, options))) use(waitFor(client, options));
  return data;
}
