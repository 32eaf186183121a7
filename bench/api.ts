// API read benchmark against nginx (npx tsx bench/api.ts [seconds] [connections]; BENCH_PORTS=a,b to pick ports).
// Starts the real server (embedded store in a temp DATA_DIR, rate limits off) and Debian's nginx (one worker, config
// written here, scripts/ensure-nginx.sh installs it when missing), both on loopback. nginx serves the very bytes the
// product answers for GET /api/content/home--<phase> from disk: the plain JSON, and the product's own brotli bytes
// when the request accepts br. autocannon runs 100 connections for 10 s per target and coding (after a 2 s warm-up
// that is not counted) and the figures print side by side with the product/nginx ratio, and with each server's own
// CPU time per request (from /proc), which the neighbours on a shared machine disturb far less than requests/s.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { waitForUrl } from '../scripts/wait-for-url';
import { ensureNginx, startNginx } from './api/nginx';
import { benchPorts, startServer } from './api/product';
import { cpuSeconds } from './shared/cpu';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 100);
const BR = { 'accept-encoding': 'br' };

interface Row {
  target: 'product' | 'nginx';
  coding: 'plain' | 'br';
  result: autocannon.Result;
  bytes: number;
  /** CPU seconds the server's processes used during the run (user + system, /proc). */
  cpu: number;
}

function run(url: string, headers: Record<string, string>, duration: number): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration, pipelining: 1, headers });
}

/** One GET as the bench sends it: status, coding and body size must be what the run is about. */
async function check(url: string, headers: Record<string, string>, coding: string | null, size: number): Promise<void> {
  const res = await fetch(url, { headers: { ...headers, 'accept-encoding': headers['accept-encoding'] ?? 'identity' } });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  // fetch decodes br itself: compare the decoded size and the header.
  if (res.headers.get('content-encoding') !== coding) throw new Error(`${url}: content-encoding ${res.headers.get('content-encoding')}, expected ${coding}`);
  if (body.length !== size) throw new Error(`${url}: ${body.length} bytes, expected ${size}`);
}

const work = await mkdtemp(join(tmpdir(), 'bench-api-'));
const siteDir = join(work, 'site');
await mkdir(siteDir, { recursive: true });
await writeFile(join(siteDir, 'index.html'), '<!doctype html><html><head><meta name="site-env" content="cont"></head><body></body></html>');
const [productPort = 0, nginxPort = 0] = await benchPorts(2);
const nginxBinary = ensureNginx();
const server = startServer({
  port: productPort,
  env: { DATA_DIR: join(work, 'data'), SITE_DIR: siteDir, LOG_LEVEL: 'warn', READ_RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0', LIVE_MAX_PER_CLIENT: '100000' },
});
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;

try {
  await waitForUrl(`${server.url}/api/ping`, 240_000);
  const settings = (await (await fetch(`${server.url}/api/settings`)).json()) as { currentPhaseId: string };
  const pageId = `home--${settings.currentPhaseId}`;
  const apiUrl = `${server.url}/api/content/${pageId}`;
  const plainRes = await fetch(apiUrl);
  const plain = Buffer.from(await plainRes.arrayBuffer());
  // The product's brotli bytes as sent (undici decodes br, so read them through node:http).
  const { request } = await import('node:http');
  const br = await new Promise<Buffer>((resolve, reject) => {
    request(apiUrl, { headers: BR }, (res) => {
      if (res.headers['content-encoding'] !== 'br') reject(new Error(`product sent ${res.headers['content-encoding']} for br`));
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
    }).on('error', reject).end();
  });
  nginx = await startNginx({ binary: nginxBinary, dir: await mkdtemp(join(tmpdir(), 'bench-nginx-')), port: nginxPort, file: `${pageId}.json`, plain, br });
  await waitForUrl(nginx.url, 10_000);
  for (const url of [apiUrl, nginx.url]) {
    await check(url, {}, null, plain.length);
    await check(url, BR, 'br', plain.length);
  }

  const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`GET /api/content/${pageId}: ${plain.length} bytes plain, ${br.length} bytes br; ${connections} connections, ${seconds} s per run after a 2 s warm-up; loopback`);
  console.log(`product: ${server.command} (pid ${server.pid}); nginx: ${nginxBinary}, 1 worker (pid ${nginx.pid}); ${cpus().length} CPUs, load average before: ${load()}`);
  const rows: Row[] = [];
  for (const [coding, headers, bytes] of [['plain', {}, plain.length], ['br', BR, br.length]] as const) {
    for (const [target, url] of [['product', apiUrl], ['nginx', nginx.url]] as const) {
      await run(url, headers, 2);
      const pid = target === 'product' ? server.pid : nginx.pid;
      const before = cpuSeconds(pid);
      const result = await run(url, headers, seconds);
      rows.push({ target, coding, result, bytes, cpu: cpuSeconds(pid) - before });
    }
  }
  console.log(`load average after: ${load()}\n`);
  const pad = (v: string | number, n: number) => String(v).padStart(n);
  // Requests/s on a shared 2-CPU machine also measure the load tool and the neighbours; the server's own CPU time
  // per request (and how busy it was) says what the server costs.
  console.log('coding  target   requests/s  p50 ms  p99 ms  errors  timeouts  non-2xx  body bytes  server CPU µs/request  server busy');
  for (const { target, coding, result: r, bytes, cpu } of rows) {
    const perRequest = r.requests.total > 0 ? (cpu * 1e6) / r.requests.total : 0;
    console.log(
      `${coding.padEnd(7)} ${target.padEnd(8)} ${pad(r.requests.average.toFixed(0), 10)}  ${pad(r.latency.p50, 6)}  ${pad(r.latency.p99, 6)}  ${pad(r.errors, 6)}  ${pad(r.timeouts, 8)}  ${pad(r.non2xx, 7)}  ${pad(bytes, 10)}  ${pad(perRequest.toFixed(1), 20)}  ${pad(`${((cpu / seconds) * 100).toFixed(0)}%`, 11)}`,
    );
  }
  console.log('');
  for (const coding of ['plain', 'br'] as const) {
    const product = rows.find((r) => r.coding === coding && r.target === 'product')!.result.requests.average;
    const reference = rows.find((r) => r.coding === coding && r.target === 'nginx')!.result.requests.average;
    console.log(`${coding.padEnd(6)} product/nginx requests/s: ${(product / reference).toFixed(2)} (target >= 0.5)`);
  }
} finally {
  await nginx?.stop();
  await server.stop();
  await rm(work, { recursive: true, force: true });
  if (nginx) await rm(nginx.dir, { recursive: true, force: true });
}
