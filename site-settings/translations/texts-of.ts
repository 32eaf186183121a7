import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { translationsQueryOptions, type Environment } from '../../api-client';
import type { SiteLanguage } from './KeyEditor';

type Texts = Readonly<Record<string, string>>;

/** Several namespaces' texts in every language of the site: namespace -> locale -> key -> text. */
export interface NamespaceTexts {
  byNamespace: Readonly<Record<string, Readonly<Record<string, Texts>>>>;
  /** Reads answered (with texts or a failure) and reads in all. */
  settled: number;
  total: number;
  failed: number;
}

type Answer = UseQueryResult<{ data: Texts } | undefined>;

/**
 * The texts of `namespaces` in each language (one query per language and namespace: the queries the page renders
 * from, so the lists follow saves and live updates). A namespace not read yet holds no texts.
 */
export function useNamespaceTextsOf(languages: readonly SiteLanguage[], namespaces: readonly string[], environment: Environment): NamespaceTexts {
  const pairs = useMemo(() => languages.flatMap((l) => namespaces.map((ns) => ({ locale: l.locale, ns }))), [languages, namespaces]);
  const combine = useCallback(
    (answers: Answer[]): NamespaceTexts => {
      const byNamespace: Record<string, Record<string, Texts>> = {};
      for (const ns of namespaces) byNamespace[ns] = {};
      let settled = 0;
      let failed = 0;
      answers.forEach((answer, i) => {
        const pair = pairs[i];
        if (!pair) return;
        byNamespace[pair.ns]![pair.locale] = answer.data?.data ?? {};
        if (answer.isError) failed += 1;
        if (answer.isError || answer.isSuccess) settled += 1;
      });
      return { byNamespace, settled, failed, total: pairs.length };
    },
    [pairs, namespaces],
  );
  return useQueries({
    queries: pairs.map((p) => translationsQueryOptions(p.locale, p.ns, environment)),
    combine,
  });
}
