// The catalog's public routes (docs/behaviour/catalog.md: session, facets, speaker, company, sponsor, exhibitor, partner
// need no auth header) and the signed-in user's favorites. Every answer depends on the viewer's scopes (in-person
// sessions, overrides) and sign-in (rooms), and the queries are many (every keystroke of a search), so answers are
// computed per request; only the settings they depend on come from the read cache.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as Api from '../../schemas/api-types.js';
import { ref } from '../http/api-schemas.js';
import { sendReady, type RouteContext } from '../http/context.js';
import { eventNowOf } from '../http/event-clock.js';
import { readSettings } from '../http/reads.js';
import { isSignedIn, signedInViewer } from '../http/viewer.js';
import { answerOf, defineRoute, noQuery, type RouteDefinition } from '../routes/types.js';
import { parseSessionQuery } from './catalog-query.js';
import {
  catalogSettingsOf, listSessions, sessionDetail, sessionFacets,
  type CatalogContext,
} from './catalog-service.js';
import { companyDetail, listCompanies, listSpeakers, speakerDetail, type CompanyKind } from './directory-service.js';
import { addFavorite, listFavorites, parseKind, removeFavorite } from './favorites.js';
import { getPreferences, putPreferences } from './preferences.js';

const query = (name: string) => ref('catalog-query', name);

async function contextOf(ctx: RouteContext, req: FastifyRequest): Promise<CatalogContext> {
  const viewer = { signedIn: isSignedIn(req.viewer), scopes: req.viewer.scopes, subject: req.viewer.userId };
  // The front-end settings as this viewer's scopes see them, from the read cache (cleared on every settings write).
  const { value } = await readSettings(ctx, ctx.config.siteEnv, viewer.scopes);
  // The event's clock (testing date, an editor tab's preview date): live and upcoming and override windows follow it.
  const now = eventNowOf(req, value as { testingDate?: unknown }, ctx.now());
  return { db: ctx.db, now, viewer, settings: catalogSettingsOf(value as Record<string, unknown>, viewer) };
}

const VARY_AUTHORIZATION = ['Authorization'];

/**
 * Session answers carry the viewer's own state (schedule, enrollment, waitlist place, favorite, evaluation:
 * viewer-state.ts) and the seats of the moment: no shared cache may keep them, and the browser asks again each time.
 */
function viewerAnswer<T>(reply: FastifyReply, answer: T): T {
  void reply.header('cache-control', 'private, no-store').header('vary', 'Authorization');
  return answer;
}

/**
 * Facet counts are the catalog's heaviest read (every facet entry of every matching session) and the same for many
 * visitors (the refiner's first load, common selections), so they are kept as ready bytes in the read cache. The key
 * holds everything the answer depends on: environment, sign-in and the scope set (in-person sessions, overrides),
 * and the query without paging and sort. Free-text searches are not kept (one per keystroke); neither are answers
 * that depend on the clock (live and upcoming, overrides with a date window) or on the user (favorites), nor counts
 * under the spaceAvailable toggle: seats move with every RSVP (their owner is rsvp_seats), so those are counted
 * afresh, exactly as the list is. The cache is cleared on every write, settings included, and when an RSVP changes
 * a session's availability (seat-availability.ts).
 */
function facetsCacheKey(ctx: RouteContext, c: CatalogContext, raw: Api.CatalogFacetsQuery): string | null {
  // Favorites are one user's own: never shared through the cache.
  if ((raw.search ?? '').trim() !== '' || raw.liveAndUpcoming !== undefined || raw.favorites !== undefined) return null;
  if (raw.spaceAvailable !== undefined) return null;
  // Recommendations follow one user's favorites: never shared either.
  if (raw.recommendations !== undefined) return null;
  const overrides = Array.isArray(c.settings.overrides) ? (c.settings.overrides as { startDate?: unknown; endDate?: unknown }[]) : [];
  if (overrides.some((o) => o.startDate || o.endDate)) return null;
  if (raw.ids !== undefined) return null;
  const { pageSize: _pageSize, currentPage: _currentPage, sortBy: _sortBy, ...rest } = raw;
  const query = Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join('&');
  const viewer = `${c.viewer.signedIn ? 'user' : 'anonymous'}:${[...c.viewer.scopes].sort().join(' ')}`;
  return `catalog-facets:${ctx.config.siteEnv}:${viewer}:${query}`;
}

function companyRoutes(path: string, kind: CompanyKind | null): RouteDefinition[] {
  return [
    defineRoute<{ Querystring: Api.CatalogCompanyQuery; Reply: Api.CatalogCompanyList }>({
      method: 'GET', path, scope: 'public', write: false,
      schema: { params: noQuery, querystring: query('company'), response: answerOf('catalog-company-list') },
      handler: async (ctx, req) => listCompanies(await contextOf(ctx, req), kind, req.query),
    }),
    defineRoute<{ Params: Api.CatalogIdParams; Reply: Api.CatalogCompanyDetail }>({
      method: 'GET', path: `${path}/:id`, scope: 'public', write: false,
      schema: { params: query('id'), querystring: noQuery, response: answerOf('catalog-company-detail') },
      handler: async (ctx, req, reply) => viewerAnswer(reply, await companyDetail(await contextOf(ctx, req), kind, req.params.id)),
    }),
  ];
}

