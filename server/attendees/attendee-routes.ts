// The attendee directory's routes (docs/behaviour/attendees-and-profile.md; docs/contracts.md "Attendees and profile"). The list, its
// facets and the suggestions need sign-in, the attendee-directory scope and enableAttendees; one attendee's page is
// public (docs/behaviour/attendees-and-profile.md: attendee/ needs no auth header), showing only what the viewer may see; the photo follows
// the same rule as the page (an <img> sends no bearer header, so it is read from the page session cookie too).
import type {
  AttendeeDetail, AttendeeFacets, AttendeeFacetsQuery, AttendeeIdParams, AttendeeList, AttendeeListQuery,
  AttendeePhotoQuery, AttendeeSuggest, AttendeeSuggestQuery,
} from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import { ref } from '../http/api-schemas.js';
import { answerOf, defineRoute, errorAnswers, noQuery, type RouteDefinition } from '../routes/types.js';
import { readPhoto } from '../profile/index.js';
import { parseAttendeeQuery, parseFilters } from './attendee-query.js';
import { attendeeDetail, attendeeFacets, attendeeVisibility, listAttendees, suggestAttendees } from './attendee-service.js';
import { requireFeature, viewerOf } from '../shared/attendee-viewer.js';
import { photoViewerOf, requireDirectory } from './viewer.js';

const query = (name: string) => ref('attendee-query', name);

export const attendeeRoutes: readonly RouteDefinition[] = [
  defineRoute<{ Querystring: AttendeeListQuery; Reply: AttendeeList }>({
    method: 'GET', path: '/attendee', scope: 'authenticated', write: false,
    schema: { params: noQuery, querystring: query('list'), response: answerOf('attendee-list') },
    handler: async (ctx, req) => {
      requireDirectory(await viewerOf(ctx, req));
      return listAttendees(ctx.db, parseAttendeeQuery(req.query));
    },
  }),
  defineRoute<{ Querystring: AttendeeFacetsQuery; Reply: AttendeeFacets }>({
    method: 'GET', path: '/attendee/facets', scope: 'authenticated', write: false,
    schema: { params: noQuery, querystring: query('facets'), response: answerOf('attendee-facets') },
    handler: async (ctx, req) => {
      requireDirectory(await viewerOf(ctx, req));
      return attendeeFacets(ctx.db, { search: (req.query.search ?? '').trim(), filters: parseFilters(req.query.filter) });
    },
  }),
  defineRoute<{ Querystring: AttendeeSuggestQuery; Reply: AttendeeSuggest }>({
    method: 'GET', path: '/attendee/suggest', scope: 'authenticated', write: false,
    schema: { params: noQuery, querystring: query('suggest'), response: answerOf('attendee-suggest') },
    handler: async (ctx, req) => suggestAttendees(ctx.db, requireDirectory(await viewerOf(ctx, req)), req.query.q ?? ''),
  }),
  defineRoute<{ Params: AttendeeIdParams; Reply: AttendeeDetail }>({
    method: 'GET', path: '/attendee/:id', scope: 'public', write: false,
    schema: { params: query('id'), querystring: noQuery, response: answerOf('attendee-detail') },
    handler: async (ctx, req) => {
      const viewer = await viewerOf(ctx, req);
      requireFeature(viewer, 'enableAttendees');
      return attendeeDetail(ctx.db, viewer, req.params.id);
    },
  }),
  defineRoute<{ Params: AttendeeIdParams; Querystring: AttendeePhotoQuery }>({
    method: 'GET', path: '/attendee/:id/photo', scope: 'public', write: false,
    schema: { params: query('id'), querystring: query('photo'), response: { 200: ref('site-file-content'), ...errorAnswers } },
    handler: async (ctx, req, reply) => {
      // The answer depends on who asks: shared caches keep it apart per credential, and refusals are never stored.
      reply.header('Vary', 'Authorization, Cookie').header('Cache-Control', 'private, no-store');
      const viewer = await photoViewerOf(ctx, req);
      const seen = await attendeeVisibility(ctx.db, viewer, req.params.id);
      // The attendee's page rule (attendeeDetail): a photo the viewer may not see does not exist for them. Their own
      // photo shows on their profile even with the directory switched off.
      const shown = seen !== null && (seen.isSelf || (viewer.features.enableAttendees === true && seen.visible));
      const photo = shown ? await readPhoto(ctx.db, req.params.id, req.query.v) : null;
      if (!photo) throw new ApiError('notFound', { attendeeId: req.params.id }, `No photo for ${req.params.id}.`);
      // Public profiles may be cached by anyone, for an hour: consent withdrawn reaches shared caches that soon.
      if (seen?.public && viewer.features.enableAttendees === true) reply.header('Cache-Control', 'public, max-age=3600');
      return reply.type(photo.contentType).send(photo.bytes);
    },
  }),
];
