// A valid request for every route of the table: path params filled in, a body that the route
// accepts. Used by the authorization matrix (and as the base the fuzzer mutates).
import { exampleProps, fixture, type RouteDefinition } from '../../server/test-support.js';

export const PARAM_SAMPLES: Readonly<Record<string, string>> = {
  page: 'home',
  pageId: 'home--live',
  language: 'en',
  env: 'uat',
  phase: 'live',
  contentId: 'heading',
  parentOrType: 'sectionHeading',
  timestamp: '2026-11-20T12:00:00Z',
  flag: 'force',
  lang: 'en',
  locale: 'en-US',
  namespace: 'base',
  // Live help: a conversation nobody opened (404 for staff; the matrix checks the scope only).
  conversationId: 'cms-matrix-none',
  type: 'inperson',
  fileId: '0123456789abcdef01234567.png',
  componentId: 'matrix',
  id: 's1',
  kind: '4',
  runId: 'matrix-run',
  breakpoint: 'desktop',
  folder: 'matrix-run',
  file: 'matrix.png',
  target: 'conference',
  sessionId: 's1',
  attendeeId: 'a1',
  linkId: 'matrix-link-id',
  status: 'Approved',
  roomId: 'global',
};

const QUERIES: Readonly<Record<string, string>> = {
  'GET /changelog/content': '?documentId=home--live',
  'GET /changelog/content/version': '?documentId=home--live&entry=1',
  'GET /video/token': '?url=https%3A%2F%2Fvideo.example%2Fmatrix',
  'GET /meetings/conflicts': '?start=2027-05-18T10:00:00Z&end=2027-05-18T10:30:00Z',
  'GET /preview/links': '?page=home',
};

export const routeKey = (r: Pick<RouteDefinition, 'method' | 'path'>) => `${r.method} ${r.path}`;

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as its raw
 * three-byte (WTF-8) form, as a hostile client can.
 */
