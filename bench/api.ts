// API load benchmark (npx tsx bench/api.ts [seconds] [connections]): starts the real server
// (server/main.ts, embedded store in a temp DATA_DIR) on a free loopback port, then runs
// autocannon with 100 connections for ~10 s against GET /api/content/home--<phase> and
// against a static file holding the same JSON, served by the same server.
import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { waitForUrl } from '../scripts/wait-for-url';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 100);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function run(url: string, duration = seconds): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration, pipelining: 1 });
}

const work = await mkdtemp(join(tmpdir(), 'bench-api-'));
const siteDir = join(work, 'site');
await mkdir(join(siteDir, 'bench'), { recursive: true });
await writeFile(join(siteDir, 'index.html'), '<!doctype html><html><head><meta name="site-env" content="cont"></head><body></body></html>');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(work, 'data'), SITE_DIR: siteDir, LOG_LEVEL: 'warn', DATABASE_URL: '', READ_RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0', LIVE_MAX_PER_CLIENT: '100000' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  await waitForUrl(`${base}/api/ping`, 240_000);
  const settings = (await (await fetch(`${base}/api/settings`)).json()) as { currentPhaseId: string };
  const pageId = `home--${settings.currentPhaseId}`;
  const body = await (await fetch(`${base}/api/content/${pageId}`)).text();
  // Same bytes as a static file, served by the same server (@fastify/static).
  await writeFile(join(siteDir, 'bench', `${pageId}.json`), body);
  const apiUrl = `${base}/api/content/${pageId}`;
  const staticUrl = `${base}/bench/${pageId}.json`;
  if ((await fetch(staticUrl)).status !== 200) throw new Error('static file not served');

  console.log(`GET ${pageId}: ${body.length} bytes; ${connections} connections, ${seconds} s each, loopback`);
  const results: [string, autocannon.Result][] = [];
  for (const [name, url] of [['api', apiUrl], ['static', staticUrl]] as const) {
    await run(url, 2); // warm-up (JIT, caches), not counted
    results.push([name, await run(url)]);
  }
  console.log('target  requests/s  p50 ms  p99 ms  errors  non-2xx');
  for (const [name, r] of results) {
    console.log(
      `${name.padEnd(7)} ${r.requests.average.toFixed(0).padStart(10)}  ${String(r.latency.p50).padStart(6)}  ${String(r.latency.p99).padStart(6)}  ${String(r.errors).padStart(6)}  ${String(r.non2xx).padStart(7)}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await rm(work, { recursive: true, force: true });
}
