/**
 * A real HTTP server on 127.0.0.1 answering the calls of the shell and of the site tools' own pages (uploads,
 * settings, the attendee type changer), so the component tests run the real api-client over a real socket.
 *
 * Like the real server (server/routes/attendee-type-routes.ts) it keeps no view-as state: the token carries the
 * scopes and attendee types, and a change answers a new token for the same person.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TestPersona = 'attendee' | 'contenteditor' | 'siteeditor';

interface Claims {
  exp: number;
  persona: TestPersona;
  scopes: string[];
  attendeeType: string;
  originalAttendeeType?: string;
  originalScopes?: string[];
}

export interface SiteToolsTestServer {
  origin: string;
  requests: { method: string; path: string; body: string }[];
  /** features.enableAdminAttendeeTypeChanger in the answered settings. */
  changerEnabled: boolean;
  /** When set, the attendee type calls answer this status with an error body. */
  failAttendeeType: number | null;
  close(): Promise<void>;
}

const EXPIRY = '2099-12-31T00:00:00Z';
const EXP = Date.parse(EXPIRY) / 1000;

const PERSONAS: Record<TestPersona, { name: string; scopes: string[]; type: string }> = {
  attendee: { name: 'Avery Attendee', scopes: ['session-catalog', 'attendee-directory', 'event-tools', 'meetings', 'lang-en-US'], type: 'attendee' },
  contenteditor: { name: 'Casey Contenteditor', scopes: ['session-catalog', 'event-tools', 'contenteditor', 'lang-en-US'], type: 'staff' },
  siteeditor: { name: 'Sam Siteeditor', scopes: ['session-catalog', 'event-tools', 'contenteditor', 'siteeditor', 'lang-en-US'], type: 'staff' },
};

// The attendee part of each viewable type's scopes (the demo personas of that kind).
const TYPE_SCOPES: Record<string, string[]> = {
  attendee: ['session-catalog', 'attendee-directory', 'event-tools', 'meetings'],
  inperson: ['session-catalog', 'attendee-directory', 'event-tools', 'meetings', 'side-meetings', 'inperson'],
  exhibitor: ['session-catalog', 'attendee-directory', 'event-tools', 'meetings', 'expertconnect'],
};

const encode = (claims: Claims) => `header.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

function claimsOf(req: IncomingMessage): Claims | null {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
  } catch {
    return null;
  }
}

function userOf(claims: Claims) {
  const persona = PERSONAS[claims.persona];
  const [firstName = '', lastName = ''] = persona.name.split(' ');
  return {
    eventProfileId: `ep-${claims.persona}`,
    cmsId: `cms-${claims.persona}`,
    displayName: persona.name,
    firstName,
    lastName,
    email: `${claims.persona}@nimbus.example`,
    b2BUserName: `${claims.persona}@nimbus.example`,
    badgeId: `B-${claims.persona.toUpperCase()}`,
    companyName: 'Nimbus Events',
    expiry: EXPIRY,
    scopes: claims.scopes,
    providerTokens: [],
    attendeeType: claims.attendeeType,
    ...(claims.originalAttendeeType ? { originalAttendeeType: claims.originalAttendeeType } : {}),
  };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

const phases = [{ id: 'live', label: 'Live', start: '2026-01-01T00:00:00Z' }];

export async function startSiteToolsTestServer(): Promise<SiteToolsTestServer> {
  const state = { requests: [] as SiteToolsTestServer['requests'], changerEnabled: true, failAttendeeType: null as number | null };
  let files = 0;

  const typeAnswer = (claims: Claims) => ({
    changed: true,
    token: encode(claims),
    user: userOf(claims),
    attendeeType: claims.attendeeType,
    originalAttendeeType: claims.originalAttendeeType ?? claims.attendeeType,
  });

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const body = Buffer.concat(chunks).toString('utf8');
      state.requests.push({ method, path, body });
      const claims = claimsOf(req);

      if (method === 'GET' && path === '/api/settings') {
        return json(res, 200, {
          eventPhases: phases,
          testingDate: null,
          languages: [{ language: 'en', langLocale: 'en-US', langTranslation: 'English' }],
          features: { enableAdminAttendeeTypeChanger: state.changerEnabled },
          menus: {
            authenticatedNavigation: [
              { name: 'Glyph Search', href: '/glyph-search' },
              { name: 'File Uploader', href: '/file-uploader' },
            ],
          },
        });
      }
      if (method === 'GET' && path === '/api/content/home--live') {
        return json(res, 200, {
          id: 'home--live',
          page: 'home',
          phase: 'live',
          environment: 'cont',
          components: [{ componentId: 'title', component: 'testHeading', parentId: null, slot: null, props: { text: 'Home' } }],
        });
      }
      if (method === 'POST' && path === '/api/auth/dev/sign-in') {
        const persona = (JSON.parse(body) as { persona: TestPersona }).persona;
        const signedIn: Claims = { exp: EXP, persona, scopes: PERSONAS[persona].scopes, attendeeType: PERSONAS[persona].type };
        return json(res, 200, { token: encode(signedIn), user: userOf(signedIn) });
      }

      const siteEditor = claims?.scopes.includes('siteeditor') === true;
      const contentEditor = siteEditor || claims?.scopes.includes('contenteditor') === true;
      const denied = () => json(res, claims ? 403 : 401, { code: 'translate.base.error.forbidden', message: 'Not allowed.', details: null });

      const change = /^\/api\/siteeditor\/change-attendee-type\/([a-z]+)$/.exec(path);
      if (method === 'POST' && (change || path === '/api/siteeditor/reset-attendee-type')) {
        if (!claims || !siteEditor) return denied();
        if (!state.changerEnabled) return json(res, 404, { code: 'translate.base.error.not-found', message: 'The attendee type changer is switched off.', details: null });
        if (state.failAttendeeType !== null) return json(res, state.failAttendeeType, { code: 'translate.base.error.internal-server-error', message: 'Broken.', details: null });
        const original = { scopes: claims.originalScopes ?? claims.scopes, type: claims.originalAttendeeType ?? claims.attendeeType };
        const type = change?.[1];
        if (!type || type === original.type) return json(res, 200, typeAnswer({ exp: EXP, persona: claims.persona, scopes: original.scopes, attendeeType: original.type }));
        const kept = original.scopes.filter((s) => s === 'contenteditor' || s === 'siteeditor' || s.startsWith('lang-'));
        const scopes = [...new Set([...(TYPE_SCOPES[type] ?? []), ...kept])];
        return json(res, 200, typeAnswer({ exp: EXP, persona: claims.persona, scopes, attendeeType: type, originalAttendeeType: original.type, originalScopes: original.scopes }));
      }
      if (method === 'PUT' && path === '/api/siteeditor/file') {
        if (!contentEditor) return denied();
        const input = JSON.parse(body) as { name: string; type: string; data: string };
        files++;
        const extension = input.name.split('.').pop() ?? '';
        return json(res, 200, { changed: true, id: `file-${files}`, url: `/api/files/${String(files).padStart(24, '0')}.${extension}`, name: input.name, type: input.type, size: Buffer.from(input.data, 'base64').length });
      }
      if (method === 'GET' && path === '/api/siteeditor') {
        if (!siteEditor) return denied();
        return json(res, 200, { environment: 'cont', settings: { eventPhases: phases, testingDate: null, liveHelpAppId: 'help-1' }, hash: 'hash-1', revision: 1 });
      }
      json(res, 404, { code: 'translate.base.error.not-found', message: `No ${method} ${path}`, details: null });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  });
}
