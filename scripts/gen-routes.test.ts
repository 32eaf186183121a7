import { describe, expect, it } from 'vitest';
import { docPath, ROUTES_END, ROUTES_START, routeTableMarkdown, schemaName, withRouteTable, type RouteRow } from './gen-routes';

const route = (over: Partial<RouteRow>): RouteRow => ({
  method: 'GET',
  path: '/session/:id',
  scope: 'public',
  write: false,
  schema: { response: { 200: { $ref: 'catalog-session-detail.schema.json#' } } },
  ...over,
});

describe('route table of docs/contracts.md', () => {
  it('writes paths and schema names as the docs do', () => {
    expect(docPath('/content/component/:env/:page')).toBe('/api/content/component/{env}/{page}');
    expect(schemaName({ $ref: 'meetings-body.schema.json#' })).toBe('meetings-body');
    expect(schemaName({ $ref: 'route-params.schema.json#/definitions/noQuery' })).toBe('route-params#noQuery');
    expect(schemaName(undefined)).toBe('');
  });

  it('makes one row per route, naming who may call it', () => {
    const table = routeTableMarkdown([
      route({}),
      route({ method: 'PUT', path: '/favorites/:kind/:id', scope: 'authenticated', write: true, schema: { body: { $ref: 'favorite-body.schema.json#' }, response: { 200: { $ref: 'favorite-list.schema.json#' } } } }),
      route({ path: '/live', schema: { response: {} } }),
    ]);
    expect(table).toContain('| GET | /api/session/{id} | anyone |  |  | `catalog-session-detail` |');
    expect(table).toContain('| PUT | /api/favorites/{kind}/{id} | signed in | yes | `favorite-body` | `favorite-list` |');
    expect(table).toContain('| GET | /api/live | anyone |  |  | (a stream or a file) |');
    expect(table.startsWith('3 routes')).toBe(true);
  });

  it('replaces only the text between the markers, and refuses a file without them', () => {
    const doc = `# API\n\n${ROUTES_START}\nold table\n${ROUTES_END}\n\nafter\n`;
    const out = withRouteTable(doc, [route({})]);
    expect(out).not.toContain('old table');
    expect(out.startsWith(`# API\n\n${ROUTES_START}\n1 routes`)).toBe(true);
    expect(out.endsWith(`${ROUTES_END}\n\nafter\n`)).toBe(true);
    expect(withRouteTable(out, [route({})])).toBe(out);
    expect(() => withRouteTable('# no markers', [])).toThrow(/markers/);
  });
});
