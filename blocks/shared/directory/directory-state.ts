// The directories' state as the page URL holds it (docs/behaviour/catalog.md: search, pageSize, currentPage, sortBy; the
// speaker list also filters by company; the all-companies directory by type). The blocks and their server loaders
// both read it here, so the server prefetches exactly the query the first render asks for (same key).
import type { CompanyKind, DirectoryParams, SpeakerDirectoryParams } from '../../../api-client/catalog';
import { DEFAULT_PAGE_SIZE, DIRECTORY_SORTS, isPageSize, PAGE_SIZES, type DirectorySort } from '../../../schemas';

export { DEFAULT_PAGE_SIZE, PAGE_SIZES };
export type { DirectorySort };
export const COMPANY_TYPES = ['sponsor', 'exhibitor', 'partner'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export interface DirectoryState extends SpeakerDirectoryParams {
  /** The all-companies directory's type filter. */
  type?: CompanyType;
}

const ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

/** The URL's directory state, normalised: values the API would refuse are dropped (the defaults apply). */
export function readDirectoryState(search: string | URLSearchParams): DirectoryState {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const state: DirectoryState = {};
  const text = q.get('search')?.trim();
  if (text) state.search = text.slice(0, 200);
  const size = Number(q.get('pageSize'));
  if (isPageSize(size) && size !== DEFAULT_PAGE_SIZE) state.pageSize = size;
  const pageText = q.get('currentPage') ?? '';
  if (/^\d{1,6}$/.test(pageText) && Number(pageText) > 1) state.currentPage = Number(pageText);
  const sort = q.get('sortBy') as DirectorySort | null;
  if (sort && DIRECTORY_SORTS.includes(sort)) state.sortBy = sort;
  const company = q.get('company');
  if (company && ID.test(company)) state.company = company;
  const type = q.get('type') as CompanyType | null;
  if (type && COMPANY_TYPES.includes(type)) state.type = type;
  return state;
}

const KEYS = ['search', 'pageSize', 'currentPage', 'sortBy', 'company', 'type'] as const;

/** The page's query string with the directory part replaced by `next`; other params (such as `source`) stay. */
export function writeDirectoryState(current: string, next: DirectoryState): string {
  const q = new URLSearchParams(current);
  for (const key of KEYS) q.delete(key);
  if (next.search) q.set('search', next.search);
  if (next.company) q.set('company', next.company);
  if (next.type) q.set('type', next.type);
  if (next.sortBy) q.set('sortBy', next.sortBy);
  if (next.pageSize !== undefined && next.pageSize !== DEFAULT_PAGE_SIZE) q.set('pageSize', String(next.pageSize));
  if (next.currentPage !== undefined && next.currentPage > 1) q.set('currentPage', String(next.currentPage));
  const text = q.toString();
  return text === '' ? '' : `?${text}`;
}

/** The speaker list's API params for a state (the type filter is not one of them). */
export function speakerParams(state: DirectoryState, withCompany = true): SpeakerDirectoryParams {
  const { type: _type, company, ...rest } = state;
  return withCompany && company ? { ...rest, company } : rest;
}

/** The company list's API path kind and params for a state: the block's kind, or the type filter for 'all'. */
export function companyQuery(kind: CompanyType | 'all', state: DirectoryState): { kind: CompanyKind; params: DirectoryParams } {
  const { type, company: _company, ...params } = state;
  return { kind: kind === 'all' ? (type ?? 'company') : kind, params };
}

/** The route's plural for a company kind (/sponsors/{id}, /exhibitors/{id}, /partners/{id}). */
export function companyRoute(kind: string): 'sponsors' | 'exhibitors' | 'partners' {
  return kind === 'exhibitor' ? 'exhibitors' : kind === 'partner' ? 'partners' : 'sponsors';
}

/**
 * docs/behaviour/catalog.md: the page size shows only above a threshold, here when the directory holds more than the
 * smallest page. While a search or filter narrows it, it stays (it would come and go as you type).
 */
export function pageSizeUseful(state: DirectoryState, total: number | undefined): boolean {
  if (state.search || state.company || state.type || state.pageSize !== undefined) return true;
  return total !== undefined && total > PAGE_SIZES[0];
}
