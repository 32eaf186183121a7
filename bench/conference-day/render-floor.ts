// The floor for a server-rendered page in bench/conference-day: the product's own page renderer (dist/ssr, as the
// server loads it) rendering a signed-in attendee's page in this process with the page's data already in memory
// (every API answer it reads recorded once from the running server, then replayed), beside the CPU the server
// spends on the same page requested one at a time. The difference is what the server adds around the render:
// reading the data, checking the visitor, compressing and sending.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRendererModule, RenderedVisitor } from '../../schemas';
import { cpuSeconds } from '../shared/cpu';

const RUNS = 20;
const WARM_UPS = 5;

interface Recorded {
  status: number;
  headers: [string, string][];
  body: string;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** A fetch that asks the server once per URL (as `token`'s attendee) and answers from memory after. */
function recordingFetch(origin: string, token: string): { fetch: typeof fetch; replay: () => typeof fetch } {
  const answers = new Map<string, Recorded>();
  const urlOf = (input: Parameters<typeof fetch>[0]) => new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, origin);
  const keyOf = (input: Parameters<typeof fetch>[0], init?: RequestInit) => `${init?.method ?? 'GET'} ${urlOf(input).href}`;
  const respond = (r: Recorded) => new Response(r.body, { status: r.status, headers: r.headers });
  return {
    fetch: async (input, init) => {
      const url = urlOf(input);
      const res = await fetch(`${origin}${url.pathname}${url.search}`, { method: init?.method ?? 'GET', headers: { authorization: `Bearer ${token}` } });
      // The body is kept decoded, so its coding goes.
      const recorded = { status: res.status, headers: [...res.headers.entries()].filter(([name]) => name !== 'content-encoding'), body: await res.text() };
      answers.set(keyOf(input, init), recorded);
      return respond(recorded);
    },
    replay: () => async (input, init) => {
      const recorded = answers.get(keyOf(input, init));
      if (!recorded) throw new Error(`not recorded: ${keyOf(input, init)}`);
      return respond(recorded);
    },
  };
}

export interface FloorRow {
  path: string;
  floorCpuMs: number;
  floorWallMs: number;
  productCpuMs: number;
  htmlBytes: number;
}

/** Renders each path in process and asks server `serverPid` at `origin` for it, as the attendee of `token`. */
export async function renderFloor(origin: string, serverPid: number, token: string, paths: string[]): Promise<FloorRow[]> {
  // The server loads the renderer with its libraries' production builds (server/main.ts); so does the floor.
  process.env.NODE_ENV = 'production';
  const entry = resolve(import.meta.dirname, '../../dist/ssr/server-entry.js');
  const module = (await import(pathToFileURL(entry).href)) as PageRendererModule;
  const render = module.createPageRenderer({ environment: 'cont' });
  const me = (await (await fetch(`${origin}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as RenderedVisitor['user'] & { expiry: string };
  const { providerTokens: _tokens, ...user } = me as typeof me & { providerTokens?: unknown };
  const visitor: RenderedVisitor = { user, expiry: me.expiry };
  const rows: FloorRow[] = [];
  for (const path of paths) {
    const now = new Date();
    const recorder = recordingFetch(origin, token);
    const first = await render({ url: path, visitor, fetch: recorder.fetch, now });
    const replay = recorder.replay();
    const cpu: number[] = [];
    const wall: number[] = [];
    for (let i = 0; i < WARM_UPS + RUNS; i++) {
      const before = process.cpuUsage();
      const started = performance.now();
      await render({ url: path, visitor, fetch: replay, now });
      const spent = process.cpuUsage(before);
      if (i < WARM_UPS) continue;
      cpu.push((spent.user + spent.system) / 1000);
      wall.push(performance.now() - started);
    }
    const before = cpuSeconds(serverPid);
    for (let i = 0; i < RUNS; i++) await fetch(`${origin}${path}`, { headers: { cookie: `conf_session=${token}`, 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
    const productCpuMs = ((cpuSeconds(serverPid) - before) * 1000) / RUNS;
    rows.push({ path, floorCpuMs: median(cpu), floorWallMs: median(wall), productCpuMs, htmlBytes: first.body.length + first.state.length + first.head.length });
  }
  return rows;
}
