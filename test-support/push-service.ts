// A push service on 127.0.0.1 for tests: it hands out subscriptions whose keys the test holds (a real P-256 key pair
// and auth secret, as a browser makes them), and for every push it receives checks what a real push service and
// browser would: the VAPID JWT in `Authorization: vapid t=..., k=...` (ES256, signed by k, aud the endpoint's
// origin, exp in the future, a subject), then decrypts the aes128gcm body (RFC 8188, keys per RFC 8291) with the
// subscription's private key. Only node:crypto and node:http: no push library checks itself.
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  /** The endpoint's path (which subscription). */
  path: string;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
  /** The VAPID key it was signed with (k=), base64url. */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
}

export interface LocalPushService {
  /** host:port, for PUSH_ALLOWED_HOSTS (pushAllowedHosts). */
  host: string;
  origin: string;
  /** A new device: its subscription as the browser would register it. */
  subscribe(name: string): PushSubscriptionJson;
  /** What the endpoint of `name` answers from now on (default 201); 410 says the subscription is gone. */
  answer(name: string, status: number): void;
  /** Pushes taken (answered 2xx), in the order they came. */
  received: ReceivedPush[];
  /** Well-formed pushes answered with another status (answer()), by path. */
  turnedAway: { path: string; status: number }[];
  /** Pushes it refused, and why (a bad JWT, a body it cannot decrypt). */
  refused: string[];
  /** Resolves once `count` pushes were received (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  /**
   * Takes pushes (they count as received) but keeps their answers until release(): a sender's batch stays in flight,
   * so a test can kill the sender while it is sure to hold one.
   */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

const b64 = (text: string) => Buffer.from(text, 'base64url');

/** Checks the VAPID header; answers the claims and the signing key, or throws why not. */
function checkVapid(header: string | undefined, origin: string): { claims: ReceivedPush['claims']; key: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no vapid authorization: ${header}`);
  const [, token = '', key = ''] = match;
  const [head = '', body = '', signature = ''] = token.split('.');
  const point = b64(key);
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const header0 = JSON.parse(b64(head).toString()) as { alg?: string };
  if (header0.alg !== 'ES256') throw new Error(`alg ${header0.alg}`);
  if (!verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, b64(signature))) {
    throw new Error('the JWT signature does not verify with k');
  }
  const claims = JSON.parse(b64(body).toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp > Date.now() / 1000)) throw new Error(`exp ${claims.exp} has passed`);
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error(`sub ${claims.sub}`);
  return { claims, key };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
/** HKDF (RFC 5869) for outputs of at most one hash: extract, then the first block of expand. */
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  hmac(hmac(salt, ikm), Buffer.concat([info, Buffer.from([1])])).subarray(0, length);

/** Decrypts an aes128gcm push body for the subscriber holding `ecdh` and `auth` (one record, as web push sends). */
export function decryptPush(body: Buffer, ecdh: ECDH, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const userKey = ecdh.getPublicKey();
  const secret = ecdh.computeSecret(serverKey);
  const ikm = hkdf(auth, secret, Buffer.concat([Buffer.from('WebPush: info\0'), userKey, serverKey]), 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The plaintext ends with the last-record delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

export async function startLocalPushService(): Promise<LocalPushService> {
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const turnedAway: { path: string; status: number }[] = [];
  const refused: string[] = [];
  const waiters: (() => void)[] = [];
  let origin = '';
  let held: { done: Promise<void>; release: () => void } | null = null;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = req.url ?? '';
      const name = path.replace(/^\/push\//, '');
      const device = devices.get(name);
      try {
        if (req.method !== 'POST' || !device) throw new Error(`${req.method} ${path}: no such subscription`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        const { claims, key } = checkVapid(req.headers.authorization, origin);
        const payload = JSON.parse(decryptPush(body, device.ecdh, device.auth).toString('utf8')) as unknown;
        const status = answers.get(name) ?? 201;
        if (status < 200 || status > 299) {
          turnedAway.push({ path, status });
          res.writeHead(status).end();
          return;
        }
        received.push({
          path, payload, vapidKey: key, claims, ttl: req.headers.ttl as string | undefined, urgency: req.headers.urgency as string | undefined,
          topic: req.headers.topic as string | undefined,
        });
        waiters.forEach((w) => w());
        if (held) await held.done;
        res.writeHead(status).end();
      } catch (error) {
        refused.push(`${path}: ${(error as Error).message}`);
        res.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    host: `127.0.0.1:${port}`,
    origin,
    subscribe(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth });
      return { endpoint: `${origin}/push/${name}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    answer: (name, status) => void answers.set(name, status),
    received,
    turnedAway,
    refused,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return false;
          clearTimeout(timer);
          resolve(received);
          return true;
        };
        const timer = setTimeout(() => reject(new Error(`${received.length} of ${count} pushes arrived; refused: ${refused.join('; ')}`)), timeoutMs);
        if (!check()) waiters.push(() => void check());
      });
    },
    hold() {
      if (held) return;
      let release = () => undefined as void;
      const done = new Promise<void>((resolve) => (release = resolve));
      held = { done, release };
    },
    release() {
      held?.release();
      held = null;
    },
    close: () => new Promise((resolve) => {
      held?.release();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
