// The signed-in user's profile, consent and recommendations (docs/behaviour/attendees-and-profile.md;
// docs/contracts.md "Attendees and profile"). Profile routes need enableProfile; recommendations need
// enableSessionRecommendations (docs/behaviour/attendees-and-profile.md: sign-in and the flag).
import type {
  AttendeeRecommendationList, ConsentAnswer, ConsentBody, ProfileAnswer, ProfileBody, ProfileCompletion,
  ProfileMetadata, ProfilePhotoBody, RecommendationList,
} from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import { ref } from '../http/api-schemas.js';
import { answerOf, defineRoute, noQuery, routeWith, type RouteDefinition } from '../routes/types.js';
import { requireFeature, viewerOf } from '../shared/attendee-viewer.js';
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

/** A route of the signed-in user's own profile (behind enableProfile): its handler runs with the user's id. */
const profileRoute = routeWith('authenticated', profileUser);

export const profileRoutes: readonly RouteDefinition[] = [
  profileRoute<{ Reply: ProfileAnswer }>('GET', '/profile', 'profile-answer', {}, (userId, _req, ctx) => getProfile(ctx.db, userId)),
  profileRoute<{ Body: ProfileBody; Reply: ProfileAnswer }>('PUT', '/profile', 'profile-answer', { body: ref('profile-body') }, (userId, req, ctx) => updateProfile(ctx.db, userId, req.body)),
  profileRoute<{ Body: ProfilePhotoBody; Reply: ProfileAnswer }>(
    'POST', '/profile/photo', 'profile-answer', { body: ref('profile-photo-body'), bodyLimit: 3 * 1024 * 1024 }, async (userId, req, ctx) => {
      await savePhoto(ctx.db, userId, req.body);
      return getProfile(ctx.db, userId);
    },
  ),
  // The metadata is the same for everyone, behind the same gate as the profile.
  profileRoute<{ Reply: ProfileMetadata }>('GET', '/profile/profileMetaData', 'profile-metadata', {}, async () => PROFILE_METADATA),
  profileRoute<{ Reply: ProfileCompletion }>('GET', '/profile/completion', 'profile-completion', {}, async (userId, _req, ctx) => (await getProfile(ctx.db, userId)).completion),
  // Consent is managed on the profile page: behind enableProfile like the profile itself.
  profileRoute<{ Reply: ConsentAnswer }>('GET', '/consent', 'consent-answer', {}, (userId, _req, ctx) => getConsent(ctx.db, userId)),
  profileRoute<{ Body: ConsentBody; Reply: ConsentAnswer }>('PUT', '/consent', 'consent-answer', { body: ref('consent-body') }, (userId, req, ctx) => updateConsent(ctx.db, userId, req.body)),
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
