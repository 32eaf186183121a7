import { describe, expect, it } from 'vitest';
import { layoutIdForPath, layoutUrlPath, SITE_PATHS } from '../../schemas';
import { siteRoutes } from './route-table';
import { routeForPath } from './server-data';

// Every route of docs/behaviour/routes-and-gates.md (the root and the catch-all are handled by SiteApp).
const specRoutes = `/login, /sign-in, /sign-out, /forbidden, /unauthorized, /user/profile, /user/inbox, /editor, /file-uploader, /locale, /error, /code-of-conduct, /live-now-ticker-editor, /glyph-search, /notfound, /mobile-experience, /discover, /sessions/{id}, /sessions, /home, /partner-stories, /redirect, /auth-redirect, /evaluations/{id}, /evaluations/conference, /evaluations, /experts/{id}, /experts, /speakers/{id}, /speakers, /schedule, /get-help, /accessibility, /archives/{id}, /archives, /digital-swag, /confidentiality, /usercontent, /app-consult, /app-consult-terms, /map, /interactive-map, /sponsors/{id}, /exhibitors/{id}, /partners/{id}, /experiences/{id}, /sponsors, /exhibitors, /partners, /sponsor-directory, /meetings/{meetingId}, /meetings/edit/{meetingId}, /meetings/schedule, /meetings, /attendees/{id}, /attendees, /appointments/{appointmentId}, /appointments/edit/{appointmentId}, /appointments/schedule, /favorites, /roundtable-conditions, /globalchat, /blog, /pubble-playground, /pubble-playground-2, /chat-keynote, /awards, /get-started, /seattle-event-guide, /event-guide, /executive-connections, /social-swag, /signature-pass, /notification-management-center, /notification-rules/create, /notification-rules/{notificationId}, /notification-rules/edit/{notificationId}, /notification-rules/view-history/{notificationId}, /coming-soon`
  .split(', ')
  .map((p) => p.slice(1).replace(/\{(\w+)\}/g, ':$1'));

describe('route table', () => {
  it('has every route of docs/behaviour/routes-and-gates.md', () => {
    const paths = siteRoutes.map((r) => r.path);
    for (const p of specRoutes) expect(paths).toContain(p);
    expect(specRoutes).toHaveLength(79);
  });

  it('has no duplicate paths', () => {
    const paths = siteRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names layouts: the first segment for lists, {name}-detail for detail routes', () => {
    const paths = ['sessions', 'sessions/:id', 'meetings/edit/:meetingId', 'evaluations/conference', 'notification-rules/view-history/:notificationId'];
    expect(paths.map((path) => layoutIdForPath(path))).toEqual(['sessions', 'sessions-detail', 'meetings-edit', 'evaluations-conference', 'notification-rules-view-history']);
  });

  // Root pages reset the back trail, detail pages push onto it.
  it('gives each route its kind', () => {
    const kindOf = (path: string) => siteRoutes.find((r) => r.path === path)?.kind;
    expect(['sessions', 'home', 'sessions/:id', 'forbidden'].map(kindOf)).toEqual(['root', 'root', 'detail', 'system']);
  });

  // The server's QA captures build their URLs from schemas' site paths (server/qa/matrix.ts, pagePath): each must be a
  // path this table routes, to the route of that layout.
  it('routes every site path of schemas, and each layout URL built from them reaches its layout', () => {
    expect([...siteRoutes.map((r) => r.path)].sort()).toEqual([...SITE_PATHS].sort());
    for (const route of siteRoutes) {
      const url = layoutUrlPath(route.layoutId, 'en', 'example 1');
      expect(url, route.layoutId).toMatch(/^\/en\//);
      expect(routeForPath((url ?? '').slice('/en/'.length)), url ?? route.layoutId).toBe(route);
    }
  });
});
