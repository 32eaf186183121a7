// The two things the Lighthouse bench loads: the product (the real server, started like `npm start` on the built
// site) and the bare page (built here with the repo's Vite, served by a tiny static server). Both listen on
// 127.0.0.1 only and are stopped by the bench.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { waitForUrl } from '../../scripts/wait-for-url';

// The environment the bench was started with: Vite's build() sets NODE_ENV=production in this process, which
// would put the server into production mode (it then refuses to start without SIGNING_SECRET).
const startEnv = { ...process.env };

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface Running {
  url: string;
  stop(): Promise<void>;
}

/** `port` when given (BENCH_PORT), else one the system picks. */
export function freePort(port?: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.once('error', reject);
    srv.listen(port ?? 0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// Children still alive when the bench exits (an error, a signal) are killed by PID, synchronously, on the way out.
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const hard = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(hard);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * `npm start`'s command (package.json), run by this Node directly rather than through npm, so that the PID the bench
 * stops is the server's own: `node <script>` or `tsx <script>`.
 */
function startArguments(): string[] {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [command, ...rest] = pkg.scripts.start.trim().split(/\s+/);
  if (command === 'node') return rest;
  if (command === 'tsx') return ['--import', 'tsx', ...rest];
  throw new Error(`npm start runs "${pkg.scripts.start}": the bench knows how to run node or tsx only`);
}

/**
 * The product as `npm start` runs it (site + API on one origin), on the site already built in
 * `siteDir` (`npm run build` first; this bench builds nothing of the product), with a fresh DATA_DIR so the demo
 * content is seeded as on a first start. Read limits are off: Lighthouse runs are not the visitors they protect
 * against.
 */
export async function startProduct(siteDir: string, dataDir: string, port: number): Promise<Running> {
  if (!existsSync(join(siteDir, 'index.html'))) {
    throw new Error(`${siteDir}/index.html is missing: run \`npm run build\` first (or set SITE_DIR)`);
  }
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, startArguments(), {
    cwd: repoRoot,
    env: {
      ...startEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: siteDir,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      READ_RATE_LIMIT_MAX: '0',
      WRITE_RATE_LIMIT_MAX: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`the server exited (${code ?? signal}) before answering`))),
  );
  try {
    await Promise.race([waitForUrl(`${url}/api/ping`, 120_000), exited]);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  exited.catch(() => undefined); // it exits when stopped below; that is no failure
  return { url, stop: () => stopChild(child) };
}

/** Builds bench/lighthouse/bare with the repo's Vite and React plugin (the site's production settings' basics). */
export async function buildBare(outDir: string): Promise<void> {
  await build({
    root: fileURLToPath(new URL('./bare/', import.meta.url)),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  });
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Serves `dir` on 127.0.0.1, brotli-compressed when the browser accepts it (as the product serves its precompressed
 * assets), so the ceiling is not handicapped by sending more bytes than the product does.
 */
export async function serveStatic(dir: string, port: number): Promise<Running> {
  const files = new Map<string, { body: Buffer; br: Buffer; type: string }>();
  for (const file of await filesUnder(dir)) {
    const body = await readFile(file);
    const br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    files.set(`/${relative(dir, file).split('\\').join('/')}`, { body, br, type: types[extname(file)] ?? 'application/octet-stream' });
  }
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = files.get(path === '/' ? '/index.html' : path);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'Content-Type': file.type,
      'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(br ? { 'Content-Encoding': 'br' } : {}),
    });
    res.end(br ? file.br : file.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
