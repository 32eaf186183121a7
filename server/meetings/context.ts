// What every meeting, appointment and message call works with: the store, the clock, the viewer, the front-end
// settings as the viewer's scopes see them (flags with scoped overrides applied) and the live relay.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';
import type { RouteContext } from '../http/context.js';
import { eventNowOf } from '../http/event-clock.js';
import { readSettings } from '../http/reads.js';
import type { UserLiveEvent } from '../live/index.js';
import type { Db } from '../store/db.js';
import { signedInViewer, type SignedInViewer } from '../http/viewer.js';

export interface MeetingContext {
  db: Db;
  now: Date;
  viewer: SignedInViewer;
  settings: Record<string, unknown>;
  /** After a commit: a live event to these users' open pages (their counts changed). */
  notify: (userIds: readonly string[], event: UserLiveEvent) => Promise<void>;
}

export async function meetingContext(ctx: RouteContext, req: FastifyRequest): Promise<MeetingContext> {
  const viewer = signedInViewer(req);
  const { value } = await readSettings(ctx, ctx.config.siteEnv, viewer.scopes);
  return {
    db: ctx.db,
    now: eventNowOf(req, value as { testingDate?: unknown }, ctx.now()),
    viewer,
    settings: value as Record<string, unknown>,
    notify: async (userIds, event) => {
      // A lost count refresh is repaired by the next poll: never fail the write that already committed.
      await ctx.userEvents?.notify(userIds, event).catch(() => undefined);
    },
  };
}

/** A feature flag as the viewer sees it (scoped overrides applied by the settings read). */
export function featureOn(c: MeetingContext, flag: string): boolean {
  const features = c.settings.features as Record<string, unknown> | undefined;
  return features?.[flag] === true;
}

/**
 * docs/behaviour/meetings.md route gates, enforced by the API too: a feature that is off is not there (404 naming the flag),
 * as the schedule answers for enableMySchedule; scopes are the 403s.
 */
export function assertFeature(c: MeetingContext, flag: string): void {
  if (!featureOn(c, flag)) throw new ApiError('notFound', { feature: flag }, `This needs the feature ${flag}, which is off.`);
}
