// Crash burst: writers save as fast as they can while the process is killed with SIGKILL.
import { callJson, type RealServer } from './real-server.js';
import { PHASE, type Layout } from './concurrency.js';

export const CRASH_PAGE = 'crash';

export interface WriterLog {
  id: string;
  kind: 'content' | 'settings';
  /** Last value whose save was acknowledged before the kill. */
  lastAcked?: string;
  acked: string[];
  /** The value of the save that was in flight when the process died (may or may not have landed). */
  inFlight?: string;
}

export interface BurstOptions {
  server: RealServer;
  editorToken: string;
  siteToken: string;
  layout: Layout;
  settingsHash: string;
  /** SIGKILL once this many saves are acknowledged. */
  killAfterAcks: number;
}

export async function burstAndKill(o: BurstOptions): Promise<WriterLog[]> {
  let dead = false;
  let acks = 0;
  let killing: Promise<void> | undefined;
  const maybeKill = () => {
    if (!killing && acks >= o.killAfterAcks) killing = o.server.kill().then(() => { dead = true; });
  };
  /** Saves value after value, each against the hash the previous save answered, until the kill begins. */
  const writer = async (log: WriterLog, firstHash: string, save: (value: string, n: number, hash: string) => Promise<string>) => {
    let hash = firstHash;
    for (let n = 0; !dead && !killing; n++) {
      const value = `${log.id} v${n}`;
      log.inFlight = value;
      try {
        hash = await save(value, n, hash);
        log.acked.push(value);
        log.lastAcked = value;
        log.inFlight = undefined;
        acks++;
        maybeKill();
      } catch (error) {
        if (killing) return; // the connection died with the process: the value stays in flight
        throw error;
      }
    }
  };
  const contentWriter = (componentId: string, firstHash: string, log: WriterLog) =>
    writer(log, firstHash, async (value, n, hash) => {
      const res = await callJson(o.server.base, 'PUT',
        `/api/content/component/cont/${CRASH_PAGE}/${PHASE}/${componentId}/sectionHeading/${n}/normal`, o.editorToken,
        { originalHash: hash, changes: { heading: value, headingLevel: 2 } });
      if (res.status !== 200) throw new Error(`${componentId}: ${res.status} ${JSON.stringify(res.body)}`);
      return (res.body as { component: { originalHash: string } }).component.originalHash;
    });
  const settingsWriter = (log: WriterLog) =>
    writer(log, o.settingsHash, async (value, _n, hash) => {
      const res = await callJson(o.server.base, 'POST', '/api/siteeditor', o.siteToken,
        { environment: 'cont', changes: { liveHelpAppId: value }, originalHash: hash });
      if (res.status !== 200) throw new Error(`settings: ${res.status} ${JSON.stringify(res.body)}`);
      return (res.body as { hash: string }).hash;
    });
  const logs: WriterLog[] = o.layout.components.map((c) => ({ id: c.componentId, kind: 'content', acked: [] }));
  const settingsLog: WriterLog = { id: 'siteSettings', kind: 'settings', acked: [] };
  await Promise.all([
    ...o.layout.components.map((c, i) => contentWriter(c.componentId, c.originalHash, logs[i] as WriterLog)),
    settingsWriter(settingsLog),
  ]);
  await killing;
  return [...logs, settingsLog];
}
