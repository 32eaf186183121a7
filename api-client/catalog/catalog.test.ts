// The catalog fetchers against the real API (test-support/real-api, seeded with the server tests' fixture, which has
// no catalog sessions): the paths, the repeated filter parameter, the token sent on these public paths (the answers
// depend on the viewer), and the coded 400 of a bad parameter. The catalog's rules are tested in server/catalog.
import { describe, expect, it } from 'vitest';
import { realApiPerFile } from '../../test-support/real-api';
import { isApiError } from '../api-error';
import { getSession as getAuthSession } from '../auth/session-store';
import { catalogQueryString, getCatalogSession, getCompanies, getFacets, getFavorites, getSessions, getSpeakers, sessionsQueryOptions } from './catalog';

const api = realApiPerFile();

describe('catalog fetchers', () => {
  it('builds a stable query string with the filter repeated, and keys queries per viewer', () => {
    expect(catalogQueryString({ sortBy: 'asc', filter: ['sessionType>breakout', 'level>300'], search: 'ai', day: undefined })).toBe(
      '?filter=sessionType%3Ebreakout&filter=level%3E300&search=ai&sortBy=asc',
    );
    expect(sessionsQueryOptions('anonymous', { search: 'ai' }).queryKey).toEqual(['catalog', 'session', 'anonymous', '?search=ai']);
  });

  it('sends the token on the public catalog paths when signed in, none when anonymous', async () => {
    api.requests.length = 0;
    const anonymous = await getSessions({ search: 'cloud', pageSize: 24 });
    expect(anonymous).toMatchObject({ items: [], total: 0, pageSize: 24, currentPage: 1, search: 'cloud' });
    expect(api.requests.at(-1)).toMatchObject({ method: 'GET', url: '/session?pageSize=24&search=cloud', authorization: null });
    await api.signIn('attendee');
    await getFacets({ filter: ['sessionType>breakout'], pageSize: 48 });
    expect(api.requests.at(-1)).toMatchObject({ url: '/facets?filter=sessionType%3Ebreakout', authorization: `Bearer ${getAuthSession().token ?? ''}` });
    expect((await getSpeakers({ company: 'cmp-001' })).items).toEqual([]);
    expect((await getCompanies('sponsor')).total).toBe(0);
    expect((await getFavorites()).items).toEqual([]);
  });

  it("rejects with the server's coded error", async () => {
    const sort = await getSessions({ sortBy: 'status' as never }).catch((e: unknown) => e);
    expect(isApiError(sort) && sort.status).toBe(400);
    expect((sort as Error).message).toBe('Unhandled sort type');
    const missing = await getCatalogSession('NOPE101').catch((e: unknown) => e);
    expect(isApiError(missing) && missing.status).toBe(404);
  });
});
