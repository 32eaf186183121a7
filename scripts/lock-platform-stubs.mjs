/* global URL, console */
// The npm mirror this project installs from lacks the platform builds of
// unrs-resolver for other systems, so `npm install` leaves them out of the lock
// and `npm ci` then refuses the lock as out of sync. This writes lock entries
// for them with their os/cpu, so npm ci skips them as foreign optional packages
// instead of fetching them. Run after any `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const platforms = { android: 'android', darwin: 'darwin', freebsd: 'freebsd', linux: 'linux', openharmony: 'openharmony', win32: 'win32' };
const cpus = { 'arm-eabi': 'arm', arm64: 'arm64', x64: 'x64', 'arm-gnueabihf': 'arm', 'arm-musleabihf': 'arm', 'arm64-gnu': 'arm64', 'arm64-musl': 'arm64', 'loong64-gnu': 'loong64', 'loong64-musl': 'loong64', 'ppc64-gnu': 'ppc64', 'riscv64-gnu': 'riscv64', 'riscv64-musl': 'riscv64', 's390x-gnu': 's390x', 'x64-gnu': 'x64', 'x64-musl': 'x64', 'arm64-msvc': 'arm64', 'ia32-msvc': 'ia32', 'x64-msvc': 'x64' };

let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const match = /^@unrs\/resolver-binding-([a-z0-9]+)-(.+)$/.exec(name);
    if (!match) continue;
    const target = `${key}/node_modules/${name}`.replace(/^\/node_modules/, 'node_modules').replace(/^node_modules\/unrs-resolver\/node_modules\//, 'node_modules/');
    if (lock.packages[target]) continue;
    const [, os, rest] = match;
    const stub = { version, dev: entry.dev, optional: true, os: [platforms[os] ?? os], cpu: [cpus[rest] ?? rest.split('-')[0]] };
    if (rest.endsWith('-gnu') || rest.endsWith('gnueabihf')) stub.libc = ['glibc'];
    if (rest.endsWith('-musl') || rest.endsWith('musleabihf')) stub.libc = ['musl'];
    if (!stub.dev) delete stub.dev;
    lock.packages[target] = stub;
    added += 1;
  }
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platform-stubs: added ${added} entries`);
