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
import { QueryClient, QueryClientContext, useQuery } from '@tanstack/react-query';
import { use } from 'react';
import { translationsQueryOptions } from '../../api-client';
import { PageScopeContext } from '../contexts';
import { useServerRender } from '../server-render';
import { ShellContext } from '../shell/shell-context';
import { localeOf } from '../shell/shell-settings';
import { FALLBACK_LANGUAGE, type Strings } from './i18n';

// useQuery needs a client even when it reads nothing; this one never fetches (the query is disabled).
const idleClient = new QueryClient();

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
  const query = useQuery({ ...options, enabled }, client ?? idleClient);
  if (!enabled) return undefined;
  const mayWait = inBlock && !server && client !== undefined && shell.language !== FALLBACK_LANGUAGE;
  // Once a component waited on a namespace it keeps reading the same (settled) promise: React wants use() called
  // again on the render after the one that suspended.
  if (mayWait && ((query.data === undefined && query.status === 'pending') || waited(client, options))) use(waitFor(client, options));
  return query.data?.data;
}
