// The catalog's recommendations toggle (docs/behaviour/catalog.md: signed-in visitors only), on PGlite and
// (TEST_DATABASE_URL) PostgreSQL: sessions alike the visitor's favorite sessions, not already favorites, most alike
// first. Expected answers are worked out here from the generated demo.
import { describe, expect, it } from 'vitest';
import type { CatalogFacets, CatalogSessionList, Session } from '../../schemas/api-types.js';
import { openCatalogTestServer } from '../../test-support/catalog-test-server.js';

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
    // Selective (it listed 324 of 326): sessions at least 0.25 alike the favorite by the Jaccard index of
    // their facet entries (delivery and viewing left out), at most 20, each with its reason.
    const { rows } = await server.store.db.query<{ id: string; facets: string[] }>('SELECT id, facets FROM sessions WHERE code IS NOT NULL');
    const alikeOf = (facets: string[]) => new Set(facets.filter((f) => !/^(deliveryType|viewingOption)>/.test(f)));
    const mine = alikeOf(rows.find((r) => r.id === keynote.sessionId)!.facets);
    const jaccard = (other: Set<string>) => {
      const both = [...other].filter((f) => mine.has(f)).length;
      return both / (mine.size + other.size - both);
    };
    const similarity = new Map(rows.filter((r) => r.id !== keynote.sessionId).map((r) => [r.id, jaccard(alikeOf(r.facets))]));
    const sharing = [...similarity.values()].filter((j) => j > 0).length;
    const qualifying = [...similarity.values()].filter((j) => j >= 0.25).length;
    expect(sharing).toBeGreaterThan(100);
    expect(list.total).toBe(Math.min(20, qualifying));
    expect(ids.every((id) => (similarity.get(id) ?? 0) >= 0.25)).toBe(true);
    expect(list.items.every((i) => i.recommendedBecause === `Because you saved “${keynote.title}”`)).toBe(true);
    // Ranked: the best of the qualifying sessions, most alike first (a shared speaker adds at most 0.3).
    const best = Math.max(...[...similarity.values()]);
    expect(similarity.get(ids[0] as string)).toBeGreaterThanOrEqual(best - 0.3);
    console.log(`recommendations[${server.store.db.kind}]: one favorite keynote -> ${list.total} recommended (${qualifying} at least 0.25 alike, ${sharing} sharing an entry)`);

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