export function encodeParam(value: string): string {
  let out = '';
  for (const ch of value) {
    const cp = ch.codePointAt(0) as number;
    if (cp >= 0xd800 && cp <= 0xdfff) {
      out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

export function fillPath(path: string, params: Readonly<Record<string, string>> = PARAM_SAMPLES): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no sample for path param ${name} of ${path}: add one to PARAM_SAMPLES`);
    return encodeParam(value);
  });
}

/** A hash a write must carry (never optional); the sample writes are forced, so it need not be current. */
const ANY_HASH = 'matrix-sample-hash';

/** Bodies that succeed (forced where a hash would be needed), keyed by route. */
export function sampleBodies(): Record<string, unknown> {
  return {
    'POST /auth/dev/sign-in': { persona: 'attendee' },
    'PUT /content/:page': {
      environment: 'uat', phase: 'live', force: true, originalPageHash: ANY_HASH,
      components: [{ componentId: 'matrix', component: 'sectionHeading', props: exampleProps('sectionHeading'), originalHash: null }],
    },
    'PUT /content/component/:env/:page/:phase/:contentId/:parentOrType/:timestamp/:flag': {
      originalHash: null, changes: exampleProps('sectionHeading'),
    },
    // An entry no log has: the restores answer a coded 404 and change nothing (the fuzzer checks the store).
    'POST /changelog/content/restore-block': { documentId: 'home--live', env: 'uat', entry: '999999', componentId: 'heading', originalHash: null },
    'POST /changelog/content/restore-page': { documentId: 'home--live', env: 'uat', entry: '999999', originalPageHash: ANY_HASH },
    'POST /content/copyToEnvironment/:page/:env': { sourceEnvironment: 'cont', phase: 'live', targetBaseHash: null, force: true },
    'PUT /content/phase-assignment/:env/:page/:componentId': {
      sourcePhase: 'live', force: true,
      block: { component: 'sectionHeading', parentId: null, slot: null, props: exampleProps('sectionHeading') },
      targets: [{ phase: 'matrix', assign: true, originalPageHash: ANY_HASH }],
    },
    'POST /siteeditor': { environment: 'uat', changes: { liveHelpAppId: 'matrix' }, originalHash: ANY_HASH, force: true },
    'POST /siteeditor/setting/:env': { settings: fixture().settings.uat, originalHash: ANY_HASH, force: true },
    // A 1x1 PNG.
    'PUT /siteeditor/file': { name: 'matrix.png', type: 'image/png', data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==' },
    'POST /siteeditor/change-attendee-type/:type': {},
    'POST /siteeditor/reset-attendee-type': {},
    'POST /siteeditor/testing-date': { environment: 'uat', testingDate: '2027-05-19T18:00:00Z', originalHash: ANY_HASH, force: true },
    'PUT /translation/addInitialTranslations': {
      environment: 'uat', language: 'en', locale: 'en-US', translations: [{ key: 'translate.base.matrix', content: 'Matrix' }],
    },
    'POST /translation/copyToEnvironment/:lang/translation/:env': { sourceEnvironment: 'cont', locale: 'en-US' },
    // The fixture's session s1 is no catalog session: 404 (allowed), the matrix checks the scope only.
    'PUT /favorites/:kind/:id': { itemType: 'breakout' },
    'DELETE /favorites/:kind/:id': {},
    'PUT /preferences': { catalogPageSize: 48 },
    // Preview: frames and a share link of the home page; the link id revoked names no link (404).
    'POST /preview/frames': { environment: 'cont', phase: 'live', date: '2027-05-18T10:00:00Z', audiences: ['attendee'] },
    'POST /preview/links': { page: 'home', path: '/en/home', environment: 'cont', phase: 'live', date: '2027-05-18T10:00:00Z', audience: 'attendee' },
    'DELETE /preview/links/:linkId': {},
    // The live-now ticker: a message of one minute; the id edited and deleted names no message (404).
    'POST /ticker/messages': { text: 'Matrix', startsAt: '2027-05-18T10:00:00Z', endsAt: '2027-05-18T10:01:00Z' },
    'PUT /ticker/messages/:id': { text: 'Matrix', startsAt: '2027-05-18T10:00:00Z', endsAt: '2027-05-18T10:01:00Z' },
    'DELETE /ticker/messages/:id': {},
    // Attendees and profile: the fixture's settings leave profiles off (404); consent is stored as asked.
    'PUT /profile': {},
    'POST /profile/photo': { name: 'matrix.png', type: 'image/png', data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==' },
    'PUT /consent': {},
    // Schedule: the fixture's s1 is no catalog session and its settings leave My schedule off (404s).
    'POST /schedule/sessions/:sessionId': {},
    'DELETE /schedule/sessions/:sessionId': {},
    'PUT /rsvp/:sessionId': {},
    'DELETE /rsvp/:sessionId': {},
    'PUT /roundtable/:sessionId/nomination': {},
    'DELETE /roundtable/:sessionId/nomination': {},
    'POST /schedule/feed': {},
    'DELETE /schedule/feed': {},
    // QA: an unknown phase (400) starts no run; the rest name no run or design that exists.
    'POST /qa/runs': { pages: ['matrix'], phases: ['matrix'] },
    'POST /qa/runs/:runId/cancel': {},
    'POST /qa/baselines': { runId: 'matrix-run', keys: ['matrix'] },
    'PUT /qa/designs/:page/:breakpoint': { name: 'matrix.png', type: 'image/png', data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==' },
    // Meetings: the fixture's a1 has no user id and s1 is no meeting: refused (400/404), scope checked only.
    'POST /meetings': { subject: 'Matrix', time: '2027-05-18T10:00:00Z', endTime: '2027-05-18T10:30:00Z', meetingTypeName: 'attendee-to-attendee', attendeeIds: ['a1'] },
    'PUT /meetings/:id': { subject: 'Matrix', time: '2027-05-18T10:00:00Z', endTime: '2027-05-18T10:30:00Z', meetingTypeName: 'attendee-to-attendee', attendeeIds: ['a1'] },
    'DELETE /meetings/:id': {},
    'POST /meetings/:id/accept': {},
    'POST /meetings/:id/decline': {},
    'POST /appointments': { name: 'Matrix', start: '2027-05-18T10:00:00Z', finish: '2027-05-18T10:30:00Z' },
    'PUT /appointments/:id': { name: 'Matrix', start: '2027-05-18T10:00:00Z', finish: '2027-05-18T10:30:00Z' },
    'DELETE /appointments/:id': {},
    'POST /meetings/:id/messages': { messageBody: 'Matrix' },
    'POST /inbox/read': { meetingIds: ['s1'] },
    // Evaluations: the conference evaluation is closed at the test clock (409) and the survey 'matrix'
    // does not exist (409); the definition is valid (id s1, a survey of component 'matrix').
    'POST /evaluations/:target/submit': { evaluationId: 'conference', responses: [] },
    'POST /survey/:componentId/submit': { evaluationId: 'matrix', responses: [] },
    'PUT /evaluation-definitions/:id': {
      id: 's1', target: { kind: 'survey', key: 'matrix' }, title: 'Matrix',
      questionSections: [{ id: 'a', name: 'A', introduction: '', order: 0, evaluationQuestions: [
        { id: 'q', questionText: 'Q', type: 'PlainText', required: false, visible: true, questionOrder: 0, options: [], evaluationLogic: [] },
      ] }],
    },
    // Notifications: rule s1 does not exist (404 for edits, status changes and deletes); the fixture's attendees
    // may hold no registration type (400); the push endpoint is a public https one.
    'POST /pushnotification/rules': {
      notificationRuleDto: {
        notificationName: 'Matrix', notificationTypes: [2], notificationSubType: 1, attendeeRegistrationTypes: ['digital'],
        categories: ['Announcement'], title: 'Matrix', body: 'Matrix', startDate: '2027-05-18T10:00:00Z',
      },
    },
    'PUT /pushnotification/rules': {
      notificationRuleDto: {
        notificationID: 's1', notificationName: 'Matrix', notificationTypes: [2], notificationSubType: 1, attendeeRegistrationTypes: ['digital'],
        categories: ['Announcement'], title: 'Matrix', body: 'Matrix', startDate: '2027-05-18T10:00:00Z',
      },
    },
    'DELETE /pushnotification/rules/:id': {},
    'POST /pushnotification/rules/:id/:status': {},
    'POST /pushnotification/preference/notification-type': { NotificationType: 'Inbox', IsSelected: true },
    'POST /pushnotification/preference/category': { CategoryName: 'Events', IsSelected: true },
    'POST /pushnotification/readAll': {},
    'POST /pushnotification/:id/read': {},
    'POST /PushSubscription': { subscription: { endpoint: 'https://push.example.com/matrix', keys: { p256dh: 'matrix', auth: 'matrix' } }, browserName: 'Chromium', osName: 'Linux' },
    'POST /PushSubscription/remove': { endpoint: 'https://push.example.com/matrix' },
    // Chat: a signed-in post to the global room; an anonymous one has no chat token (409); s1 is no message id (400).
    'POST /chat/rooms/:roomId/messages': { text: 'Matrix' },
    'POST /chat/messages/:id/hide': {},
    // Live help: the fixture's settings may name no help app (404); s1 is no conversation (404).
    'POST /live-help/messages': { text: 'Matrix' },
    'POST /live-help/read': {},
    'POST /live-help/desk/:conversationId/messages': { text: 'Matrix' },
    'POST /live-help/desk/:conversationId/read': {},
    'PUT /translation/update/:lang/:locale/:env': { updates: [{ key: 'translate.base.matrix-update', content: 'Updated', originalHash: null }], force: true },
  };
}

export interface SampleRequest {
  method: RouteDefinition['method'];
  url: string;
  body?: unknown;
}

export function sampleRequest(route: Pick<RouteDefinition, 'method' | 'path' | 'write'>): SampleRequest {
  const key = routeKey(route);
  const body = sampleBodies()[key];
  if (route.method !== 'GET' && body === undefined) throw new Error(`no sample body for ${key}: add one to sampleBodies()`);
  return { method: route.method, url: `/api${fillPath(route.path)}${QUERIES[key] ?? ''}`, body };
}
