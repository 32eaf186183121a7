// The schedule routes' scopes, as the authorization matrix (test-support/reliability) checks every route: each route of
// scheduleRoutes answers anonymous callers 401 unless it is public, and every signed-in persona something other than
// 401/403 (its own 4xx refusals are about the session, not the caller), using the matrix's own sample requests.
import { describe, expect, it } from 'vitest';
import { routeExpectations } from '../../test-support/reliability/route-expectations.js';
import { routeKey, sampleRequest } from '../../test-support/reliability/sample-requests.js';
import { openTestServer } from '../test-app.js';
import { scheduleRoutes } from './schedule-routes.js';

const server = openTestServer();

describe('schedule routes in the authorization matrix', () => {
  it('are all listed with their scope, and answer each caller as that scope demands', async () => {
    const mismatches: string[] = [];
    let cells = 0;
    for (const route of scheduleRoutes) {
      const key = routeKey(route);
      expect(routeExpectations[key], key).toBe(route.scope);
      const sample = sampleRequest(route);
      for (const persona of [null, 'attendee', 'inperson', 'exhibitor', 'contenteditor', 'siteeditor']) {
        const headers = persona ? await server.headersOf(persona) : {};
        const res = await server.app.inject({ method: sample.method, url: sample.url, headers, ...(sample.body === undefined ? {} : { payload: sample.body as object }) });
        cells++;
        const expected = persona === null && route.scope !== 'public' ? [401] : null;
        const ok = expected ? expected.includes(res.statusCode) : res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500;
        if (!ok) mismatches.push(`${key} as ${persona ?? 'anonymous'}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    console.log(`schedule-auth: ${scheduleRoutes.length} routes x 6 callers = ${cells} cells, mismatches ${mismatches.length}`);
    expect(mismatches).toEqual([]);
  });
});
