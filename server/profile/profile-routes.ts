// The signed-in user's profile, consent and recommendations (spec 000 sections 2-6, spec 001 section 7;
// docs/contracts.md "Attendees and profile"). Profile routes need enableProfile; recommendations need
// enableSessionRecommendations (spec 000 section 6: sign-in and the flag).
import type {
  AttendeeRecommendationList, ConsentAnswer, ConsentBody, ProfileAnswer, ProfileBody, ProfileCompletion,
  ProfileMetadata, ProfilePhotoBody, RecommendationList,
} from '../../schemas/index.js';
import { ApiError } from '../errors.js';
import { ref } from '../http/api-schemas.js';
import { answerOf, defineRoute, noQuery, type RouteDefinition } from '../routes/types.js';
import { requireFeature, viewerOf } from '../attendees/index.js';
import { getConsent, updateConsent } from './consent.js';
import { PROFILE_METADATA } from './metadata.js';
import { savePhoto } from './photo.js';
import { getProfile, updateProfile } from './profile-service.js';
import { recommendAttendees } from './recommend-attendees.js';
import { recommendSessions } from './recommend-sessions.js';
import { profileSummary } from './summary.js';
import type { FastifyRequest } from 'fastify';
import type { RouteContext } from '../http/context.js';

async function profileUser(ctx: RouteContext, req: FastifyRequest): Promise<string> {
  const viewer = await viewerOf(ctx, req);
  requireFeature(viewer, 'enableProfile');
  if (viewer.userId === null) throw new ApiError('unauthorized');
  return viewer.userId;
}

async function recommendationUser(ctx: RouteContext, req: FastifyRequest) {
  const viewer = await viewerOf(ctx, req);
  requireFeature(viewer, 'enableSessionRecommendations');
  if (viewer.userId === null) throw new ApiError('unauthorized', { route: 'recommendation' }, 'Recommendations need a signed-in user.');
  return { ...viewer, userId: viewer.userId };
}

/** The most recommendations one answer holds. */
const RECOMMENDATION_LIMIT = 50;

export const profileRoutes: readonly RouteDefinition[] = [
  defineRoute<{ Reply: ProfileAnswer }>({
    method: 'GET', path: '/profile', scope: 'authenticated', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('profile-answer') },
    handler: async (ctx, req) => getProfile(ctx.db, await profileUser(ctx, req)),
  }),
  defineRoute<{ Body: ProfileBody; Reply: ProfileAnswer }>({
    method: 'PUT', path: '/profile', scope: 'authenticated', write: true,
    schema: { params: noQuery, querystring: noQuery, body: ref('profile-body'), response: answerOf('profile-answer') },
    handler: async (ctx, req) => updateProfile(ctx.db, await profileUser(ctx, req), req.body),
  }),
  defineRoute<{ Body: ProfilePhotoBody; Reply: ProfileAnswer }>({
    method: 'POST', path: '/profile/photo', scope: 'authenticated', write: true, bodyLimit: 3 * 1024 * 1024,
    schema: { params: noQuery, querystring: noQuery, body: ref('profile-photo-body'), response: answerOf('profile-answer') },
    handler: async (ctx, req) => {
      const userId = await profileUser(ctx, req);
      await savePhoto(ctx.db, userId, req.body);
      return getProfile(ctx.db, userId);
    },
  }),
  defineRoute<{ Reply: ProfileMetadata }>({
    method: 'GET', path: '/profile/profileMetaData', scope: 'authenticated', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('profile-metadata') },
    handler: async (ctx, req) => {
      await profileUser(ctx, req);
      return PROFILE_METADATA;
    },
  }),
  defineRoute<{ Reply: ProfileCompletion }>({
    method: 'GET', path: '/profile/completion', scope: 'authenticated', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('profile-completion') },
    handler: async (ctx, req) => (await getProfile(ctx.db, await profileUser(ctx, req))).completion,
  }),
  defineRoute<{ Reply: ConsentAnswer }>({
    method: 'GET', path: '/consent', scope: 'authenticated', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('consent-answer') },
    // Consent is managed on the profile page: behind enableProfile like the profile itself.
    handler: async (ctx, req) => getConsent(ctx.db, await profileUser(ctx, req)),
  }),
  defineRoute<{ Body: ConsentBody; Reply: ConsentAnswer }>({
    method: 'PUT', path: '/consent', scope: 'authenticated', write: true,
    schema: { params: noQuery, querystring: noQuery, body: ref('consent-body'), response: answerOf('consent-answer') },
    handler: async (ctx, req) => updateConsent(ctx.db, await profileUser(ctx, req), req.body),
  }),
  defineRoute<{ Reply: RecommendationList }>({
    method: 'GET', path: '/recommendation', scope: 'authenticated', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('recommendation-list') },
    handler: async (ctx, req) => {
      const viewer = await recommendationUser(ctx, req);
      const summary = await profileSummary(ctx.db, viewer.userId);
      const list = await recommendSessions(ctx.db, viewer.userId, {
        inPerson: viewer.scopes.includes('inperson'), attendeeType: summary.attendeeType, limit: RECOMMENDATION_LIMIT,
      });
      return list.map(({ sessionId, confidenceScore, because, title, sessionCode }) => ({ sessionId, confidenceScore, because, title, sessionCode }));
    },
  }),
  defineRoute<{ Reply: AttendeeRecommendationList }>({
    method: 'GET', path: '/recommendation/attendee-recommendations', scope: 'authenticated', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('attendee-recommendation-list') },
    handler: async (ctx, req) => {
      const viewer = await recommendationUser(ctx, req);
      requireFeature(viewer, 'enableAttendees');
      return recommendAttendees(ctx.db, viewer.userId);
    },
  }),
];
