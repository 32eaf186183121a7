import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Environment } from '../../api-client';
import { allEnvironmentsQueryOptions, type AllEnvironmentsAnswer } from '../../api-client/editing';
import { uiNamespaces } from '../../blocks/ui-strings';
import { shellNamespace } from '../../renderer';
import type { SiteLanguage } from './KeyEditor';
import { missingTranslations, sitePageIds, usageOfPage, type LanguageReport, type PageUsage } from './missing-report';
import { useNamespaceTextsOf, type NamespaceTexts } from './texts-of';

export interface MissingReportData {
  /** Null until every page and text is read (answered or failed). */
  reports: LanguageReport[] | null;
  texts: NamespaceTexts['byNamespace'];
  settled: number;
  total: number;
  failed: number;
}

interface Usage {
  usage: PageUsage[];
  settled: number;
  failed: number;
}

/**
 * The missing-translation report of an environment: every page layout of the site (GET /content/all/{page}, each
 * page's phases; there is no call that lists them all) and every namespace's texts in each language. Read once, when
 * the editor asks for the report; the report follows saves and live updates of the texts after that.
 */
export function useMissingReport(languages: readonly SiteLanguage[], environment: Environment): MissingReportData {
  const pages = useMemo(sitePageIds, []);
  const namespaces = useMemo(() => [shellNamespace, ...uiNamespaces()], []);
  const combine = useCallback(
    (answers: UseQueryResult<AllEnvironmentsAnswer>[]): Usage => {
      const usage: PageUsage[] = [];
      let settled = 0;
      let failed = 0;
      answers.forEach((answer, i) => {
        if (answer.isError) failed += 1;
        if (answer.isError || answer.isSuccess) settled += 1;
        const layouts = answer.data?.[environment];
        if (layouts && layouts.length > 0) usage.push(usageOfPage(pages[i]!, layouts));
      });
      return { usage, settled, failed };
    },
    [pages, environment],
  );
  const layouts = useQueries({ queries: pages.map((page) => allEnvironmentsQueryOptions(page)), combine });
  const texts = useNamespaceTextsOf(languages, namespaces, environment);
  const done = layouts.settled === pages.length && texts.settled === texts.total;
  const reports = useMemo(
    () => (done ? missingTranslations(languages, layouts.usage, (locale, ns) => texts.byNamespace[ns]?.[locale]) : null),
    [done, languages, layouts.usage, texts.byNamespace],
  );
  return {
    reports,
    texts: texts.byNamespace,
    settled: layouts.settled + texts.settled,
    total: pages.length + texts.total,
    failed: layouts.failed + texts.failed,
  };
}
