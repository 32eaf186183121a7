/**
 * `npm run qa -- --pages home,sessions --phases all`: the QA screenshot matrix from the command line.
 * Captures pages × phases × attendee types × breakpoints of the running site (starting one when none answers),
 * compares each capture with its cell's approved baseline, and writes qa-report/index.json (one entry per capture:
 * docs/behaviour/qa.md's fields, the run id and the state) with the images beside it.
 *
 * Baselines live in qa-report/baselines/: a cell's first capture becomes its baseline (difference 0); later runs
 * compare with it, so a content change shows as that page's cells above the 1 percent threshold. `--approve`
 * makes this run's captures the new baselines after comparing.
 *
 * Options: --pages a,b|all  --phases a,b|all  --types anonymous,attendee,inperson,exhibitor  --breakpoints
 * desktop,tablet,mobile  --full-page  --approve  --base-url http://127.0.0.1:8080  --out qa-report
 * --concurrency 24  --site-dir dist/site
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  cellFileName,
  cellKey,
  DEMO_PAGE_NAMES,
  expandMatrix,
  isAudience,
  isQaBreakpoint,
  exampleDetailIds,
  openCapturer,
  remotePreviewGrants,
  AUDIENCES,
  QA_BREAKPOINT_KEYS,
  runCells,
  type QaCell,
  type QaEntry,
  type QaPhase,
} from '../server/build-tools.js';
import { layoutNeedsId } from '../schemas/index.js';

interface Args {
  pages: string;
  phases: string;
  types: string;
  breakpoints: string;
  fullPage: boolean;
  approve: boolean;
  baseUrl: string;
  out: string;
  concurrency: number;
  siteDir: string;
}

function parseArgs(argv: readonly string[]): Args {
  const value = (name: string, fallback: string): string => {
    const at = argv.indexOf(`--${name}`);
    if (at >= 0 && argv[at + 1] !== undefined) return argv[at + 1] as string;
    const inline = argv.find((a) => a.startsWith(`--${name}=`));
    return inline ? inline.slice(name.length + 3) : fallback;
  };
  return {
    pages: value('pages', 'all'),
    phases: value('phases', 'all'),
    types: value('types', AUDIENCES.join(',')),
    breakpoints: value('breakpoints', QA_BREAKPOINT_KEYS.join(',')),
    fullPage: argv.includes('--full-page'),
    approve: argv.includes('--approve'),
    baseUrl: value('base-url', process.env.QA_BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`).replace(/\/$/, ''),
    out: resolve(value('out', 'qa-report')),
    concurrency: Number(value('concurrency', '24')),
    siteDir: value('site-dir', process.env.SITE_DIR ?? 'dist/site'),
  };
}

const list = (text: string): string[] => text.split(',').map((s) => s.trim()).filter(Boolean);

async function answers(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api/ping`, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Starts the server as scripts/e2e-server.sh does (building the site first on a fresh clone); answers it. */
async function startServer(args: Args): Promise<ChildProcess> {
  const port = new URL(args.baseUrl).port || '8080';
  const siteDir = resolve(args.siteDir);
  const ssrEntry = resolve(process.env.SSR_ENTRY ?? join(siteDir, '..', 'ssr', 'server-entry.js'));
  if (!existsSync(join(siteDir, 'index.html')) || !existsSync(ssrEntry)) {
    console.log(`qa: building the site into ${siteDir}`);
    await run('npx', ['vite', 'build', '--outDir', siteDir]);
    await run('npx', ['vite', 'build', '--ssr', 'app/server-entry.tsx', '--outDir', dirname(ssrEntry)]);
  }
  // The data stays between runs (so a content change between two runs is compared); a new folder seeds the demo.
  const dataDir = resolve(process.env.QA_DATA_DIR ?? '.tmp/qa-server-data');
  await mkdir(dataDir, { recursive: true });
  console.log(`qa: starting the server on port ${port} (data ${dataDir})`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: port,
      DATA_DIR: dataDir,
      SITE_DIR: siteDir,
      SSR_ENTRY: ssrEntry,
      SITE_ENV: process.env.SITE_ENV ?? 'cont',
      READ_RATE_LIMIT_MAX: process.env.READ_RATE_LIMIT_MAX ?? '0',
      WRITE_RATE_LIMIT_MAX: process.env.WRITE_RATE_LIMIT_MAX ?? '100000',
    },
  });
  for (let i = 0; i < 240; i++) {
    if (await answers(args.baseUrl)) return child;
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`the server did not answer at ${args.baseUrl}`);
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status}`);
  return (await res.json()) as T;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  let server: ChildProcess | undefined;
  if (!(await answers(args.baseUrl))) server = await startServer(args);
  try {
    const settings = await json<{ eventPhases?: QaPhase[]; timezones?: { eventTimezone?: string } }>(`${args.baseUrl}/api/settings`);
    const phases = settings.eventPhases ?? [];
    const phaseIds = args.phases === 'all' ? phases.map((p) => p.id) : list(args.phases);
    for (const id of phaseIds) if (!phases.some((p) => p.id === id)) throw new Error(`Unknown phase ${id}: one of ${phases.map((p) => p.id).join(', ')}`);
    const detailIds = await exampleDetailIds(args.baseUrl);
    // `all` leaves out the layouts whose path needs an id the site gave no example of (meetings-edit, speakers-detail).
    const pages = args.pages === 'all' ? DEMO_PAGE_NAMES.filter((p) => !layoutNeedsId(p) || detailIds[p]) : list(args.pages);
    const types = list(args.types);
    const breakpoints = list(args.breakpoints);
    for (const t of types) if (!isAudience(t)) throw new Error(`Unknown attendee type ${t}: one of ${AUDIENCES.join(', ')}`);
    for (const b of breakpoints) if (!isQaBreakpoint(b)) throw new Error(`Unknown breakpoint ${b}: one of ${QA_BREAKPOINT_KEYS.join(', ')}`);
    const cells = expandMatrix({ pages, phases: phaseIds, attendeeTypes: types.filter(isAudience), breakpoints: breakpoints.filter(isQaBreakpoint), fullPage: args.fullPage });

    const runId = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    const baselines = join(args.out, 'baselines');
    await mkdir(baselines, { recursive: true });
    await rm(join(args.out, 'runs', runId), { recursive: true, force: true });
    const relative = (path: string) => path.slice(args.out.length + 1).split('\\').join('/');
    const images = {
      async put(name: string, bytes: Buffer) {
        const path = join(args.out, 'runs', name);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, bytes);
        return relative(path);
      },
    };
    const baselineFor = async (cell: QaCell) => {
      const path = join(baselines, `${cellFileName(cell)}.png`);
      const png = await readFile(path).catch(() => null);
      return png ? { png, imageUrl: relative(path) } : null;
    };
    const capturer = await openCapturer({
      baseUrl: args.baseUrl,
      phases,
      concurrency: args.concurrency,
      ...(settings.timezones?.eventTimezone ? { timeZone: settings.timezones.eventTimezone } : {}),
      detailIds,
      // The QA view-as: the site's preview grants, asked for by the demo content editor.
      previewGrant: remotePreviewGrants(args.baseUrl),
    });
    const started = Date.now();
    let completed = 0;
    const report = async (entries: QaEntry[]) => {
      await writeFile(join(args.out, 'index.json'), `${JSON.stringify({ runId, baseUrl: args.baseUrl, threshold: 1, entries }, null, 2)}\n`);
    };
    let entries: QaEntry[];
    try {
      entries = await runCells({
        runId,
        cells,
        capturer,
        images,
        baselineFor,
        onEntry: (entry) => {
          if (entry.state !== 'completed') return;
          completed++;
          const verdict = entry.error ? `error: ${entry.error}` : `${entry.differencePercentage.toFixed(3)} % ${entry.label}${entry.pass ? '' : ' FAIL'}${entry.newBaseline ? ' (new baseline)' : ''}`;
          console.log(`[${completed}/${cells.length}] ${entry.key} ${verdict}`);
        },
      });
    } finally {
      await capturer.close();
    }
    const seconds = (Date.now() - started) / 1000;
    const byKey = new Map(cells.map((c) => [cellKey(c), c]));
    // First captures and approved runs become the baselines.
    for (const entry of entries) {
      if (!entry.imageUrl || !(entry.newBaseline || args.approve)) continue;
      const cell = byKey.get(entry.key);
      if (cell) await copyFile(join(args.out, entry.imageUrl), join(baselines, `${cellFileName(cell)}.png`));
    }
    await report(entries);
    const failed = entries.filter((e) => e.pass === false).length;
    const errors = entries.filter((e) => e.error).length;
    console.log(`qa: ${entries.length} captures in ${seconds.toFixed(1)} s (${(entries.length / seconds).toFixed(2)} per second); ${failed} above the 1 % threshold, ${errors} errors; ${join(args.out, 'index.json')}`);
    if (errors > 0) process.exitCode = 1;
  } finally {
    server?.kill('SIGTERM');
  }
}

await main();
