// Runs load generator processes (driver.ts) for bench/conference-day and gathers what they print.
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DriverPlan, RouteResult } from './driver';

const DRIVER = join(import.meta.dirname, 'driver.ts');
const TSX = join(import.meta.dirname, '../../node_modules/tsx/dist/cli.mjs');

/** What a load generator printed last: its results as one JSON line. */
const lastLine = <T>(out: string): T => JSON.parse(out.trim().split('\n').pop() ?? '{}') as T;

function spawnDriver(planFile: string) {
  const child = spawn(process.execPath, [TSX, DRIVER, planFile], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    out += chunk;
    if (out.includes('ready\n')) markReady();
  });
  const done = new Promise<string>((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`load generator exited with ${code}: ${out}`)))),
  );
  return { child, done, ready, go: () => child.stdin.end('go\n') };
}

/** Runs each plan in its own process, at once (`onStart` just before they start sending), and merges the results of routes that share a name. */
export async function runDrivers(dir: string, label: string, plans: DriverPlan[], onStart: () => void = () => undefined): Promise<RouteResult[]> {
  const drivers = await Promise.all(
    plans.map(async (plan, i) => {
      const file = join(dir, `${label}-${i}.json`);
      await writeFile(file, JSON.stringify(plan));
      return spawnDriver(file);
    }),
  );
  await Promise.all(drivers.map((d) => d.ready));
  onStart();
  for (const d of drivers) d.go();
  const runs = await Promise.all(drivers.map((d) => d.done));
  const byName = new Map<string, RouteResult[]>();
  for (const out of runs) {
    const { results } = lastLine<{ results: RouteResult[] }>(out);
    for (const r of results) byName.set(r.name, [...(byName.get(r.name) ?? []), r]);
  }
  return [...byName.values()].map((parts) => {
    const requests = parts.reduce((n, r) => n + r.requests, 0);
    const statusCodes: Record<string, number> = {};
    for (const r of parts) for (const [code, n] of Object.entries(r.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + n;
    return {
      name: parts[0]?.name ?? '',
      requests,
      rps: parts.reduce((n, r) => n + r.rps, 0),
      // Each process measured its own half; the worse one stands for the route.
      p50: Math.max(...parts.map((r) => r.p50)),
      p99: Math.max(...parts.map((r) => r.p99)),
      errors: parts.reduce((n, r) => n + r.errors, 0),
      statusCodes,
    };
  });
}

/** Starts a process holding live-update streams; stop() ends them and answers what they saw. */
export async function holdStreams(dir: string, url: string, count: number) {
  const file = join(dir, 'streams.json');
  await writeFile(file, JSON.stringify({ seconds: 0, routes: [], tokens: [], streams: { url, count } } satisfies DriverPlan));
  const { child, done } = spawnDriver(file);
  return {
    async stop(): Promise<{ open: number; failed: number; events: number }> {
      child.kill('SIGTERM');
      const out = await done;
      return lastLine<{ streams: { open: number; failed: number; events: number } }>(out).streams;
    },
  };
}
