// Start-up benchmark (npx tsx bench/startup.ts [runs]; BENCH_PORTS=a to pick the port). Starts the built server the
// way `npm start` does (node scripts/start.mjs; and once through npm itself) on a fresh DATA_DIR, and prints the time
// from spawn to the first answer of /api/ping, a restart on the same DATA_DIR, and the resident memory 5 s after the
// first answer (the server process, and the whole process tree for npm start), beside a bare `node -e` http server
// started and measured the same way in the same run. Needs `npm run build` (dist/site, dist/server).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchPorts } from './api/product';

const runs = Number(process.argv[2] ?? 3);
const IDLE_MS = 5000;

for (const built of ['dist/site/index.html', 'dist/server/main.js']) {
  if (!existsSync(built)) throw new Error(`${built} is missing: run npm run build first`);
}

/** Resident memory of a process in MB (Linux /proc), 0 when it is gone. */
function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** `pid` and every process below it. */
function tree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command may hold spaces and parentheses: the fields after the last ')' are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (p: number) => {
    out.push(p);
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  return out;
}

async function firstAnswer(url: string, child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

interface Sample {
  ms: number;
  rss: number;
  treeRss: number;
}

/** Spawns `command`, waits for `url`, then IDLE_MS more, measures memory and stops the whole tree. */
async function measure(command: string, args: string[], env: Record<string, string>, url: string): Promise<Sample> {
  const started = performance.now();
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const ms = await firstAnswer(url, child, started);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const pids = tree(child.pid!);
    // The node process that answers is the deepest one (npm -> sh -> node); for a direct start it is the child.
    const server = pids.at(-1)!;
    return { ms, rss: rssMb(server), treeRss: pids.reduce((sum, p) => sum + rssMb(p), 0) };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

const [port = 0] = await benchPorts(1);
const ping = `http://127.0.0.1:${port}/api/ping`;
const bare = `require('http').createServer((q, s) => s.end('{"ok":true}')).listen(${port}, '127.0.0.1')`;
const serverEnv = (dataDir: string) => ({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' });

const rows: Record<string, Sample[]> = { 'bare node -e http server': [], 'node scripts/start.mjs, fresh DATA_DIR': [], 'node scripts/start.mjs, restart': [], 'npm start, fresh DATA_DIR': [] };
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
console.log(`${cpus().length} CPUs, load average before: ${load()}; ${runs} runs each, memory ${IDLE_MS / 1000} s after the first answer`);
for (let i = 0; i < runs; i++) {
  rows['bare node -e http server']!.push(await measure(process.execPath, ['-e', bare], {}, `http://127.0.0.1:${port}/`));
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-startup-'));
  try {
    rows['node scripts/start.mjs, fresh DATA_DIR']!.push(await measure(process.execPath, ['scripts/start.mjs'], serverEnv(join(dataDir, 'a')), ping));
    rows['node scripts/start.mjs, restart']!.push(await measure(process.execPath, ['scripts/start.mjs'], serverEnv(join(dataDir, 'a')), ping));
    rows['npm start, fresh DATA_DIR']!.push(await measure('npm', ['start', '--silent'], serverEnv(join(dataDir, 'b')), ping));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
console.log(`load average after: ${load()}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log('start                                      first answer ms (median; runs)        RSS MB server (median)  RSS MB process tree');
for (const [name, samples] of Object.entries(rows)) {
  const ms = samples.map((s) => s.ms);
  console.log(
    `${name.padEnd(42)} ${median(ms).toFixed(0).padStart(6)}  (${ms.map((m) => m.toFixed(0)).join(', ')})`.padEnd(82) +
      `${median(samples.map((s) => s.rss)).toFixed(0).padStart(6)}                 ${median(samples.map((s) => s.treeRss)).toFixed(0).padStart(6)}`,
  );
}
