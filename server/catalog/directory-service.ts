// The speaker and company directories (server/catalog's lists beside the session catalog): search, sorts by name,
// paging, and the detail pages with their sessions and speakers.
import { DIRECTORY_SORTS } from '../../schemas/index.js';
import type {
  CatalogCompanyDetail, CatalogCompanyList, CatalogSpeakerDetail, CatalogSpeakerList, Company, Speaker,
} from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import { parsePaging, parseSort, type Paging, type SortBy } from './catalog-query.js';
import { pageCount, sessionsWhere, type CatalogContext as Context } from './catalog-service.js';
import { normaliseSearch } from './search-text.js';
import { SqlParams } from './sql.js';

const LIST_SORTS: readonly SortBy[] = DIRECTORY_SORTS;

function listOrder(sortBy: SortBy, rank: string | null, alias: string): string {
  if (sortBy === 'desc') return `${alias}.sort_name DESC, ${alias}.id DESC`;
  if (sortBy === 'relevance' && rank) return `${rank} DESC, ${alias}.sort_name ASC, ${alias}.id ASC`;
  return `${alias}.sort_name ASC, ${alias}.id ASC`;
}

interface ListQuery {
  search?: string;
  pageSize?: string;
  currentPage?: string;
  sortBy?: string;
}

async function pagedDocs<T>(c: Context, table: 'speakers' | 'companies', q: ListQuery, extra: (sql: SqlParams) => string[]): Promise<{ docs: T[]; total: number; paging: Paging }> {
  const paging = parsePaging(q);
  const sortBy = parseSort(q.sortBy, LIST_SORTS);
  const search = normaliseSearch(q.search);
  const sql = new SqlParams();
  const where = extra(sql);
  let rank: string | null = null;
  if (search.tsquery) {
    const tsq = `to_tsquery('english', ${sql.p(search.tsquery)})`;
    where.push(`t.search @@ ${tsq}`);
    rank = `ts_rank_cd(t.search, ${tsq})`;
  }
  const { rows } = await c.db.query<{ doc: T; total: string | number }>(
    `SELECT t.doc, count(*) OVER () AS total FROM ${table} t ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY ${listOrder(sortBy, rank, 't')} LIMIT ${sql.p(paging.pageSize)} OFFSET ${sql.p((paging.currentPage - 1) * paging.pageSize)}`,
    sql.values,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && paging.currentPage > 1) {
    const countSql = new SqlParams();
    const countWhere = extra(countSql);
    if (search.tsquery) countWhere.push(`t.search @@ to_tsquery('english', ${countSql.p(search.tsquery)})`);
    const counted = await c.db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table} t ${countWhere.length ? `WHERE ${countWhere.join(' AND ')}` : ''}`, countSql.values);
    total = Number(counted.rows[0]?.n ?? 0);
  }
  return { docs: rows.map((r) => r.doc), total, paging };
}

/** Speakers with bio and photo only (docs/behaviour/catalog.md); `company` filters by company id. */
export async function listSpeakers(c: Context, q: ListQuery & { company?: string }): Promise<CatalogSpeakerList> {
  const { docs, total, paging } = await pagedDocs<Speaker>(c, 'speakers', q, (sql) => {
    const where = ["t.listed AND t.doc ? 'speakerId'"];
    if (q.company) where.push(`t.company_id = ${sql.p(q.company)}`);
    return where;
  });
  return { items: docs, total, ...paging, pageCount: pageCount(total, paging.pageSize) };
}

export async function speakerDetail(c: Context, id: string): Promise<CatalogSpeakerDetail> {
  const { rows } = await c.db.query<{ doc: Speaker }>("SELECT doc FROM speakers WHERE id = $1 AND doc ? 'speakerId'", [id]);
  const speaker = rows[0]?.doc;
  if (!speaker) throw new ApiError('notFound', { speaker: id }, `No speaker ${id}.`);
  return { speaker, sessions: await sessionsWhere(c, (sql) => `s.doc->'speakerIds' ? ${sql.p(id)}`) };
}

export type CompanyKind = Company['kind'];

export async function listCompanies(c: Context, kind: CompanyKind | null, q: ListQuery): Promise<CatalogCompanyList> {
  const { docs, total, paging } = await pagedDocs<Company>(c, 'companies', q, (sql) => [kind ? `t.kind = ${sql.p(kind)}` : 't.kind IS NOT NULL']);
  return { items: docs, total, ...paging, pageCount: pageCount(total, paging.pageSize) };
}

/** A company with its sessions (sponsored or associated) and its listed speakers. */
export async function companyDetail(c: Context, kind: CompanyKind | null, id: string): Promise<CatalogCompanyDetail> {
  const { rows } = await c.db.query<{ doc: Company }>(`SELECT doc FROM companies WHERE id = $1 AND ${kind ? 'kind = $2' : 'kind IS NOT NULL'}`, kind ? [id, kind] : [id]);
  const company = rows[0]?.doc;
  if (!company) throw new ApiError('notFound', { company: id, kind }, `No ${kind ?? 'company'} ${id}.`);
  const speakers = await c.db.query<{ doc: Speaker }>('SELECT doc FROM speakers WHERE company_id = $1 AND listed ORDER BY sort_name, id', [id]);
  return {
    company,
    sessions: await sessionsWhere(c, (sql) => `(s.doc->>'sponsorId' = ${sql.p(id)} OR s.doc->'associatedCompanies' ? ${sql.p(id)})`),
    speakers: speakers.rows.map((r) => r.doc),
  };
}
