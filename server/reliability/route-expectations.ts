/**
 * The checked-in list of every /api route and the scope it must demand. The authorization matrix
 * asserts that server/routes/route-table.ts holds exactly these routes with exactly these scopes:
 * a route added (or a scope loosened) without an entry here fails the suite.
 */
import type { RouteScope } from '../routes/types.js';

export const routeExpectations: Readonly<Record<string, RouteScope>> = {
  'GET /ping': 'public',
  'GET /qa/runs': 'siteeditor',
  'POST /qa/runs': 'siteeditor',
  'GET /qa/runs/:runId': 'siteeditor',
  'POST /qa/runs/:runId/cancel': 'siteeditor',
  'POST /qa/baselines': 'siteeditor',
  'GET /qa/designs': 'siteeditor',
  'PUT /qa/designs/:page/:breakpoint': 'siteeditor',
  'GET /qa/images/:folder/:file': 'siteeditor',
  'GET /version': 'public',
  'GET /live': 'public',
  'POST /auth/dev/sign-in': 'public',
  'GET /auth/me': 'authenticated',
  'POST /auth/refresh': 'public',
  'POST /auth/sign-out': 'public',
  'GET /settings': 'public',
  'GET /chrome/:language': 'public',
  'GET /content/all/:page': 'contenteditor',
  'GET /content/:pageId': 'public',
  'PUT /content/:page': 'contenteditor',
  'PUT /content/component/:env/:page/:phase/:contentId/:parentOrType/:timestamp/:flag': 'contenteditor',
  'POST /content/copyToEnvironment/:page/:env': 'contenteditor',
  'PUT /content/phase-assignment/:env/:page/:componentId': 'contenteditor',
  'GET /changelog/content': 'contenteditor',
  'GET /changelog/site-settings': 'siteeditor',
  'GET /siteeditor': 'siteeditor',
  'GET /siteeditor/all': 'siteeditor',
  'POST /siteeditor': 'siteeditor',
  'POST /siteeditor/setting/:env': 'siteeditor',
  'PUT /siteeditor/file': 'contenteditor',
  'GET /files/:fileId': 'public',
  'POST /siteeditor/change-attendee-type/:type': 'siteeditor',
  'POST /siteeditor/reset-attendee-type': 'siteeditor',
  'POST /siteeditor/testing-date': 'contenteditor',
  'PUT /translation/addInitialTranslations': 'contenteditor',
  'POST /translation/copyToEnvironment/:lang/translation/:env': 'contenteditor',
  'PUT /translation/update/:lang/:locale/:env': 'contenteditor',
  'GET /translation/all/:lang/:locale': 'contenteditor',
  'GET /translation/metadata/:locale/:namespace': 'authenticated',
  'GET /translation/:locale/:namespace': 'public',
  'GET /session': 'public',
  'GET /session/:id': 'public',
  'GET /facets': 'public',
  'GET /speaker': 'public',
  'GET /speaker/:id': 'public',
  'GET /company': 'public',
  'GET /company/:id': 'public',
  'GET /sponsor': 'public',
  'GET /sponsor/:id': 'public',
  'GET /exhibitor': 'public',
  'GET /exhibitor/:id': 'public',
  'GET /partner': 'public',
  'GET /partner/:id': 'public',
  'GET /favorites': 'authenticated',
  'PUT /favorites/:kind/:id': 'authenticated',
  'DELETE /favorites/:kind/:id': 'authenticated',
  'GET /video/token': 'authenticated',
};

/**
 * Public reads of another environment than the deployment's (SITE_ENV=cont in the tests): these
 * need the contenteditor scope although the route itself is public.
 */
export const gatedReads: readonly { route: string; url: string; scope: RouteScope }[] = [
  { route: 'GET /settings', url: '/api/settings?env=uat', scope: 'contenteditor' },
  { route: 'GET /content/:pageId', url: '/api/content/home--live?env=prod', scope: 'contenteditor' },
  { route: 'GET /translation/:locale/:namespace', url: '/api/translation/en-US/base?env=uat', scope: 'contenteditor' },
  { route: 'GET /translation/metadata/:locale/:namespace', url: '/api/translation/metadata/en-US/base?env=uat', scope: 'contenteditor' },
];
