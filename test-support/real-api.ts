// The real API for component tests: the server's own buildApp on an embedded PGlite store (the fixture the server
// tests use), in a child process listening on 127.0.0.1 on a free port, and the api-client configured to talk to it
// over a real socket. Tests of api-client, editor/ and site-settings/ use it instead of hand-written fake servers.
// A child process, because a jsdom test's modules are transformed for the browser (the server finds its schema files
// with new URL(relative, import.meta.url), which that transform points at a web address).
// Only tests and test-support import it (lint); nothing of it reaches a bundle.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { clearEtagCache, configureApiClient, resetApiClientConfig, signIn, signOut, type Environment, type Persona } from '../api-client';
import { perTestFile } from '../api-client/test-support/per-file';
import type { ApiErrorBody } from '../schemas/api-types';

/** The demo data the server is seeded with (server/store/seed.ts DemoData; the server tests' fixture by default). */
export type SeedData = Record<string, unknown>;

export interface RealApiOptions {
  /** The demo data to seed (default: server/test-support.ts fixture()). */
  data?: SeedData;
  /** Seed the whole generated demo with this many sessions (and proportional speakers, companies) instead. */
  demoSessions?: number;
  /** Settings documents per environment instead of the fixture's; null: the environment has none. */
  settings?: Partial<Record<Environment, object | null>>;
  /** Page layouts instead of the fixture's (each `{ page, phase, environment, components }`). */
  pages?: { page: string; phase: string; environment: Environment; components: Record<string, unknown>[] }[];
  /** Texts instead of the fixture's (each `{ environment, language, locale, namespace, key, content }`). */
  translations?: { environment: Environment; language: string; locale: string; namespace: string; key: string; content: string }[];
  /** The server's clock, fixed (default: the real clock, so the tokens it signs are valid for the client). */
  now?: Date;
}

export interface RealApi {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  /** Signs the api-client in as a demo persona (POST /api/auth/dev/sign-in on this server). */
  signIn: (persona: Persona) => Promise<void>;
  /** Calls the API directly (as another editor would), with the given persona's token; answers the parsed JSON. */
  call: <T = unknown>(method: string, path: string, options?: { persona?: Persona; body?: unknown }) => Promise<{ status: number; body: T }>;
  /**
   * Every request the api-client sent to this API, in order: method, path with query (without /api), JSON body and
   * the Authorization header (null when none was sent).
   */
  requests: { method: string; url: string; body: unknown; authorization: string | null }[];
  /**
   * Where a test truly needs an answer the real server cannot be steered into (a 500, an unreadable list): the next
   * `method path` (path without /api and query; a pattern for paths that carry a time) is answered with this coded
   * error instead of reaching the server.
   */
  failNext: (method: string, path: string | RegExp, status: number, body: ApiErrorBody) => void;
  /**
   * Holds the next `method path` back until the returned release is called (a write in flight), then lets it reach
   * the server.
   */
  holdNext: (method: string, path: string | RegExp) => () => void;
  /** Signs out, resets the api-client's configuration and stops the server (its store goes with it). */
  close: () => Promise<void>;
}

// Relative to this file, so tests in any folder find it: bundled once per run by vitest's global setup
// (test-support/real-api-bundle.ts) and run by node; without that bundle, the source run by tsx.
const PROCESS_FILE = fileURLToPath(new URL('./real-api-process.ts', `file://${__filename}`));
const TSX = fileURLToPath(new URL('../node_modules/.bin/tsx', `file://${__filename}`));

function processCommand(): [string, string[]] {
  const bundle = process.env.REAL_API_BUNDLE;
  return bundle ? [process.execPath, [bundle]] : [TSX, [PROCESS_FILE]];
}

/** How long starting the real API may take (a child process compiling the server, PGlite opening its store). */
export const REAL_API_TIMEOUT_MS = 60_000;

/** Starts the real API and points the api-client at it; give beforeAll REAL_API_TIMEOUT_MS. Call close() in afterAll. */
export async function startRealApi(options: RealApiOptions = {}): Promise<RealApi> {
  const [command, args] = processCommand();
  const child: ChildProcess = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin!.write(`${JSON.stringify({ data: options.data, demoSessions: options.demoSessions, settings: options.settings, pages: options.pages, translations: options.translations, now: options.now?.toISOString() })}\n`);
  const lines = createInterface({ input: child.stdout! });
  const [line] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the real API process ended (${String(code)}) before listening`);
    }),
  ])) as [string];
  const { origin } = JSON.parse(line) as { origin: string };
  configureApiClient({ baseUrl: `${origin}/api`, staticBaseUrl: `${origin}/static-content` });

  // The client's requests pass through here: recorded, and answered by a canned failure when a test asked for one.
  const requests: RealApi['requests'] = [];
  type Match = { method: string; path: string | RegExp };
  const failures: (Match & { status: number; body: ApiErrorBody })[] = [];
  const holds: (Match & { until: Promise<void> })[] = [];
  /** Takes the first entry of `list` that matches the request out of it. */
  const take = <T extends Match>(list: T[], method: string, path: string): T | undefined => {
    const at = list.findIndex((m) => m.method === method && (typeof m.path === 'string' ? m.path === path : m.path.test(path)));
    return at < 0 ? undefined : list.splice(at, 1)[0];
  };
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== origin || !url.pathname.startsWith('/api/')) return realFetch(input, init);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const path = url.pathname.slice('/api'.length);
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const authorization = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get('authorization');
    requests.push({ method, url: `${path}${url.search}`, body: text === undefined ? undefined : (JSON.parse(text) as unknown), authorization });
    const hold = take(holds, method, path);
    if (hold) await hold.until;
    const failure = take(failures, method, path);
    if (failure) {
      return new Response(JSON.stringify(failure.body), { status: failure.status, headers: { 'Content-Type': 'application/json' } });
    }
    return realFetch(input, init);
  };

  const tokens = new Map<Persona, string>();
  const tokenOf = async (persona: Persona) => {
    const known = tokens.get(persona);
    if (known) return known;
    const res = await realFetch(`${origin}/api/auth/dev/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ persona }),
    });
    const token = ((await res.json()) as { token: string }).token;
    tokens.set(persona, token);
    return token;
  };

  return {
    origin,
    requests,
    failNext: (method, path, status, body) => void failures.push({ method: method.toUpperCase(), path, status, body }),
    holdNext: (method, path) => {
      let release = () => undefined as void;
      holds.push({ method: method.toUpperCase(), path, until: new Promise<void>((resolve) => (release = resolve)) });
      return () => release();
    },
    signIn: async (persona) => {
      await signIn(persona);
    },
    call: async (method, path, { persona, body } = {}) => {
      const headers: Record<string, string> = {};
      if (persona) headers.Authorization = `Bearer ${await tokenOf(persona)}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await realFetch(`${origin}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as never };
    },
    close: async () => {
      globalThis.fetch = realFetch;
      signOut();
      clearEtagCache();
      resetApiClientConfig();
      const exited = once(child, 'exit');
      child.stdin!.end();
      // The process stops itself when its stdin closes; if it has not after a few seconds, it is ended.
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The real API for one test file (or one describe block): started in beforeAll, closed in afterAll. The answer
 * stands for the running API once beforeAll has run.
 */
export function realApiPerFile(options: RealApiOptions = {}): RealApi {
  return perTestFile('The real API', () => startRealApi(options), REAL_API_TIMEOUT_MS);
}
