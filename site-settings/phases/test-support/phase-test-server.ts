/**
 * A real HTTP server on 127.0.0.1 answering the calls the shell and the phase switcher make, so the tests run the
 * real api-client over a real socket. Layouts differ per phase, so a test sees which phase a page shows; the
 * testing-date route keeps the date it was given and answers the settings with it, like the real server.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const testPhases = [
  { id: 'pre-event', label: 'Pre-event', start: '2026-09-01T00:00:00Z' },
  { id: 'live', label: 'Live', start: '2027-05-18T08:00:00Z' },
  { id: 'post-event', label: 'Post-event', start: '2027-05-21T00:00:00Z' },
];

export interface PhaseTestServer {
  origin: string;
  /** Bodies of POST /api/siteeditor/testing-date, parsed. */
  testingDateWrites: unknown[];
  /** The stored testing date (settings testingDate). */
  testingDate: string | null;
  /** When true, the testing-date route answers 500 and keeps the date it had. */
  failWrites: boolean;
  /** Holds testing-date answers back until the returned release is called (an update in flight). */
  holdWrites(): () => void;
  close(): Promise<void>;
}

const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
  res.end(JSON.stringify(body));
};

export async function startPhaseTestServer(): Promise<PhaseTestServer> {
  const state: Omit<PhaseTestServer, 'origin' | 'close' | 'holdWrites'> = { testingDateWrites: [], testingDate: null, failWrites: false };
  let revision = 1;
  let held: Promise<void> = Promise.resolve();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const method = req.method ?? 'GET';
      if (method === 'GET' && path === '/api/settings') {
        return json(res, 200, {
          eventPhases: testPhases,
          testingDate: state.testingDate,
          testingTimezone: 'UTC',
          languages: [{ language: 'en', langLocale: 'en-US', langTranslation: 'English' }],
          features: {},
          hash: `hash-${revision}`,
        });
      }
      const page = /^\/api\/content\/home--([a-z-]+)$/.exec(path);
      if (method === 'GET' && page) {
        const phase = page[1] as string;
        return json(res, 200, {
          id: `home--${phase}`,
          page: 'home',
          phase,
          environment: 'cont',
          components: [{ componentId: 'title', component: 'testHeading', parentId: null, slot: null, props: { text: `Home in ${phase}` } }],
        });
      }
      if (method === 'POST' && path === '/api/auth/dev/sign-in') {
        return json(res, 200, {
          token: 'header.eyJleHAiOjQxMDI0NDQ4MDB9.sig',
          user: { displayName: 'Cai Contenteditor', scopes: ['contenteditor', 'lang-en'] },
          expiry: '2099-12-31T00:00:00Z',
        });
      }
      if (method === 'POST' && path === '/api/siteeditor/testing-date') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { testingDate: string | null };
        state.testingDateWrites.push(body);
        void held.then(() => {
          if (state.failWrites) {
            return json(res, 409, { code: 'translate.base.error.site-settings.conflict', message: 'The site settings changed since they were read.', details: null });
          }
          state.testingDate = body.testingDate;
          revision++;
          json(res, 200, { environment: 'cont', testingDate: body.testingDate, changed: true });
        });
        return;
      }
      json(res, 404, { code: 'translate.base.error.not-found', message: `No ${method} ${path}`, details: null });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    origin: `http://127.0.0.1:${port}`,
    holdWrites: () => {
      let release = () => undefined as void;
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  });
}
