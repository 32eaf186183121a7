/**
 * THE list of /api routes (docs/contracts.md): app.ts registers exactly these, and the authorization matrix
 * (test-support/reliability) checks them against its checked-in expectations. Each feature folder defines its own routes
 * with the generated request and answer types (server/routes/types.ts); their schemas are schemas/api/*.schema.json.
 * Errors are `{ code, message, details }` (server/errors.ts); writes are rate-limited (429 text/plain).
 */
import type { LiveQuery, PingAnswer, VersionAnswer } from '../../schemas/api-types.js';
import { attendeeRoutes } from '../attendees/attendee-routes.js';
import { authRoutes } from '../auth/auth-routes.js';
import { oidcRoutes } from '../auth/oidc/oidc-routes.js';
import { catalogRoutes } from '../catalog/catalog-routes.js';
import { videoRoutes } from '../video/video-routes.js';
import { chatRoutes } from '../chat/index.js';
import { changelogRoutes } from '../changelog/changelog-routes.js';
import { contentRoutes } from '../content/content-routes.js';
import { evaluationRoutes } from '../evaluations/routes.js';
import { ref } from '../http/api-schemas.js';
import { liveHandler } from '../live/live-route.js';
import { meetingsRoutes } from '../meetings/meetings-routes.js';
import { notificationRoutes } from '../notifications/index.js';
import { profileRoutes } from '../profile/profile-routes.js';
import { previewRoutes } from '../preview/preview-routes.js';
import { qaRoutes } from '../qa/routes.js';
import { scheduleRoutes } from '../schedule/schedule-routes.js';
import { settingsRoutes } from '../settings/settings-routes.js';
import { attendeeTypeRoutes } from '../site-tools/attendee-type-routes.js';
import { siteFileRoutes } from '../site-tools/site-file-routes.js';
import { testingDateRoutes } from '../site-tools/testing-date-routes.js';
import { tickerRoutes } from '../ticker/index.js';
import { liveHelpRoutes } from '../live-help/index.js';
import { translationRoutes } from '../translations/translation-routes.js';
import { answerOf, defineRoute, errorAnswers, noQuery, type RouteDefinition } from './types.js';

export type { HttpMethod, RouteDefinition, RouteScope } from './types.js';

/** The routes of no feature: liveness, version, the live-update stream. */
const coreRoutes: readonly RouteDefinition[] = [
  // Live updates (server/live/): an SSE stream, ?languages=en,de joins language groups.
  defineRoute<{ Querystring: LiveQuery }>({
    method: 'GET', path: '/live', scope: 'public', write: false,
    schema: { params: noQuery, querystring: ref('live-query'), response: errorAnswers },
    handler: async (ctx, req, reply) => {
      await liveHandler(ctx, req, reply);
      return reply;
    },
  }),
  defineRoute<{ Reply: PingAnswer }>({
    method: 'GET', path: '/ping', scope: 'public', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('ping-answer') },
    handler: async () => ({ ok: true }),
  }),
  defineRoute<{ Reply: VersionAnswer }>({
    method: 'GET', path: '/version', scope: 'public', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('version-answer') },
    handler: async (ctx) => ({ server: { version: ctx.config.version, build: ctx.config.build } }),
  }),
];

export const routeTable: readonly RouteDefinition[] = [
  ...coreRoutes,
  // Sign-in, me, refresh (HttpOnly cookie) and sign-out (revokes the session): server/auth/auth-routes.ts.
  ...authRoutes,
  ...oidcRoutes,
  ...settingsRoutes,
  // Content before the rest: /content/all/:page is registered before /content/:pageId.
  ...contentRoutes,
  ...changelogRoutes,
  ...testingDateRoutes,
  ...translationRoutes,
  ...siteFileRoutes,
  ...attendeeTypeRoutes,
  // Session catalog, facets, speakers, companies by kind, favorites: server/catalog/catalog-routes.ts.
  ...catalogRoutes,
  // The video token for protected videos: server/video/video-routes.ts.
  ...videoRoutes,
  // The built-in chat: rooms' messages, posts, editors' hides, anonymous chat tokens: server/chat/chat-routes.ts.
  ...chatRoutes,
  // The live-now ticker under the studio player, and its editors' writes: server/ticker/ticker-routes.ts.
  ...tickerRoutes,
  ...liveHelpRoutes,
  // QA screenshot runs, baselines and design images: server/qa/routes.ts.
  ...qaRoutes,
  // Evaluations, their definitions and surveys: server/evaluations/routes.ts.
  ...evaluationRoutes,
  // My schedule, RSVP and waitlists, nominations, calendar feeds, trip report: server/schedule/schedule-routes.ts.
  ...scheduleRoutes,
  // Attendee directory, profile, consent and recommendations: server/attendees, server/profile.
  ...attendeeRoutes,
  ...profileRoutes,
  // Meetings, appointments, meeting messages, the inbox and the counts: server/meetings/meetings-routes.ts.
  ...meetingsRoutes,
  // Notification rules (site editors), the inbox, choices and push devices: server/notifications/routes.ts.
  ...notificationRoutes,
  // Preview frames and share links: server/preview/preview-routes.ts.
  ...previewRoutes,
];
