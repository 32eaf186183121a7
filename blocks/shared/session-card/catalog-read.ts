// The data blocks' catalog reads (GET /session, GET /sponsor): api-client's one list fetcher, typed, under the same
// query keys as api-client/catalog, so these blocks and the catalog share cache entries. Through api-client's
// index.ts, so a page showing only these blocks (/en/home) does not load the catalog's fetchers.
import { queryOptions } from '@tanstack/react-query';
import { catalogListQueryOptions } from '../../../api-client';
import type { SessionCatalogParams } from '../../../api-client/catalog';
import type { CatalogCompanyList, CatalogSessionList } from '../../../schemas/api-types';

export const sessionsRead = (viewer: string, params: SessionCatalogParams) => catalogListQueryOptions<CatalogSessionList>('session', viewer, params);

/** What the sponsor shuffle shows of each sponsor. */
export type SponsorLogo = Pick<CatalogCompanyList['items'][number], 'companyId' | 'name' | 'logo'>;

/**
 * Every sponsor's id, name and logo (the sponsor shuffle draws its batches from all of them). Only these are kept:
 * the whole documents (descriptions, offers, resources) went into every home page's HTML, 280 kB of it with 750
 * companies (bench/conference-day). Keyed apart from the full list, which other pages read under the same query.
 */
export const sponsorLogosRead = (viewer: string, params: { pageSize?: number }) => {
  const full = catalogListQueryOptions<CatalogCompanyList>('sponsor', viewer, params);
  const fetchFull = full.queryFn as (context: { signal: AbortSignal }) => Promise<CatalogCompanyList>;
  return queryOptions({
    queryKey: [...full.queryKey, 'logos'] as const,
    queryFn: async ({ signal }): Promise<{ items: SponsorLogo[] }> => {
      const list = await fetchFull({ signal });
      return { items: list.items.map(({ companyId, name, logo }) => ({ companyId, name, logo })) };
    },
  });
};
