// At least 10,000 hostile requests at every write route of the table. Every answer
// is a coded 4xx naming what was wrong, none is 5xx, and the store is byte-for-byte unchanged.
import fc from 'fast-check';
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { isErrorCode } from '../../schemas/index.js';
import { createTestStore, routeTable, signIn, testApp, type TestStore } from '../../server/test-support.js';
import { HUGE, UNICODE_EDGES, serialize, stringArb } from './fuzz-arbitraries.js';
import { buildRequest, mutationArb, type FuzzRequest } from './fuzz-cases.js';
import { changedTables, snapshotStore } from './store-snapshot.js';

const SEED = 7_2026;
const CASES = Number(process.env.FUZZ_CASES ?? 10_000);
const CHECKPOINT = 1_000;
const TEXT_CASES = Number(process.env.FUZZ_TEXT_CASES ?? 600);
const GENERIC_MESSAGES = new Set(['The request is not valid.', 'Something went wrong.']);

const writeRoutes = routeTable.filter((r) => r.write);

function declaredBodyKeys(ref: string | undefined): string[] {
  if (!ref) return [];
  const file = ref.split('#')[0] as string;
  // Route bodies are schemas/api files, or entities (schemas/entities) the API takes as they are.
  const api = new URL(`../../schemas/api/${file}`, import.meta.url);
  const path = existsSync(api) ? api : new URL(`../../schemas/entities/${file}`, import.meta.url);
  const schema = JSON.parse(readFileSync(path, 'utf8')) as { properties?: object };
  return Object.keys(schema.properties ?? {});
}

let store: TestStore;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  store = await createTestStore();
  app = await testApp(store.db);
  token = await signIn(app, 'siteeditor');
});
afterAll(async () => {
  await app.close();
  await store.drop();
});

const SESSION_TABLES = new Set(['auth_sessions']);

const show = (r: FuzzRequest) => `${r.method} ${r.url.slice(0, 160)} ${JSON.stringify(r.headers).slice(0, 160)} body ${r.payload.slice(0, 240)}${r.payload.length > 240 ? `… (${r.payload.length} chars)` : ''}`;