export const catalogRoutes: readonly RouteDefinition[] = [
  defineRoute<{ Querystring: Api.CatalogSessionQuery; Reply: Api.CatalogSessionList }>({
    method: 'GET', path: '/session', scope: 'public', write: false,
    schema: { params: noQuery, querystring: query('session'), response: answerOf('catalog-session-list') },
    handler: async (ctx, req, reply) => viewerAnswer(reply, await listSessions(await contextOf(ctx, req), parseSessionQuery(req.query))),
  }),
  defineRoute<{ Params: Api.CatalogIdParams; Reply: Api.CatalogSessionDetail }>({
    method: 'GET', path: '/session/:id', scope: 'public', write: false,
    schema: { params: query('id'), querystring: noQuery, response: answerOf('catalog-session-detail') },
    handler: async (ctx, req, reply) => viewerAnswer(reply, await sessionDetail(await contextOf(ctx, req), req.params.id)),
  }),
  defineRoute<{ Querystring: Api.CatalogFacetsQuery; Reply: Api.CatalogFacets }>({
    method: 'GET', path: '/facets', scope: 'public', write: false,
    schema: { params: noQuery, querystring: query('facets'), response: answerOf('catalog-facets') },
    handler: async (ctx, req, reply) => {
      const q = parseSessionQuery(req.query);
      const c = await contextOf(ctx, req);
      const key = facetsCacheKey(ctx, c, req.query);
      if (key === null) return sessionFacets(c, q);
      return sendReady(req, reply, await ctx.cache.get(key, () => sessionFacets(c, q)), VARY_AUTHORIZATION);
    },
  }),
  defineRoute<{ Querystring: Api.CatalogSpeakerQuery; Reply: Api.CatalogSpeakerList }>({
    method: 'GET', path: '/speaker', scope: 'public', write: false,
    schema: { params: noQuery, querystring: query('speaker'), response: answerOf('catalog-speaker-list') },
    handler: async (ctx, req) => listSpeakers(await contextOf(ctx, req), req.query),
  }),
  defineRoute<{ Params: Api.CatalogIdParams; Reply: Api.CatalogSpeakerDetail }>({
    method: 'GET', path: '/speaker/:id', scope: 'public', write: false,
    schema: { params: query('id'), querystring: noQuery, response: answerOf('catalog-speaker-detail') },
    handler: async (ctx, req, reply) => viewerAnswer(reply, await speakerDetail(await contextOf(ctx, req), req.params.id)),
  }),
  ...companyRoutes('/company', null),
  ...companyRoutes('/sponsor', 'sponsor'),
  ...companyRoutes('/exhibitor', 'exhibitor'),
  ...companyRoutes('/partner', 'partner'),
  defineRoute<{ Reply: Api.FavoriteList }>({
    method: 'GET', path: '/favorites', scope: 'authenticated', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('favorite-list') },
    handler: async (ctx, req) => ({ items: await listFavorites(ctx.db, signedInViewer(req).userId) }),
  }),
  defineRoute<{ Params: Api.CatalogFavoriteParams; Body: Api.FavoriteBody; Reply: Api.FavoriteList }>({
    method: 'PUT', path: '/favorites/:kind/:id', scope: 'authenticated', write: true,
    schema: { params: query('favoriteParams'), querystring: noQuery, body: ref('favorite-body'), response: answerOf('favorite-list') },
    handler: async (ctx, req) => ({
      items: await addFavorite(ctx.db, signedInViewer(req).userId, parseKind(req.params.kind), req.params.id, req.body.itemType, ctx.now()),
    }),
  }),
  defineRoute<{ Params: Api.CatalogFavoriteParams; Reply: Api.FavoriteList }>({
    method: 'DELETE', path: '/favorites/:kind/:id', scope: 'authenticated', write: true,
    schema: { params: query('favoriteParams'), querystring: noQuery, response: answerOf('favorite-list') },
    handler: async (ctx, req) => ({ items: await removeFavorite(ctx.db, signedInViewer(req).userId, parseKind(req.params.kind), req.params.id) }),
  }),
  // The catalog's page size and view, remembered per user on the server (preferences.ts).
  defineRoute<{ Reply: Api.Preferences }>({
    method: 'GET', path: '/preferences', scope: 'authenticated', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('preferences') },
    handler: async (ctx, req, reply) => viewerAnswer(reply, await getPreferences(ctx.db, signedInViewer(req).userId)),
  }),
  defineRoute<{ Body: Api.PreferencesBody; Reply: Api.Preferences }>({
    method: 'PUT', path: '/preferences', scope: 'authenticated', write: true,
    schema: { params: noQuery, querystring: noQuery, body: ref('preferences-body'), response: answerOf('preferences') },
    handler: async (ctx, req, reply) => viewerAnswer(reply, await putPreferences(ctx.db, signedInViewer(req).userId, req.body, ctx.now())),
  }),
];
