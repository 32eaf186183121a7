/* global URL, console, process */
// `npm start`: build what is missing, then run the compiled server (site + API, one origin) in this process.
// Plain JavaScript on purpose: starting through tsx transpiled every server source on each start (seconds on a busy
// machine) and kept tsx's loader and esbuild's service process in memory. The bundle is dist/server/main.js
// (scripts/build-server.ts); when a server source is newer than it (a developer's edit since the last build), it
// is compiled again first (a fraction of a second), so `npm start` never runs stale server code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const siteIndex = join(process.env.SITE_DIR ?? join(root, 'dist/site'), 'index.html');
const bundle = join(root, 'dist/server/main.js');
/** What the bundle is made of: its sources (server/, schemas/) and the build script. */
const SOURCES = ['server', 'schemas', 'scripts/build-server.ts', 'package.json'];

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Newest modification time under `path` (test files aside: they are not in the bundle). */
function newest(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

if (!existsSync(siteIndex)) {
  console.log(`${siteIndex} is missing: running npm run build`);
  run('npm', ['run', 'build']);
} else if (!existsSync(bundle) || SOURCES.some((source) => newest(join(root, source)) > statSync(bundle).mtimeMs)) {
  console.log('server sources changed since the last build: compiling the server');
  const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
  const compiled = existsSync(tsx) && spawnSync(process.execPath, [tsx, join(root, 'scripts/build-server.ts'), '--compile-only'], { cwd: root, stdio: 'inherit' }).status === 0;
  // Without the build tools (an install without devDependencies) the bundle that is there still runs.
  if (!compiled && !existsSync(bundle)) process.exit(1);
  if (!compiled) console.warn('could not compile the server: starting the last build');
}

// Stack traces name the TypeScript sources (the bundle's source map).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
