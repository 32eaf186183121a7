// Page save benchmark (npx tsx bench/page-save.ts [blocks] [runs]): a page of 5000 realistic blocks (the demo's own
// blocks, copied round by round with fresh ids) saved through the real app (PUT /api/content/:page: body parse, schema
// and block validation, hash checks, one transaction, changelog) on the embedded store, then read back cold (the
// first read after the write fills the read cache) and warm. Printed beside JSON.parse + JSON.stringify of the same
// body, the least any server does with it.
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app.js';
import { generateDemo, loadConfig, openStore } from '../server/build-tools.js';

const blocks = Number(process.argv[2] ?? 5000);
const runs = Number(process.argv[3] ?? 3);

const demo = generateDemo();
const source = demo.pages.filter((p) => p.environment === 'cont');
const components: Record<string, unknown>[] = [];
for (let round = 0; components.length < blocks; round++) {
  for (const [index, layout] of source.entries()) {
    for (const c of layout.components) {
      if (components.length >= blocks && !c.parentId) break;
      components.push({
        componentId: `${c.componentId}-${round}-${index}`,
        component: c.component,
        parentId: c.parentId ? `${c.parentId}-${round}-${index}` : null,
        slot: c.slot ?? null,
        props: c.props,
        originalHash: null,
      });
    }
    if (components.length >= blocks) break;
  }
}

const store = await openStore({ demo: () => demo });
const app = await buildApp({ store, config: loadConfig({ ...process.env, DATABASE_URL: '', WRITE_RATE_LIMIT_MAX: '0', READ_RATE_LIMIT_MAX: '0', LOG_LEVEL: 'warn' }, 'bench'), logger: false });
try {
  const { token } = (await app.inject({ method: 'POST', url: '/api/auth/dev/sign-in', payload: { persona: 'contenteditor' } })).json() as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let hash = '4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945';
  let readHashes = new Map<string, string>();
  const rows: { save: number; cold: number; warm: number; floor: number; bytes: number }[] = [];
  for (let run = 0; run < runs; run++) {
    // Every other run moves the first block to the end: each save changes the page, so each one writes. Blocks carry
    // the hash they were read with, as the editor sends them.
    const ordered = run % 2 === 0 ? components : [...components.slice(1), components[0]!];
    const changed = ordered.map((c) => ({ ...c, originalHash: readHashes.get(c.componentId as string) ?? null }));
    const body = JSON.stringify({ environment: 'cont', phase: 'live', components: changed, originalPageHash: hash });
    let t = performance.now();
    JSON.stringify(JSON.parse(body));
    const floor = performance.now() - t;
    t = performance.now();
    const saved = await app.inject({ method: 'PUT', url: '/api/content/bench', headers, payload: body });
    const save = performance.now() - t;
    if (saved.statusCode !== 200) throw new Error(`save answered ${saved.statusCode}: ${saved.body.slice(0, 300)}`);
    hash = (saved.json() as { layout: { hash: string } }).layout.hash;
    t = performance.now();
    const cold = await app.inject({ url: '/api/content/bench--live', headers });
    const coldMs = performance.now() - t;
    t = performance.now();
    await app.inject({ url: '/api/content/bench--live', headers });
    const warm = performance.now() - t;
    const back = (cold.json() as { components: { componentId: string; originalHash: string }[] }).components;
    if (back.length !== components.length) throw new Error('read back a different page');
    readHashes = new Map(back.map((c) => [c.componentId, c.originalHash]));
    rows.push({ save, cold: coldMs, warm, floor, bytes: body.length });
  }
  console.log(`${components.length} blocks, ${(rows[0]!.bytes / 1024 / 1024).toFixed(2)} MB body, embedded store, ${runs} runs`);
  console.log('run  save ms  read after write ms  warm read ms  JSON.parse+stringify ms (floor)');
  rows.forEach((r, i) => console.log(`${String(i + 1).padStart(3)}  ${r.save.toFixed(0).padStart(7)}  ${r.cold.toFixed(0).padStart(19)}  ${r.warm.toFixed(1).padStart(12)}  ${r.floor.toFixed(0).padStart(8)}`));
} finally {
  await app.close();
  await store.close();
}
