// Fuzz cases for the write routes: a base request that the server must refuse (a stale hash, an
// unknown persona, an invalid translation key), then 1-3 hostile mutations of its body, path
// params or headers. Whatever the mutations do, the answer must stay a coded 4xx.
import fc from 'fast-check';
import { exampleProps, type RouteDefinition } from '../../server/test-support.js';
import { CONTENT_TYPES, headerValueArb, invalidJsonArb, isLeaf, keyArb, pathsOf, serialize, stringArb, valueArb } from './fuzz-arbitraries.js';
import { PARAM_SAMPLES, fillPath, routeKey } from './sample-requests.js';

const STALE = 'stale-hash-0000';

/**
 * Refused bases: each needs a secret (a current hash), a real persona or a valid translation key to
 * become acceptable, so no single hostile mutation can turn one into a write.
 */
export function refusedBase(key: string): { params?: Record<string, string>; body: Record<string, unknown> } {
  const props = exampleProps('sectionHeading');
  switch (key) {
    case 'POST /auth/dev/sign-in':
      return { body: { persona: 'nobody' } };
    case 'PUT /content/:page':
      return { body: { environment: 'cont', phase: 'live', originalPageHash: STALE, components: [{ componentId: 'heading', component: 'sectionHeading', props, originalHash: STALE }] } };
    case 'PUT /content/component/:env/:page/:phase/:contentId/:parentOrType/:timestamp/:flag':
      return { params: { env: 'cont', flag: 'normal' }, body: { originalHash: STALE, changes: props } };
    case 'POST /content/copyToEnvironment/:page/:env':
      return { body: { sourceEnvironment: 'cont', phase: 'live', targetBaseHash: STALE } };
    case 'PUT /content/phase-assignment/:env/:page/:componentId':
      return {
        params: { env: 'cont', page: 'home', componentId: 'heading' },
        body: { sourcePhase: 'pre-event', block: { component: 'sectionHeading', parentId: null, slot: null, props }, targets: [{ phase: 'live', assign: false, originalPageHash: STALE }] },
      };
    case 'POST /siteeditor':
      return { body: { environment: 'cont', changes: { liveHelpAppId: 'fuzz' }, originalHash: STALE } };
    case 'POST /siteeditor/setting/:env':
      return { body: { settings: { eventPhases: [] }, originalHash: STALE } };
    case 'POST /siteeditor/testing-date':
      return { body: { environment: 'cont', testingDate: '2027-05-19T17:00:00Z', originalHash: STALE } };
    case 'PUT /siteeditor/file':
      // SVG markup named and typed as a PNG: refused by its content.
      return { body: { name: 'fuzz.png', type: 'image/png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64') } };
    case 'POST /siteeditor/change-attendee-type/:type':
      return { params: { type: 'nobody' }, body: {} };
    case 'POST /siteeditor/reset-attendee-type':
      // Nothing to refuse: the fuzzer's token views no other type, so this answers changed: false (or a coded 4xx).
      return { body: {} };
    case 'PUT /translation/addInitialTranslations':
      return { body: { environment: 'cont', language: 'en', locale: 'en-US', translations: [{ key: 'not a key', content: 'y' }] } };
    case 'POST /translation/copyToEnvironment/:lang/translation/:env':
      return { params: { env: 'uat' }, body: { sourceEnvironment: 'uat', locale: 'en-US' } };
    case 'PUT /translation/update/:lang/:locale/:env':
      return { params: { env: 'cont' }, body: { updates: [{ key: 'not a key', content: 'fuzz', originalHash: STALE }] } };
    case 'PUT /favorites/:kind/:id':
      // A session favorite naming a type the session does not have (the fixture's s1 has none).
      return { params: { kind: '4', id: 's1' }, body: { itemType: 'breakout' } };
    case 'DELETE /favorites/:kind/:id':
      // The fuzzer's user has no favorites: nothing to remove is a 404.
      return { params: { kind: '4', id: 's1' }, body: {} };
    // Preferences: a page size and a view the catalog does not offer; only the exact allowed values (or
    // none: an empty body is refused too) would be taken.
    // Preview: an audience that is not one, an address that is no page path, a link that does not exist.
    case 'POST /preview/frames':
      return { body: { environment: 'cont', phase: 'live', date: '2027-05-18T10:00:00Z', audiences: ['contenteditor'] } };
    case 'POST /preview/links':
      return { body: { page: 'home', path: 'https://elsewhere.example/', environment: 'cont', phase: 'live', date: '2027-05-18T10:00:00Z', audience: 'attendee' } };
    case 'DELETE /preview/links/:linkId':
      return { params: { linkId: 'fuzz-none-link' }, body: {} };
    case 'PUT /preferences':
      return { body: { catalogPageSize: 13, catalogView: 'grid' } };
    // Meetings: no such attendee, meeting or appointment (the fixture has none), appointments off.
    case 'POST /meetings':
      return { body: { subject: 'Fuzz', time: '2027-05-18T10:00:00Z', endTime: '2027-05-18T10:30:00Z', meetingTypeName: 'attendee-to-attendee', attendeeIds: ['fuzz-none'] } };
    case 'PUT /meetings/:id':
      return { params: { id: 'fuzz-none' }, body: { subject: 'Fuzz', time: '2027-05-18T10:00:00Z', endTime: '2027-05-18T10:30:00Z', meetingTypeName: 'attendee-to-attendee', attendeeIds: ['fuzz-none'] } };
    case 'DELETE /meetings/:id':
    case 'POST /meetings/:id/accept':
    case 'POST /meetings/:id/decline':
    case 'DELETE /appointments/:id':
      return { params: { id: 'fuzz-none' }, body: {} };
    case 'POST /appointments':
      return { body: { name: 'Fuzz', start: '2027-05-18T10:00:00Z', finish: '2027-05-18T10:30:00Z' } };
    case 'PUT /appointments/:id':
      return { params: { id: 'fuzz-none' }, body: { name: 'Fuzz', start: '2027-05-18T10:00:00Z', finish: '2027-05-18T10:30:00Z' } };
    case 'POST /meetings/:id/messages':
      return { params: { id: 'fuzz-none' }, body: { messageBody: 'Fuzz' } };
    case 'POST /chat/rooms/:roomId/messages':
      // The room of a session that does not exist (404): a message needs a real room.
      return { params: { roomId: 'session:fuzz-none' }, body: { text: 'Fuzz' } };
    case 'POST /chat/messages/:id/hide':
      return { params: { id: '999999999' }, body: {} };
    // Live help: the fixture's settings name no help app (404); the desk answers open conversations only.
    case 'POST /live-help/messages':
      return { body: { text: '   ' } };
    case 'POST /live-help/read':
      return { body: {} };
    case 'POST /live-help/desk/:conversationId/messages':
      return { params: { conversationId: 'fuzz-none' }, body: { text: 'Fuzz' } };
    case 'POST /live-help/desk/:conversationId/read':
      return { params: { conversationId: 'fuzz-none' }, body: {} };
    case 'POST /inbox/read':
      return { body: { meetingIds: ['fuzz-none'] } };
    // Schedule: a session that does not exist; the fuzzer's user has no calendar feed (and the fixture's
    // settings leave My schedule and calendar feeds off).
    case 'POST /schedule/sessions/:sessionId':
    case 'DELETE /schedule/sessions/:sessionId':
    case 'PUT /rsvp/:sessionId':
    case 'DELETE /rsvp/:sessionId':
    case 'DELETE /roundtable/:sessionId/nomination':
      return { params: { sessionId: 'fuzz-no-such-session' }, body: {} };
    case 'PUT /roundtable/:sessionId/nomination':
      return { params: { sessionId: 'fuzz-no-such-session' }, body: { answers: { responses: [] } } };
    case 'POST /schedule/feed':
    case 'DELETE /schedule/feed':
      return { body: {} };
    // Evaluations: a session that does not exist, a closed survey, a definition without questions.
    case 'POST /evaluations/:target/submit':
      return { params: { target: 'fuzz-no-such-session' }, body: { evaluationId: 'fuzz', responses: [] } };
    case 'POST /survey/:componentId/submit':
      return { params: { componentId: 'closed-survey' }, body: { evaluationId: 'survey-closed', responses: [] } };
    case 'PUT /evaluation-definitions/:id':
      return { params: { id: 'fuzz' }, body: { id: 'fuzz', target: { kind: 'survey', key: 'fuzz' }, title: 'Fuzz', questionSections: [] } };
    // Profile and consent: the fixture's settings leave enableProfile off, and the fuzzer's user has no
    // attendee record; the photo is SVG markup named and typed as a PNG.
    case 'PUT /profile':
      return { body: { detail: { jobTitle: 'Fuzz' } } };
    case 'PUT /consent':
      return { body: { globalOptIn: true, exhibitors: [{ exhibitorName: 'Fuzz Exhibitor', optedIn: true }] } };
    case 'POST /profile/photo':
      return { body: { name: 'fuzz.png', type: 'image/png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64') } };
    // Versions: an entry no change log has.
    case 'POST /changelog/content/restore-block':
      return { body: { documentId: 'home--live', env: 'cont', entry: '999999', componentId: 'heading', originalHash: null } };
    case 'POST /changelog/content/restore-page':
      return { body: { documentId: 'home--live', env: 'cont', entry: '999999', originalPageHash: 'fuzz-hash' } };
    // QA: a page layout that does not exist, a run or capture that does not exist, SVG as a PNG design.
    case 'POST /qa/runs':
      return { body: { pages: ['fuzz-no-such-page'], phases: ['live'] } };
    case 'POST /qa/runs/:runId/cancel':
      return { params: { runId: 'fuzz-no-such-run' }, body: {} };
    case 'POST /qa/baselines':
      return { body: { runId: 'fuzz-no-such-run', keys: ['fuzz'] } };
    case 'PUT /qa/designs/:page/:breakpoint':
      return { params: { page: 'home', breakpoint: 'desktop' }, body: { name: 'fuzz.png', type: 'image/png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64') } };
    // Notifications: two faults each (an unknown audience and the end before the start; an unknown channel and a
    // non-boolean choice; an internal push host and empty keys), or a rule or notification that does not exist.
    case 'POST /pushnotification/rules':
    case 'PUT /pushnotification/rules':
      return {
        body: {
          notificationRuleDto: {
            notificationID: 'fuzz-none', notificationName: 'Fuzz', notificationTypes: [2], notificationSubType: 1, attendeeRegistrationTypes: ['fuzz-none'],
            categories: ['Announcement'], title: 'Fuzz', body: 'Fuzz', startDate: '2027-05-18T10:00:00Z', endDate: '2027-05-18T09:00:00Z',
          },
        },
      };
    case 'DELETE /pushnotification/rules/:id':
    case 'POST /pushnotification/:id/read':
      return { params: { id: 'fuzz-none' }, body: {} };
    case 'POST /pushnotification/rules/:id/:status':
      return { params: { id: 'fuzz-none', status: 'Deployed' }, body: {} };
    case 'POST /pushnotification/preference/notification-type':
      return { body: { NotificationType: 9, IsSelected: 'yes' } };
    case 'POST /pushnotification/preference/category':
      return { body: { CategoryName: 'Fuzz', IsSelected: 'yes' } };
    case 'POST /pushnotification/readAll':
      return { body: {} };
    case 'POST /PushSubscription':
      return { body: { subscription: { endpoint: 'https://127.0.0.1/fuzz', keys: { p256dh: '', auth: '' } }, browserName: 'Fuzz', osName: 'Fuzz' } };
    case 'POST /PushSubscription/remove':
      return { body: { endpoint: 'https://push.example.com/fuzz-none' } };
    // The live-now ticker: two faults (a blank text and the end before the start), or a message that does not exist.
    case 'POST /ticker/messages':
      return { body: { text: '   ', startsAt: '2027-05-18T10:00:00Z', endsAt: '2027-05-18T09:00:00Z' } };
    case 'PUT /ticker/messages/:id':
      return { params: { id: 'fuzz-none' }, body: { text: '   ', startsAt: '2027-05-18T10:00:00Z', endsAt: '2027-05-18T09:00:00Z' } };
    case 'DELETE /ticker/messages/:id':
      return { params: { id: 'fuzz-none' }, body: {} };
    default:
      throw new Error(`no refused base for ${key}: add one to fuzz-cases.ts`);
  }
}

