// Every route x every persona, no token, an expired and a tampered token, with the answer class each cell must get,
// derived from the scope the route must demand: once with the development sign-in's tokens, once with the tokens of
// sessions a real OpenID Connect provider signed in (AUTH_MODE=oidc, the personas as the provider's users).
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PERSONAS, type Persona } from '../../schemas/index.js';
import { createTestStore, personaClaims, routeTable, signIn, TEST_NOW, testApp, testConfig, type RouteScope, type TestStore } from '../../server/test-support.js';
import { gatedReads, routeExpectations } from './route-expectations.js';
import { signInThroughProvider } from '../idp-browser.js';
import { demoIdpUsers, oidcSettings, startLocalIdp, type LocalIdp } from '../../server/test-support.js';
import { routeKey, sampleRequest } from './sample-requests.js';

type Caller = Persona | 'no token' | 'expired token' | 'tampered token' | 'unsigned token' | 'foreign key token';
type Expected = 'allowed' | '401' | '403';

const PERSONA_SCOPES = Object.fromEntries(PERSONAS.map((p) => [p, personaClaims(p).scopes])) as unknown as Record<Persona, readonly string[]>;

/** The expected answer class of one cell: written from the scope rules, not read from the server's hook. */
function expectedAnswer(scope: RouteScope, caller: Caller): Expected {
  if (scope === 'public') return 'allowed';
  if (!(PERSONAS as readonly string[]).includes(caller)) return '401';
  const scopes = PERSONA_SCOPES[caller as Persona];
  if (scope === 'authenticated') return 'allowed';
  if (scope === 'contenteditor') return scopes.includes('contenteditor') || scopes.includes('siteeditor') ? 'allowed' : '403';
  if (scope === 'meetings') return ['meetings', 'side-meetings', 'expertconnect'].some((s) => scopes.includes(s)) ? 'allowed' : '403';
  return scopes.includes('siteeditor') ? 'allowed' : '403';
}

function classOf(status: number): Expected | 'other' {
  if (status === 401) return '401';
  if (status === 403) return '403';
  if (status >= 200 && status < 500 && status !== 429) return 'allowed';
  return 'other';
}

const SESSION_ROUTES = new Set(['POST /auth/refresh', 'POST /auth/sign-out']);

let store: TestStore;
let app: FastifyInstance;
let idp: LocalIdp;
// A store of its own: the first run's writes (a page with a block named like the sample survey) change what the
// public routes answer.
let oidcStore: TestStore;
let oidcApp: FastifyInstance;
const OIDC_REDIRECT_URI = 'http://127.0.0.1:9/api/auth/oidc/callback';
const tokens = new Map<Caller, string | undefined>();

