// The catalog's recommendations toggle (spec 000 sections 2 and 6: signed-in visitors only), on PGlite and
// (TEST_DATABASE_URL) PostgreSQL: sessions alike the visitor's favorite sessions, not already favorites, most alike
// first. Expected answers are worked out here from the generated demo.
import { describe, expect, it } from 'vitest';
import type { CatalogFacets, CatalogSessionList, Session } from '../../schemas/index.js';
import { openCatalogTestServer } from './catalog-test-server.js';

const server = openCatalogTestServer();

const labels = (list: { logicalValue: string }[]) => list.map((l) => l.logicalValue);
const inPersonUnrecorded = (s: Session) => labels(s.deliveryTypes).join() === 'inperson' && labels(s.viewingOptions).includes('notrecorded');

describe('recommendations', () => {
  it('needs a signed-in visitor', async () => {
    const err = await server.get<{ message: string }>('/api/session?recommendations=true', { status: 401 });
    expect(err.message).toBe('Recommendations need a signed-in user.');
    await server.get('/api/facets?recommendations=true', { status: 401 });
  });

  it('lists nothing before the visitor has favorites, then sessions alike them, most alike first', async () => {
    const headers = await server.headersOf('inperson');
    const none = await server.get<CatalogSessionList>('/api/session?recommendations=true', { headers });
    expect(none.total).toBe(0);

    const keynote = server.demo.sessions.find((s) => s.sessionType.logicalValue === 'keynote' && !inPersonUnrecorded(s))!;
    const res = await server.app.inject({
      method: 'PUT',
      url: `/api/favorites/4/${keynote.sessionId}`,
      headers,
      payload: { itemType: keynote.sessionType.logicalValue },
    });
    expect(res.statusCode).toBe(200);

    const list = await server.get<CatalogSessionList>('/api/session?recommendations=true&pageSize=1000', { headers });
    expect(list.total).toBeGreaterThan(0);
    const ids = list.items.map((i) => i.sessionId);
    expect(ids).not.toContain(keynote.sessionId);
    // The favorite's facet entries (its own /facets), less delivery and viewing (too common to tell apart).
    const own = await server.get<CatalogFacets>(`/api/facets?ids=${keynote.sessionId}`, { headers });
    const liked: string[] = [];
    const walk = (values: CatalogFacets['facets'][number]['filters']) => {
      for (const v of values) {
        if (v.count > 0 && !/^(deliveryType|viewingOption)>/.test(v.path)) liked.push(v.path);
        walk(v.filters);
      }
    };
    for (const f of own.facets) walk(f.filters);
    expect(liked.length).toBeGreaterThan(2);
    // Recommended: every session sharing one of them, the favorite itself left out.
    const alike = new Map<string, number>();
    for (const path of liked) {
      const matching = await server.get<CatalogSessionList>(`/api/session?pageSize=1000&filter=${encodeURIComponent(path)}`, { headers });
      for (const item of matching.items) alike.set(item.sessionId, (alike.get(item.sessionId) ?? 0) + 1);
    }
    alike.delete(keynote.sessionId);
    expect(new Set(ids)).toEqual(new Set(alike.keys()));
    // Most alike first: the number of shared entries never grows down the list.
    const scores = ids.map((id) => alike.get(id) ?? 0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    // Facet counts follow the same set; they are never shared through the cache with another visitor.
    const facets = await server.get<CatalogFacets>('/api/facets?recommendations=true', { headers });
    expect(facets.total).toBe(list.total);
    const other = await server.get<CatalogSessionList>('/api/session?recommendations=true', { headers: await server.headersOf('attendee') });
    expect(other.total).toBe(0);

    // Combined with a facet: narrower, still without the favorite.
    const level = await server.get<CatalogSessionList>(
      `/api/session?recommendations=true&pageSize=1000&filter=${encodeURIComponent(`level>${keynote.sessionLevel.logicalValue}`)}`,
      { headers },
    );
    expect(level.total).toBeLessThanOrEqual(list.total);
    expect(level.items.every((i) => i.sessionLevel.logicalValue === keynote.sessionLevel.logicalValue)).toBe(true);
  });
});