export type Mutation =
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'delete'; pick: number }
  | { kind: 'extra'; pick: number; key: string; value: unknown }
  | { kind: 'body'; value: unknown }
  | { kind: 'invalid-json'; text: string }
  | { kind: 'param'; pick: number; value: string }
  | { kind: 'content-type'; value: string }
  | { kind: 'header'; name: string; value: string };

export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: valueArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('extra' as const), pick: fc.nat(), key: keyArb, value: valueArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('body' as const), value: valueArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('invalid-json' as const), text: invalidJsonArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('param' as const), pick: fc.nat(), value: stringArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('content-type' as const), value: fc.constantFrom(...CONTENT_TYPES) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('header' as const),
      name: fc.constantFrom('authorization', 'x-forwarded-for', 'if-match', 'accept', 'accept-encoding', 'content-encoding', 'x-http-method-override', 'origin'),
      value: headerValueArb,
    }),
  },
);

export interface FuzzRequest {
  route: string;
  method: RouteDefinition['method'];
  url: string;
  headers: Record<string, string>;
  payload: string;
  mutations: Mutation[];
}

function setAt(root: unknown, path: (string | number)[], fn: (parent: Record<string | number, unknown>, key: string | number) => void): void {
  let node = root as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  fn(node, path[path.length - 1] as string | number);
}

