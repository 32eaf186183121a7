// Concurrent editing against the real server process (server/main.ts): concurrent editors lose
// nothing, and a SIGKILL mid-burst loses no acknowledged save. Runs on the store of this pass:
// PGlite without TEST_DATABASE_URL, PostgreSQL (two API processes sharing it) with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../server/test-support.js';
import { readEntries, replay, type DocState } from './changelog-replay.js';
import { BLOCK_IDS, DOCUMENT_ID, PHASE, createPage, runEditors, type Layout } from './concurrency.js';
import { CRASH_PAGE, burstAndKill } from './crash.js';
import { callJson, signInHttp, startServer, type RealServer } from './real-server.js';
import { createServerStore, skipReason, type ServerStore, type StoreKind } from './store-targets.js';

const SEED = 20261120;
const CLIENTS = 8;
const CYCLES = Number(process.env.RELIABILITY_CYCLES ?? 300);

interface SettingsAnswer {
  settings: Record<string, unknown>;
  hash: string;
}

for (const kind of ['pglite', 'postgres'] as StoreKind[]) {
  const reason = skipReason[kind];
  if (reason) console.log(`real-server[${kind}]: SKIPPED: ${reason}`);

  describe.skipIf(reason !== undefined)(`real server on ${kind}`, () => {
    let store: ServerStore;
    let servers: RealServer[] = [];

    beforeAll(async () => {
      store = await createServerStore(kind);
      // The first process migrates and seeds; on PostgreSQL a second process shares the database.
      servers.push(await startServer(store.target));
      if (kind === 'postgres') servers.push(await startServer(store.target));
    }, 300_000);

    afterAll(async () => {
      for (const s of servers) await s.kill().catch(() => undefined);
      await store?.dispose();
    }, 60_000);

    it('concurrent editors: every save answers success or 409 (a page save without its hash 400), the changelog replays to the stored state, nothing lost', async () => {
      const first = servers[0] as RealServer;
      const editorToken = await signInHttp(first.base, 'contenteditor');
      const siteToken = await signInHttp(first.base, 'siteeditor');
      const initialLayout = await createPage(first.base, editorToken, BLOCK_IDS);
      const initialSettings = (await callJson(first.base, 'GET', '/api/siteeditor?env=cont', siteToken)).body as SettingsAnswer;
      const processes = servers.length;
      const started = Date.now();
      const figures = await runEditors({
        bases: servers.map((s) => s.base), editorToken, siteToken,
        clients: CLIENTS, cycles: CYCLES, seed: SEED, settingsShare: 0.15, pageShare: 0.3, hashlessShare: 0.2, maxThinkMs: 4,
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const finalLayout = (await callJson(first.base, 'GET', `/api/content/${DOCUMENT_ID}?env=cont`, editorToken)).body as Layout;
      const finalSettings = (await callJson(first.base, 'GET', '/api/siteeditor?env=cont', siteToken)).body as SettingsAnswer;

      // Graceful stop (exit 0), then read the changelog straight from the store: all of it, oldest first.
      for (const s of servers) expect(await s.stop()).toBe(0);
      servers = [];
      const db = await store.open();
      const content = await readEntries(db, 'content', DOCUMENT_ID, 'cont');
      const settings = await readEntries(db, 'site-settings', 'site-settings', 'cont');
      await db.close();

      // The first content entry created the page; settings entries before the run belong to the seed.
      const contentEntries = content.slice(1);
      const settingsBefore = settings.length - figures.acknowledged.filter((a) => a.kind === 'settings').length;
      const settingsEntries = settings.slice(Math.max(0, settingsBefore));

      const acked = figures.acknowledged;
      const key = (component: string, field: string, value: unknown) => `${component}.${field}=${canonicalJson(value)}`;
      const logged = new Set([...contentEntries, ...settingsEntries].flatMap((e) => e.changes.map((c) => key(c.Component, c.Field, c.CurrentValue))));
      const lost = acked.filter((a) => !logged.has(key(a.component, a.field, a.value)));
      const refusedButStored = figures.refused.filter((a) => logged.has(key(a.component, a.field, a.value)));

      const startContent: DocState = Object.fromEntries(initialLayout.components.map((c) => [c.componentId, c.props]));
      const contentReplay = replay(startContent, contentEntries);
      const finalContent: DocState = Object.fromEntries(finalLayout.components.map((c) => [c.componentId, c.props]));
      const settingsReplay = replay({ siteSettings: initialSettings.settings }, settingsEntries);

      console.log(
        `concurrency[${kind}]: seed ${SEED}, ${CLIENTS} clients x ${CYCLES} cycles on ${processes} process(es) in ${seconds} s: ` +
        `saves attempted ${figures.attempted}, acknowledged ${acked.length}, conflicts ${figures.conflicts}, ` +
        `page saves without a hash refused ${figures.refusedWithoutHash}, lost ${lost.length}, ` +
        `unexpected answers ${figures.unexpected.length}, changelog entries ${contentEntries.length + settingsEntries.length}, broken replay links ${contentReplay.brokenLinks.length + settingsReplay.brokenLinks.length}`,
      );

      expect(figures.unexpected).toEqual([]);
      expect(figures.attempted).toBe(acked.length + figures.conflicts + figures.refusedWithoutHash);
      expect(figures.refusedWithoutHash).toBeGreaterThan(0);
      expect(figures.attempted).toBeGreaterThanOrEqual(CLIENTS * CYCLES * 0.95);
      expect(contentEntries.length + settingsEntries.length).toBe(acked.length);
      expect(contentEntries.length).toBe(acked.filter((a) => a.kind === 'content').length);
      expect(contentEntries.every((e) => e.changes.length === 1)).toBe(true);
      expect(lost).toEqual([]);
      expect(refusedButStored).toEqual([]);
      expect(contentReplay.brokenLinks).toEqual([]);
      expect(settingsReplay.brokenLinks).toEqual([]);
      expect(canonicalJson(contentReplay.state)).toBe(canonicalJson(finalContent));
      expect(canonicalJson(settingsReplay.state.siteSettings)).toBe(canonicalJson(finalSettings.settings));
    }, 240_000);

    it('crash safety: SIGKILL mid-burst loses no acknowledged save and the store reopens cleanly', async () => {
      const server = await startServer(store.target);
      servers.push(server);
      const editorToken = await signInHttp(server.base, 'contenteditor');
      const siteToken = await signInHttp(server.base, 'siteeditor');
      const layout = await createPage(server.base, editorToken, ['k0', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7'], CRASH_PAGE);
      const settingsHash = ((await callJson(server.base, 'GET', '/api/siteeditor?env=cont', siteToken)).body as SettingsAnswer).hash;
      const logs = await burstAndKill({ server, editorToken, siteToken, layout, settingsHash, killAfterAcks: 150 });
      servers = [];

      const reopenStarted = Date.now();
      const again = await startServer(store.target, { logLevel: 'info' });
      servers.push(again);
      const reopenMs = Date.now() - reopenStarted;
      const after = (await callJson(again.base, 'GET', `/api/content/${CRASH_PAGE}--${PHASE}?env=cont`, editorToken)).body as Layout;
      const settingsAfter = (await callJson(again.base, 'GET', '/api/siteeditor?env=cont', siteToken)).body as SettingsAnswer;
      // The reopened store takes writes again.
      const probe = after.components[0];
      const write = await callJson(again.base, 'PUT',
        `/api/content/component/cont/${CRASH_PAGE}/${PHASE}/${probe?.componentId}/sectionHeading/after/normal`, editorToken,
        { originalHash: probe?.originalHash, changes: { heading: 'after restart', headingLevel: 2 } });
      expect(await again.stop()).toBe(0);
      servers = [];
      // Item 6: the request log of the restarted server (info level) never holds a bearer token.
      const logText = again.output();
      const tokenLeaks = [editorToken, siteToken].filter((t) => logText.includes(t) || logText.includes(t.split('.')[2] as string)).length;

      const db = await store.open();
      const entries = await readEntries(db, 'content', `${CRASH_PAGE}--${PHASE}`, 'cont');
      const settingsEntries = await readEntries(db, 'site-settings', 'site-settings', 'cont');
      await db.close();
      const loggedValues = new Set([...entries, ...settingsEntries].flatMap((e) => e.changes.map((c) => canonicalJson(c.CurrentValue))));

      const ackedTotal = logs.reduce((n, l) => n + l.acked.length, 0);
      const inFlight = logs.filter((l) => l.inFlight !== undefined).length;
      const lost: string[] = [];
      for (const log of logs) {
        const stored = log.kind === 'settings'
          ? settingsAfter.settings.liveHelpAppId
          : after.components.find((c) => c.componentId === log.id)?.props.heading;
        // The stored value is the last acknowledged one, or the one in flight when the process died.
        const allowed = [log.lastAcked ?? `initial ${log.id}`, log.inFlight].filter((v) => v !== undefined);
        if (log.lastAcked !== undefined && !allowed.includes(stored as string)) lost.push(`${log.id}: stored ${String(stored)}, acknowledged ${log.lastAcked}`);
        for (const v of log.acked) if (!loggedValues.has(canonicalJson(v))) lost.push(`${log.id}: ${v} missing from the changelog`);
      }
      console.log(
        `crash[${kind}]: SIGKILL after ${ackedTotal} acknowledged saves with ${inFlight} in flight; acknowledged writes lost on kill ${lost.length}; ` +
        `restart ready in ${reopenMs} ms; write after restart ${write.status}; tokens in ${logText.split('\n').length} log lines ${tokenLeaks}`,
      );
      expect(logText).toContain('"url"');
      expect(tokenLeaks).toBe(0);
      expect(ackedTotal).toBeGreaterThanOrEqual(150);
      expect(lost).toEqual([]);
      expect(write.status).toBe(200);
    }, 300_000);
  });
}
