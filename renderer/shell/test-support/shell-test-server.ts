/**
 * A real HTTP server on 127.0.0.1 answering the API calls the shell makes, so shell tests run the real api-client
 * over a real socket. Answers are fixed demo data; `requests` records what was asked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ShellTestServer {
  origin: string;
  requests: { method: string; url: string; body: string }[];
  /** Replace the answer of `METHOD /path`. */
  answer(method: string, path: string, status: number, body: unknown): void;
  close(): Promise<void>;
}

export const testSettings = {
  eventPhases: [
    { id: 'pre-event', label: 'Pre-event', start: '2026-01-01T00:00:00Z' },
    { id: 'live', label: 'Live', start: '2026-11-01T00:00:00Z' },
  ],
  testingDate: null,
  pwaInstallPhases: ['live'],
  languages: [
    { language: 'en', langLocale: 'en-US', langTranslation: 'English' },
    { language: 'de', langLocale: 'de-DE', langTranslation: 'Deutsch' },
  ],
  features: { enableSessions: true, enableFavorites: true, enableAttendees: true, showLanguageSwitcher: true },
  scopedFeatureOverrides: [],
  menus: {
    anonymousNavigation: [
      { name: 'Sessions', href: '/sessions' },
      { name: 'More', subMenu: [{ name: 'Code of conduct', href: '/code-of-conduct' }, { name: 'Hidden', href: '/x', hidden: true }] },
    ],
    authenticatedNavigation: [{ name: 'Favorites', href: '/favorites' }],
    attendeeProfileNavigation: [{ name: 'My profile', href: '/user/profile' }],
  },
  tabNavigation: [{ name: 'Home', href: '/home' }],
  announcementBar: { enabled: true, content: 'Registration <b>closes</b> Friday', hyperlink: '/en/get-started', hyperlinkText: 'Register' },
};

export const signInAnswer = {
  token: 'header.eyJleHAiOjQxMDI0NDQ4MDB9.sig',
  user: { displayName: 'Ada Attendee', scopes: ['event-tools', 'lang-en'] },
  expiry: '2099-12-31T00:00:00Z',
};

function layout(page: string, heading: string) {
  return {
    id: `${page}--live`,
    page,
    phase: 'live',
    environment: 'cont',
    components: [{ componentId: 'title', component: 'testHeading', parentId: null, slot: null, props: { text: heading } }],
  };
}

export async function startShellTestServer(): Promise<ShellTestServer> {
  const answers = new Map<string, { status: number; body: unknown }>();
  const set = (method: string, path: string, status: number, body: unknown) => answers.set(`${method} ${path}`, { status, body });
  set('GET', '/api/settings', 200, testSettings);
  set('GET', '/api/version', 200, { server: { version: '1.4.2', build: 'b20261121' } });
  set('GET', '/api/content/home--live', 200, layout('home', 'Welcome home'));
  set('GET', '/api/content/favorites--live', 200, layout('favorites', 'Your favorites'));
  set('GET', '/api/content/code-of-conduct--live', 200, layout('code-of-conduct', 'Code of conduct'));
  set('GET', '/api/content/sessions--live', 200, layout('sessions', 'Session catalog'));
  set('GET', '/api/content/sessions-detail--live', 200, layout('sessions-detail', 'Session detail'));
  set('GET', '/api/translation/de-DE/common', 200, { 'translate.shell.sign-in': 'Anmelden' });
  set('POST', '/api/auth/dev/sign-in', 200, signInAnswer);

  const requests: ShellTestServer['requests'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = req.url ?? '/';
      const method = req.method ?? 'GET';
      requests.push({ method, url, body: Buffer.concat(chunks).toString('utf8') });
      const found = answers.get(`${method} ${url.split('?')[0]}`);
      const status = found?.status ?? 404;
      res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      res.end(JSON.stringify(found?.body ?? { code: 'content.not-found', message: `No ${method} ${url}`, details: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    answer: set,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
