// Starts the real server process (server/main.ts) for the reliability tests. Node runs tsx as a
// loader directly (not through npx) so that SIGKILL reaches the server itself, not a wrapper.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface RealServer {
  readonly base: string;
  readonly pid: number;
  /** Last lines the process wrote (shown when a test fails). */
  output(): string;
  /** SIGTERM: graceful shutdown, waits for the exit. */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown at all, waits for the exit. */
  kill(): Promise<void>;
}

export interface StoreTarget {
  dataDir?: string;
  databaseUrl?: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Spawns server/main.ts on a free port and waits until /api/ping answers (first start seeds the demo). */
export async function startServer(target: StoreTarget, options: { logLevel?: string; readyTimeoutMs?: number } = {}): Promise<RealServer> {
  const readyTimeoutMs = options.readyTimeoutMs ?? 150_000;
  // Info logs are kept whole (the token-leak check reads them); warn logs only their tail.
  const keepChars = options.logLevel ? 8_000_000 : 4_000;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_ENV: 'cont',
    SITE_DIR: '/nonexistent-site',
    LOG_LEVEL: options.logLevel ?? 'warn',
    // The tests measure conflicts and losses, not the rate limiter.
    WRITE_RATE_LIMIT_MAX: '100000000',
    READ_RATE_LIMIT_MAX: '0',
    LIVE_MAX_PER_CLIENT: '100000',
    DATA_DIR: target.dataDir ?? '',
    DATABASE_URL: target.databaseUrl ?? '',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-keepChars);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready:\n${log}`);
    try {
      const res = await fetch(`${base}/api/ping`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after ${readyTimeoutMs} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    pid: child.pid ?? -1,
    output: () => log,
    async stop() {
      child.kill('SIGTERM');
      return exited(child);
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

export async function signInHttp(base: string, persona: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/dev/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ persona }),
  });
  if (!res.ok) throw new Error(`sign-in ${persona}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

export async function callJson(base: string, method: string, path: string, token: string | undefined, body?: unknown): Promise<JsonAnswer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // plain-text answers (429) stay text
  }
  return { status: res.status, body: parsed };
}
