// Delivers the queued push messages (push_outbox, written by a send's transaction in sender.ts) to the devices'
// push services: claim a batch, post each (web-push encrypts and signs it; push-request.ts posts it), record how
// each went, repeat until nothing is left. A 404 or 410 means the subscription is gone: it is deleted (pruned).
//
// Exactly once. A push that was posted cannot be recalled, and no transaction can span the post and the mark: a
// process killed between the two leaves the database unsure whether the device got it. So one of two must be
// chosen. Claim-then-send gives the claimed batch up after a crash (each push at most once, some lost);
// send-then-mark sends it again (each push at least once, some twice). This worker sends again: a lost
// announcement ("the keynote moves to hall B") is worse than a repeated one, and a repeat can be made harmless
// where a loss cannot. Every message of one send carries the same tag (push-payload.ts: for the service worker to
// show as the notification's tag, so a repeat replaces the one shown) and the same Topic header (a push service
// still holding the first for an offline device replaces it). How it goes:
// - A claim is its own short statement (FOR UPDATE SKIP LOCKED, so two processes never take the same message)
//   that marks the messages as being sent, with a lease. No transaction is held open over the network: on PGlite a
//   transaction locks the whole store, which would then wait on the slowest push service.
// - At most `concurrency` messages are in flight per process, recorded together when the batch is done: that
//   batch is all a crash can repeat.
// - A message whose lease ran out (its process died) is claimed again, at most maxAttempts claims in all; then,
//   and for anything queued longer than the push TTL, it is given up as failed.
// - A graceful stop (SIGTERM) finishes and records the batch in flight before the process ends: only a kill -9 or
//   a crash can repeat anything.
import webpush from 'web-push';
import type { Db } from '../store/db.js';
import { PUSH_DEFAULTS, type PushDelivery } from './push-delivery.js';
import { claimPushes, giveUpPushes, recordPushes, type ClaimedPush, type PushOutcome } from './push-outbox.js';
import { encodePushMessage, pushMessageOf } from './push-payload.js';
import { postPush, PushRejected } from './push-request.js';
import type { VapidKeys } from './vapid-keys.js';

/** What one run did, by outcome. */
export type PushTally = Record<PushOutcome['status'], number>;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

type Settings = Required<Omit<PushDelivery, 'keys'>>;

const settingsOf = (d: PushDelivery): Settings => ({
  allowedHosts: d.allowedHosts,
  subject: d.subject,
  ttlSeconds: d.ttlSeconds ?? PUSH_DEFAULTS.ttlSeconds,
  concurrency: Math.max(1, d.concurrency ?? PUSH_DEFAULTS.concurrency),
  timeoutMs: d.timeoutMs ?? PUSH_DEFAULTS.timeoutMs,
  leaseSeconds: d.leaseSeconds ?? PUSH_DEFAULTS.leaseSeconds,
  maxAttempts: d.maxAttempts ?? PUSH_DEFAULTS.maxAttempts,
});

async function sendOne(push: ClaimedPush, delivery: Settings, keys: VapidKeys): Promise<PushOutcome> {
  const base = { id: push.id, instanceId: push.instanceId, httpStatus: null, error: null };
  if (!push.subscription) return { ...base, status: 'skipped', error: 'the device was removed before the push went' };
  try {
    const body = encodePushMessage(pushMessageOf(push.instanceId, push.payload, push.inboxId));
    const details = webpush.generateRequestDetails(push.subscription, body, {
      vapidDetails: { subject: delivery.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: delivery.ttlSeconds,
      urgency: 'normal',
      topic: `n${push.instanceId}`,
      contentEncoding: 'aes128gcm',
    });
    // postPush checks the endpoint again (checkPushEndpoint): the allowed hosts may have changed since it was stored.
    return { ...base, status: 'sent', httpStatus: await postPush(details, delivery.allowedHosts, delivery.timeoutMs) };
  } catch (error) {
    if (error instanceof PushRejected) {
      const gone = error.status === 404 || error.status === 410;
      return { ...base, status: gone ? 'pruned' : 'failed', httpStatus: error.status, error: reason(error), ...(gone ? { endpoint: push.subscription.endpoint } : {}) };
    }
    // A bad stored key, a refused endpoint, a timeout or a broken connection: failed, not sent again (a timeout
    // may well have been delivered).
    return { ...base, status: 'failed', error: reason(error) };
  }
}

/**
 * Sends every queued push message, a batch of `concurrency` at a time, until none is left or `keepGoing` says stop
 * (checked between batches, so a stop waits for the batch in flight only). Answers what it did.
 */
export async function deliverPushes(db: Db, delivery: PushDelivery, keepGoing: () => boolean = () => true): Promise<PushTally> {
  const settings = settingsOf(delivery);
  const tally: PushTally = { sent: 0, failed: 0, pruned: 0, skipped: 0 };
  await giveUpPushes(db, settings.ttlSeconds, settings.maxAttempts);
  // Before any claim: a key pair that cannot be had leaves the queue as it is rather than claimed and stuck.
  const keys = await delivery.keys();
  while (keepGoing()) {
    const claimed = await claimPushes(db, settings.concurrency, settings.leaseSeconds);
    if (claimed.length === 0) break;
    const outcomes = await Promise.all(claimed.map((push) => sendOne(push, settings, keys)));
    await recordPushes(db, outcomes);
    for (const outcome of outcomes) tally[outcome.status] += 1;
  }
  return tally;
}
