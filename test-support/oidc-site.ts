// A site signing in through a real OpenID Connect provider, for the end-to-end tests: the local provider
// (server/auth/oidc/local-provider.ts) in this process, so a test can shift its clock, take a role away or stop it,
// and the real server (server/main.ts, the built site, a fresh embedded store) in AUTH_MODE=oidc, its log kept in a
// file a test can search.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { demoIdpUsers, startLocalIdp, type LocalIdp, type LocalIdpUser } from '../server/test-support';

export interface OidcSite {
  origin: string;
  idp: LocalIdp;
  /** The provider's users, as given: a test may change their roles. */
  users: LocalIdpUser[];
  /** Everything the server logged so far. */
  log(): string;
  stop(): Promise<void>;
}

export const OIDC_CLIENT_SECRET = 'e2e-client-secret-0123456789abcdef';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForPing(origin: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    const ok = await fetch(`${origin}/api/ping`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer on ${origin} within ${timeoutMs} ms`);
}

/** Starts the provider and the server; `env` adds to the server's environment (TOKEN_TTL_SECONDS, say). */
export async function startOidcSite(extraUsers: LocalIdpUser[] = [], env: Record<string, string> = {}): Promise<OidcSite> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const users = [...demoIdpUsers(), ...extraUsers];
  const idp = await startLocalIdp({
    users,
    clients: [{ client_id: 'e2e-site', client_secret: OIDC_CLIENT_SECRET, redirect_uris: [`${origin}/api/auth/oidc/callback`], post_logout_redirect_uris: [`${origin}/`] }],
  });
  const dataDir = `.tmp/e2e-oidc-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const logFile = `${dataDir}/server.log`;
  const out = openSync(logFile, 'a');
  // The server itself, not npx or tsx's launcher: a signal to a launcher did not reach the server, which outlived the
  // tests (and the run) holding its port.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_ENV: 'cont',
      LOG_LEVEL: 'info',
      READ_RATE_LIMIT_MAX: '1000000',
      WRITE_RATE_LIMIT_MAX: '10000',
      AUTH_MODE: 'oidc',
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: 'e2e-site',
      OIDC_CLIENT_SECRET,
      OIDC_REDIRECT_URI: `${origin}/api/auth/oidc/callback`,
      OIDC_POST_LOGOUT_REDIRECT_URI: `${origin}/`,
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  try {
    await waitForPing(origin, server, 90_000);
  } catch (error) {
    server.kill('SIGTERM');
    await idp.close();
    throw error;
  }
  return {
    origin,
    idp,
    users,
    log: () => readFileSync(logFile, 'utf8'),
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await exited;
      }
      await idp.close();
    },
  };
}