/** Applies the mutations to the refused base of a route. Declared body keys are never added as "extra". */
export function buildRequest(route: RouteDefinition, declared: readonly string[], mutations: Mutation[], token: string): FuzzRequest {
  const key = routeKey(route);
  const base = refusedBase(key);
  let body: unknown = structuredClone(base.body);
  let raw: string | undefined;
  const params: Record<string, string> = { ...PARAM_SAMPLES, ...base.params };
  const paramNames = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (const m of mutations) {
    if (m.kind === 'invalid-json') raw = m.text;
    else if (m.kind === 'body') body = m.value;
    else if (m.kind === 'content-type') headers['content-type'] = m.value;
    else if (m.kind === 'header') headers[m.name] = m.value;
    else if (m.kind === 'param') {
      const name = paramNames[m.pick % Math.max(1, paramNames.length)];
      // A param mutated to another valid value could make the refused request acceptable.
      if (name && m.value !== params[name] && m.value !== '') params[name] = m.value;
    } else {
      const paths = pathsOf(body).filter((p) => p.length > 0);
      const objects = pathsOf(body).filter((p) => {
        let node: unknown = body;
        for (const k of p) node = (node as Record<string | number, unknown>)[k];
        return node !== null && typeof node === 'object' && !Array.isArray(node) && !isLeaf(node);
      });
      if (m.kind === 'replace' && paths.length > 0) {
        setAt(body, paths[m.pick % paths.length] as (string | number)[], (parent, k) => { parent[k] = m.value; });
      } else if (m.kind === 'delete' && paths.length > 0) {
        // Object keys only: removing the one refused array item would turn the request into a valid one.
        setAt(body, paths[m.pick % paths.length] as (string | number)[], (parent, k) => {
          if (!Array.isArray(parent)) delete parent[k];
        });
      } else if (m.kind === 'extra' && objects.length > 0) {
        const at = objects[m.pick % objects.length] as (string | number)[];
        if (!(at.length === 0 && declared.includes(m.key))) {
          let node: unknown = body;
          for (const k of at) node = (node as Record<string | number, unknown>)[k];
          // Entries keep a __proto__ key as data, the way it arrives in JSON text.
          const entries = Object.entries(node as object).map(([k, v]) => [k, v] as const);
          const replaced = { __raw: [...entries, [m.key, m.value] as const] };
          if (at.length === 0) body = replaced;
          else setAt(body, at, (parent, k) => { parent[k] = replaced; });
        }
      }
    }
  }
  const payload = raw ?? serializeWithRaw(body);
  return { route: key, method: route.method, url: `/api${fillPath(route.path, params)}`, headers, payload, mutations };
}

/** serialize() plus the { __raw: entries } marker buildRequest uses for objects with added keys. */
function serializeWithRaw(value: unknown): string {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && '__raw' in value && Object.keys(value).length === 1) {
    const entries = (value as { __raw: (readonly [string, unknown])[] }).__raw;
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${serializeWithRaw(v)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map(serializeWithRaw).join(',')}]`;
  if (value !== null && typeof value === 'object' && value.constructor === Object) {
    return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${serializeWithRaw(v)}`).join(',')}}`;
  }
  return serialize(value);
}
