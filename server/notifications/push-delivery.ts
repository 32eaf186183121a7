// What the push worker (push-worker.ts) needs to send: which hosts besides public ones it may post to, who it is to
// the push services (the VAPID subject and key pair) and its limits. Built once from the server's configuration.
import type { ServerConfig } from '../config.js';
import type { Queryable } from '../store/db.js';
import { vapidKeys, type VapidKeys } from './vapid-keys.js';

export interface PushDelivery {
  /** host:port of push services admitted although internal, over http too (PUSH_ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
  /** The VAPID subject (`sub`): a mailto: or https: address push services can reach the operator at. */
  subject: string;
  /** The server's VAPID key pair (vapid-keys.ts). */
  keys: () => Promise<VapidKeys>;
  /** How long a push service keeps a message for an offline device; an unsent message older than this is dropped. */
  ttlSeconds?: number;
  /** Messages in flight at once, per process: also the most a crash can interrupt (push-worker.ts, Exactly once). */
  concurrency?: number;
  /** How long one push service may take to answer. */
  timeoutMs?: number;
  /** How long a claimed message is the claiming process's own; past it, the process is taken for dead. */
  leaseSeconds?: number;
  /** Claims of one message at most: one send and one more after an interrupted one. */
  maxAttempts?: number;
}

export const PUSH_DEFAULTS = { ttlSeconds: 3600, concurrency: 50, timeoutMs: 10_000, leaseSeconds: 120, maxAttempts: 2 } as const;

/** PUSH_VAPID_SUBJECT unset: a syntactically valid placeholder; a deployment sets its own contact. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:webpush@example.com';

/** The subject as push services take it: a mailto: address or an https: URL (web-push refuses anything else). */
export function vapidSubjectOf(value: string | undefined): string {
  const subject = value?.trim() || DEFAULT_VAPID_SUBJECT;
  let url: URL | null = null;
  try {
    url = new URL(subject);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'mailto:' && url.protocol !== 'https:') || (url.protocol === 'mailto:' && !/^[^@\s]+@[^@\s]+$/.test(url.pathname))) {
    throw new Error(`PUSH_VAPID_SUBJECT must be a mailto: address or an https: URL, not ${subject}.`);
  }
  return subject;
}

type KeyPlace = Pick<ServerConfig, 'dataDir' | 'databaseUrl'>;

/** This server's VAPID key pair: the one its public-key route hands browsers is the one its pushes are signed with. */
export const serverVapidKeys = (config: KeyPlace, db: Queryable): Promise<VapidKeys> =>
  vapidKeys({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, db });

/**
 * The push settings of this server: its configuration (allowed hosts; where its data and so its key pair lives)
 * and PUSH_VAPID_SUBJECT. Throws on a malformed subject, so a bad setting stops the start rather than every push.
 */
export function pushDeliveryOf(
  config: Pick<ServerConfig, 'pushAllowedHosts' | 'dataDir' | 'databaseUrl'>, db: Queryable, env: NodeJS.ProcessEnv = process.env,
): PushDelivery {
  return {
    allowedHosts: config.pushAllowedHosts,
    subject: vapidSubjectOf(env.PUSH_VAPID_SUBJECT),
    keys: () => serverVapidKeys(config, db),
  };
}