beforeAll(async () => {
  store = await createTestStore();
  app = await testApp(store.db);
  idp = await startLocalIdp({ users: demoIdpUsers(), clients: [{ client_id: 'matrix', redirect_uris: [OIDC_REDIRECT_URI] }] });
  const oidc = oidcSettings({ OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: 'matrix', OIDC_REDIRECT_URI: OIDC_REDIRECT_URI });
  oidcStore = await createTestStore();
  oidcApp = await testApp(oidcStore.db, { auth: { ...testConfig().auth, mode: 'oidc', oidc } });
  for (const p of PERSONAS) tokens.set(p, await signIn(app, p));
  tokens.set('no token', undefined);
  const secret = new TextEncoder().encode(testConfig().auth.devSecret);
  const iat = Math.floor(TEST_NOW.getTime() / 1000);
  const claims = personaClaims('siteeditor');
  // A site editor's token that expired an hour before the server's clock.
  tokens.set('expired token', await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('conference-dev-idp').setAudience('conference-api').setSubject(claims.sub)
    .setIssuedAt(iat - 9 * 3600).setExpirationTime(iat - 3600).sign(secret));
  // An attendee's real token whose payload was swapped for site editor claims, signature kept.
  const attendee = tokens.get('attendee') as string;
  const [header, , signature] = attendee.split('.');
  const payload = { ...decodeJwt(attendee), scopes: claims.scopes };
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  tokens.set('tampered token', `${header}.${b64(payload)}.${signature}`);
  tokens.set('unsigned token', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`);
  tokens.set('foreign key token', await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('conference-dev-idp').setAudience('conference-api').setSubject(claims.sub)
    .setIssuedAt(iat).setExpirationTime(iat + 3600).sign(new TextEncoder().encode('someone-elses-secret-of-enough-length')));
});
afterAll(async () => {
  await oidcApp.close();
  await oidcStore.drop();
  await idp.close();
  await app.close();
  await store.drop();
});

/** Runs every cell against `target` with these callers' tokens; answers the mismatches and the cells checked. */
async function runMatrix(target: FastifyInstance, callerTokens: Map<Caller, string | undefined>, label: string) {
    const callers = [...callerTokens.keys()];
    const cells = [
      // Refresh and sign-out act on the caller's session (sign-out would revoke the callers' tokens mid-matrix):
      // server/auth/auth-sessions.test.ts covers them.
      ...routeTable
        .filter((r) => !SESSION_ROUTES.has(routeKey(r)))
        .map((r) => ({ name: routeKey(r), scope: routeExpectations[routeKey(r)] as RouteScope, request: sampleRequest(r) })),
      ...gatedReads.map((g) => ({ name: `${g.route} (${g.url})`, scope: g.scope, request: { method: 'GET' as const, url: g.url, body: undefined } })),
    ];
    const mismatches: string[] = [];
    let checked = 0;
    let succeeded = 0;
    for (const cell of cells) {
      for (const caller of callers) {
        const token = callerTokens.get(caller);
        const res = await target.inject({
          method: cell.request.method,
          url: cell.request.url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(cell.request.body !== undefined ? { payload: cell.request.body as object } : {}),
        });
        checked++;
        const expected = expectedAnswer(cell.scope, caller);
        const got = classOf(res.statusCode);
        if (res.statusCode >= 200 && res.statusCode < 300) succeeded++;
        if (got !== expected) mismatches.push(`${cell.name} as ${caller}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
        if (got === '401' || got === '403') {
          const body = res.json() as { code?: unknown; message?: unknown; details?: unknown };
          const code = got === '401' ? 'translate.base.error.unauthorized' : 'translate.base.error.forbidden';
          if (body.code !== code || typeof body.message !== 'string' || !('details' in body)) {
            mismatches.push(`${cell.name} as ${caller}: ${got} without the coded error: ${res.body.slice(0, 160)}`);
          }
        }
      }
    }
    console.log(
      `auth-matrix[${store.db.kind}, ${label}]: ${cells.length} routes/variants x ${callers.length} callers: matrix cells checked ${checked}, ` +
      `mismatches ${mismatches.length} (${succeeded} cells answered 2xx)`,
    );
    expect(mismatches).toEqual([]);
  return { mismatches, checked, cells: cells.length * callers.length };
}

describe('authorization matrix', () => {
  it('covers exactly the routes of the table, each with its checked-in scope', () => {
    const table = Object.fromEntries(routeTable.map((r) => [routeKey(r), r.scope]));
    expect(Object.keys(table).sort()).toEqual(Object.keys(routeExpectations).sort());
    expect(table).toEqual(routeExpectations);
    for (const key of Object.keys(routeExpectations)) {
      const [method, path] = key.split(' ');
      expect(app.hasRoute({ method: method as 'GET', url: `/api${path}` }), `${key} is registered`).toBe(true);
    }
  });

  it('answers every cell as the route scope demands, with development tokens', async () => {
    const { mismatches, checked, cells } = await runMatrix(app, tokens, 'development sign-in');
    expect(mismatches).toEqual([]);
    expect(checked).toBe(cells);
  });

  it('answers every cell as the route scope demands, with the tokens of sessions an identity provider signed in', async () => {
    const providerTokens = new Map<Caller, string | undefined>();
    for (const user of demoIdpUsers()) {
      providerTokens.set(user.roles[0] as Persona, (await signInThroughProvider(oidcApp, idp.issuer, user.email, user.password)).token);
    }
    for (const caller of ['no token', 'expired token', 'tampered token', 'unsigned token', 'foreign key token'] as const) providerTokens.set(caller, tokens.get(caller));
    // Tampered with: a provider session's attendee token carrying the site editor's scopes.
    const attendee = providerTokens.get('attendee') as string;
    const [header, , signature] = attendee.split('.');
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    providerTokens.set('tampered token', `${header}.${b64({ ...decodeJwt(attendee), scopes: personaClaims('siteeditor').scopes })}.${signature}`);
    const { mismatches, checked, cells } = await runMatrix(oidcApp, providerTokens, 'identity provider sign-in');
    expect(mismatches).toEqual([]);
    expect(checked).toBe(cells);
  });
});