describe('fuzzed input at every write route', () => {
  it(`refuses ${CASES} hostile requests with coded 4xx answers and changes nothing`, async () => {
    expect(writeRoutes.length).toBeGreaterThan(0);
    const caseArb = fc.tuple(fc.nat({ max: writeRoutes.length - 1 }), fc.array(mutationArb, { minLength: 1, maxLength: 3 }));
    const cases = fc.sample(caseArb, { seed: SEED, numRuns: CASES });
    const before = await snapshotStore(store.db);
    const failures = new Map<string, string[]>();
    const fail = (kind: string, detail: string) => {
      const list = failures.get(kind) ?? [];
      if (list.length < 3) list.push(detail);
      failures.set(kind, list);
      failureCount++;
    };
    let failureCount = 0;
    let fiveHundreds = 0;
    let storeChanges = 0;
    let unchangedAccepts = 0;
    const perRoute = new Map<string, number>();
    const statuses = new Map<number, number>();
    const started = Date.now();
    for (const [index, [routeIndex, mutations]] of cases.entries()) {
      const route = writeRoutes[routeIndex] as (typeof writeRoutes)[number];
      const request = buildRequest(route, declaredBodyKeys(route.schema.body?.$ref), mutations, token);
      perRoute.set(request.route, (perRoute.get(request.route) ?? 0) + 1);
      const res = await app.inject({ method: request.method, url: request.url, headers: request.headers, payload: request.payload });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) {
        fiveHundreds++;
        fail(`5xx on ${request.route}`, `${res.statusCode} ${res.body.slice(0, 200)} <- ${show(request)}`);
      } else if (res.statusCode < 400) {
        const changed = (res.json() as { changed?: unknown }).changed;
        if (changed === false || changed === 0) unchangedAccepts++;
        else fail(`accepted on ${request.route}`, `${res.statusCode} ${res.body.slice(0, 200)} <- ${show(request)}`);
      } else {
        let body: { code?: unknown; message?: unknown; details?: unknown } = {};
        try {
          body = res.json();
        } catch {
          fail(`non-JSON ${res.statusCode}`, `${res.body.slice(0, 200)} <- ${show(request)}`);
        }
        if (typeof body.code !== 'string' || !isErrorCode(body.code) || !('details' in body)) {
          fail(`uncoded ${res.statusCode}`, `${res.body.slice(0, 200)} <- ${show(request)}`);
        } else if (typeof body.message !== 'string' || body.message.trim() === '' || (res.statusCode === 400 && GENERIC_MESSAGES.has(body.message))) {
          fail(`400 naming nothing on ${request.route}`, `${res.body.slice(0, 200)} <- ${show(request)}`);
        }
      }
      if ((index + 1) % CHECKPOINT === 0 || index === cases.length - 1) {
        // Sessions are sign-in bookkeeping, not content: an accepted reset-attendee-type issues a token of a session.
        const changed = changedTables(before, await snapshotStore(store.db)).filter((t) => !SESSION_TABLES.has(t));
        if (changed.length > 0) {
          storeChanges++;
          fail('store changed', `after case ${index + 1}: tables ${changed.join(', ')}`);
        }
      }
    }
    const routes = [...perRoute].map(([r, n]) => `${r.split(' ')[0]} ${r.split(' ')[1]?.split('/').slice(0, 3).join('/')} ${n}`).join('; ');
    console.log(
      `fuzz[${store.db.kind}]: seed ${SEED}, fuzz cases tried ${cases.length} at ${perRoute.size} write routes in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `5xx ${fiveHundreds}, store changes after rejects ${storeChanges}, accepted without change ${unchangedAccepts}, other failures ${failureCount - fiveHundreds - storeChanges}; ` +
      `statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    console.log(`fuzz[${store.db.kind}]: cases per route: ${routes}`);
    for (const [kind, examples] of failures) console.log(`fuzz failure: ${kind}:\n  ${examples.join('\n  ')}`);
    expect(perRoute.size).toBe(writeRoutes.length);
    expect([...failures.keys()]).toEqual([]);
  }, 600_000);

  it('stores hostile but well-typed text exactly, or refuses it with a coded 4xx, never a 5xx', async () => {
    // Forced writes with a valid shape: unicode edges (NUL, lone surrogates, bidi overrides), markup, huge text.
    const textArb = fc.oneof(stringArb, fc.constantFrom(...UNICODE_EDGES), fc.constant(HUGE.string100k));
    const cases = fc.sample(fc.tuple(fc.constantFrom('component', 'settings', 'translation'), textArb), { seed: SEED + 1, numRuns: TEXT_CASES });
    const failures: string[] = [];
    let stored = 0;
    let refused = 0;
    let fiveHundreds = 0;
    for (const [target, text] of cases) {
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      let res;
      let readBack: () => Promise<unknown>;
      if (target === 'component') {
        res = await app.inject({ method: 'PUT', url: '/api/content/component/cont/home/live/heading/sectionHeading/now/force', headers: auth,
          payload: serialize({ originalHash: null, changes: { heading: text, headingLevel: 2 } }) });
        readBack = async () => ((await app.inject({ url: '/api/content/home--live' })).json() as { components: { componentId: string; props: { heading?: unknown } }[] })
          .components.find((c) => c.componentId === 'heading')?.props.heading;
      } else if (target === 'settings') {
        res = await app.inject({ method: 'POST', url: '/api/siteeditor', headers: auth,
          payload: serialize({ environment: 'cont', changes: { liveHelpAppId: text }, originalHash: 'forced', force: true }) });
        readBack = async () => ((await app.inject({ url: '/api/siteeditor?env=cont', headers: auth })).json() as { settings: { liveHelpAppId?: unknown } }).settings.liveHelpAppId;
      } else {
        res = await app.inject({ method: 'PUT', url: '/api/translation/update/en/en-US/cont', headers: auth,
          payload: serialize({ updates: [{ key: 'translate.base.fuzz-text', content: text, originalHash: null }], force: true }) });
        readBack = async () => ((await app.inject({ url: '/api/translation/en-US/base' })).json() as Record<string, unknown>)['translate.base.fuzz-text'];
      }
      const sent = JSON.parse(JSON.stringify(text)) as string;
      if (res.statusCode >= 500) {
        fiveHundreds++;
        failures.push(`${target} ${JSON.stringify(text).slice(0, 40)}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      } else if (res.statusCode < 300) {
        stored++;
        const back = await readBack();
        if (back !== sent) failures.push(`${target} ${JSON.stringify(text).slice(0, 40)}: stored ${JSON.stringify(back).slice(0, 60)}`);
      } else {
        refused++;
        const body = res.json() as { code?: unknown; message?: unknown };
        if (!isErrorCode(body.code) || typeof body.message !== 'string') failures.push(`${target}: uncoded ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    console.log(`fuzz-text[${store.db.kind}]: seed ${SEED + 1}, hostile texts tried ${cases.length}: stored exactly ${stored - failures.filter((f) => f.includes('stored')).length}, refused with a coded 4xx ${refused}, 5xx ${fiveHundreds}`);
    for (const f of failures.slice(0, 8)) console.log(`fuzz-text failure: ${f}`);
    expect(failures).toEqual([]);
  }, 300_000);
});
