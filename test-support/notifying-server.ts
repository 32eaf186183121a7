// The real server process (reliability/real-server.ts) as a notification sender: its scheduler looks for due sends
// every `tickMs` and its push worker posts to a local push service (test-support/push-service.ts). Its database
// connections carry `name` as application_name, so a test can see in pg_stat_activity what this process is doing
// (and kill it while it is in the middle of a send).
import { startServer, type RealServer } from './reliability/real-server.js';

export interface NotifyingServerOptions {
  /** The PostgreSQL database both processes share. */
  databaseUrl: string;
  /** application_name of the process's connections. */
  name: string;
  /** host:port of the local push service (PUSH_ALLOWED_HOSTS). */
  pushHost: string;
  tickMs: number;
}

export async function startNotifyingServer(o: NotifyingServerOptions): Promise<RealServer> {
  const env: Record<string, string> = { NOTIFICATION_TICK_MS: String(o.tickMs), PUSH_DELIVERY: 'true', PUSH_ALLOWED_HOSTS: o.pushHost };
  // startServer hands the child this process's environment: set ours for the spawn only, then put it back.
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    const sep = o.databaseUrl.includes('?') ? '&' : '?';
    return await startServer({ databaseUrl: `${o.databaseUrl}${sep}application_name=${encodeURIComponent(o.name)}` });
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}
