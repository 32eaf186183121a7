// bench/catalog: server time of 20 representative catalog queries with DEMO_SESSIONS sessions (default
// 5000) on the embedded store and, when TEST_DATABASE_URL is set (scripts/ensure-postgres.sh), on PostgreSQL.
// Server time = the real app (buildApp: routing, validation, SQL, serialisation) answering app.inject, no network.
// Prints p50 and p95 per query and overall against the 20 ms p95 target, uncached (the read cache cleared before
// each request: every answer computed, the settings read again) and warm (repeated requests; facets without a search
// come from the read cache), the answer size of a page of 12 (raw and gzip), and the machine's load. Figures are
// printed, not asserted.
//   npx tsx bench/catalog/run.ts            PGlite, and PostgreSQL if TEST_DATABASE_URL is set
//   DEMO_SESSIONS=400 ITERATIONS=50 npx tsx bench/catalog/run.ts
import { cpus, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { generateDemo } from '../../server/build-tools.js';
import { bearer, createTestStore, signIn, testApp, type TestStore } from '../../server/test-support.js';

const SESSIONS = Number(process.env.DEMO_SESSIONS ?? 5000);
const ITERATIONS = Number(process.env.ITERATIONS ?? 40);
const WARMUP = 3;

/** 20 queries a catalog visitor makes: text, facets, day and time windows, sorts, deep pages. */
const QUERIES: readonly { name: string; url: string; as?: 'inperson' }[] = [
  { name: 'first page (default sort asc)', url: '/api/session' },
  { name: 'facets, nothing selected', url: '/api/facets' },
  { name: 'text: one word, prefix', url: '/api/session?search=kubern' },
  { name: 'text: two words, relevance', url: '/api/session?search=platform%20engineering&sortBy=relevance' },
  { name: 'text: quoted phrase + word', url: '/api/session?search=%22data%20and%20analytics%22%20cost&sortBy=relevance' },
  { name: 'text: session code', url: '/api/session?search=BRK1234&sortBy=relevance' },
  { name: 'text: speaker name', url: '/api/session?search=patel&sortBy=relevance' },
  { name: 'facets with text', url: '/api/facets?search=security' },
  { name: 'one facet filter', url: '/api/session?filter=sessionType%3Ebreakout' },
  { name: 'facets, two facets selected', url: '/api/facets?filter=sessionType%3Ebreakout&filter=level%3E300' },
  { name: 'facets, OR in a facet + nested', url: '/api/facets?filter=sessionType%3Ebreakout&filter=sessionType%3Etheater&filter=solutionArea%3EAI' },
  { name: 'day', url: '/api/session?day=2027-05-19&sortBy=chronological' },
  { name: 'day + time window', url: '/api/session?day=2027-05-18&start=600&end=780&sortBy=chronological' },
  { name: 'facets for day + window', url: '/api/facets?day=2027-05-20&start=720&end=1440' },
  { name: 'sort desc, 48 a page', url: '/api/session?sortBy=desc&pageSize=48' },
  { name: 'chronological, 96 a page', url: '/api/session?sortBy=chronological&pageSize=96' },
  { name: 'deep page (page 40 of 24)', url: '/api/session?pageSize=24&currentPage=40' },
  { name: 'deep page with filter + text', url: '/api/session?search=data&filter=level%3E200&currentPage=5' },
  { name: 'toggles: on demand + space', url: '/api/session?onDemand=true&spaceAvailable=true' },
  { name: 'in-person attendee (override default)', url: '/api/session?sortBy=chronological', as: 'inperson' },
];

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const ms = (n: number) => n.toFixed(1).padStart(6);

async function run(label: string, store: TestStore): Promise<void> {
  const app: FastifyInstance = await testApp(store.db);
  const inperson = bearer(await signIn(app, 'inperson'));
  const all: number[] = [];
  const allWarm: number[] = [];
  console.log(`\n${label}: ${ITERATIONS} runs per query after ${WARMUP} warm-up runs, uncached then warm`);
  console.log(`${'query'.padEnd(40)}   p50 ms  p95 ms | warm p50  p95 | answer`);
  const timed = async (url: string, headers: Record<string, string> | undefined, uncached: boolean) => {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < WARMUP + ITERATIONS; i++) {
      if (uncached) app.routeContext.cache.clear();
      const started = process.hrtime.bigint();
      const res = await app.inject({ method: 'GET', url, headers });
      const took = Number(process.hrtime.bigint() - started) / 1e6;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      bytes = res.rawPayload.length;
      if (i >= WARMUP) times.push(took);
    }
    return { times: times.sort((a, b) => a - b), bytes };
  };
  for (const q of QUERIES) {
    const headers = q.as ? inperson : undefined;
    const cold = await timed(q.url, headers, true);
    const warm = await timed(q.url, headers, false);
    all.push(...cold.times);
    allWarm.push(...warm.times);
    console.log(
      `${q.name.padEnd(40)} ${ms(quantile(cold.times, 0.5))}  ${ms(quantile(cold.times, 0.95))} | ${ms(quantile(warm.times, 0.5))} ${ms(quantile(warm.times, 0.95))} | ${(cold.bytes / 1024).toFixed(1)} kB`,
    );
  }
  all.sort((a, b) => a - b);
  allWarm.sort((a, b) => a - b);
  const p95 = quantile(all, 0.95);
  console.log(
    `${'all 20 queries'.padEnd(40)} ${ms(quantile(all, 0.5))}  ${ms(p95)} | ${ms(quantile(allWarm, 0.5))} ${ms(quantile(allWarm, 0.95))} | target p95 <= 20 ms uncached: ${p95 <= 20 ? 'met' : 'not met'}`,
  );
  const page = await app.inject({ method: 'GET', url: '/api/session?pageSize=12' });
  console.log(`answer of a page of 12: ${(page.rawPayload.length / 1024).toFixed(1)} kB JSON, ${(gzipSync(page.rawPayload).length / 1024).toFixed(1)} kB gzip`);
  await app.close();
}

const load = () => `load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'})`;

console.log(`bench/catalog: DEMO_SESSIONS=${SESSIONS}; ${load()}`);
const started = Date.now();
const demo = generateDemo({ sessions: SESSIONS });
console.log(`demo: ${demo.sessions.length} sessions, ${demo.speakers.length} speakers, ${demo.companies.length} companies (generated in ${Date.now() - started} ms)`);
const url = process.env.TEST_DATABASE_URL;
delete process.env.TEST_DATABASE_URL;
const seeded = Date.now();
const pglite = await createTestStore(demo as never);
console.log(`PGlite store seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
await run('PGlite (embedded, in-process)', pglite);
await pglite.drop();
console.log(`after PGlite: ${load()}`);
if (url) {
  process.env.TEST_DATABASE_URL = url;
  const seededPg = Date.now();
  const pg = await createTestStore(demo as never);
  console.log(`\nPostgreSQL store seeded in ${((Date.now() - seededPg) / 1000).toFixed(1)} s`);
  await run('PostgreSQL (server, own schema)', pg);
  await pg.drop();
  console.log(`after PostgreSQL: ${load()}`);
} else {
  console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL="$(bash scripts/ensure-postgres.sh)")');
}
