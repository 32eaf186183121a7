/**
 * A real HTTP server on 127.0.0.1 answering the site editor's calls for the component tests, so they run the real
 * api-client over a real socket. It keeps one settings document per environment; `answer` overrides a route.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SettingsTestServer {
  origin: string;
  requests: { method: string; url: string; body: string }[];
  docs: Record<string, { settings: Record<string, unknown>; hash: string } | null>;
  answer(method: string, path: string, status: number, body: unknown): void;
  close(): Promise<void>;
}

export const testSettingsDoc = () => ({
  eventPhases: [
    { id: 'pre-event', label: 'Pre-event', start: '2026-09-01T00:00:00Z' },
    { id: 'live', label: 'Live', start: '2027-05-18T08:00:00Z' },
  ],
  testingDate: null,
  pwaInstallPhases: ['live'],
  liveHelpAppId: 'help-1',
  chat: { enableChat: true, placeholderRotationIntervalMs: 3000, chatPlaceholderKeys: [], isChatSearchBarOpenByDefault: false, showAnonymously: true, chatMessageActionRateLimitMs: 1000 },
  menus: { anonymousNavigation: [{ name: 'Sessions', href: '/sessions' }, { name: 'Speakers', href: '/speakers' }] },
  features: { enableFavorites: true },
  scopedFeatureOverrides: [{ featureFlagName: 'showMeetings', permissions: ['meetings'] }],
});

export async function startSettingsTestServer(): Promise<SettingsTestServer> {
  const docs: SettingsTestServer['docs'] = {
    cont: { settings: testSettingsDoc(), hash: 'hash-cont-1' },
    uat: { settings: { ...testSettingsDoc(), liveHelpAppId: 'help-uat' }, hash: 'hash-uat-1' },
    prod: null,
  };
  const overrides = new Map<string, { status: number; body: unknown }>();
  const requests: SettingsTestServer['requests'] = [];
  let revision = 1;
  const stored = (env: string) => ({ environment: env, settings: docs[env]?.settings ?? {}, hash: docs[env]?.hash ?? '', revision });

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      const url = new URL(req.url ?? '/', 'http://x');
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method, url: `${url.pathname}${url.search}`, body });
      const send = (status: number, answer: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      const override = overrides.get(`${method} ${url.pathname}`);
      if (override) return send(override.status, override.body);
      const env = url.searchParams.get('env') ?? 'cont';
      if (method === 'GET' && url.pathname === '/api/siteeditor') return send(200, stored(env));
      if (method === 'GET' && url.pathname === '/api/siteeditor/all') return send(200, { cont: stored('cont'), uat: stored('uat'), prod: docs.prod ? stored('prod') : null });
      if (method === 'GET' && url.pathname === '/api/changelog/site-settings') return send(200, []);
      if (method === 'POST' && url.pathname === '/api/siteeditor') {
        const input = JSON.parse(body) as { environment: string; changes: Record<string, unknown> };
        const doc = docs[input.environment];
        if (doc) {
          revision++;
          docs[input.environment] = { settings: { ...doc.settings, ...input.changes }, hash: `hash-${input.environment}-${revision}` };
        }
        return send(200, { ...stored(input.environment), changed: true });
      }
      const envWrite = /^\/api\/siteeditor\/setting\/(\w+)$/.exec(url.pathname);
      if (method === 'POST' && envWrite?.[1]) {
        const input = JSON.parse(body) as { settings: Record<string, unknown> };
        revision++;
        docs[envWrite[1]] = { settings: input.settings, hash: `hash-${envWrite[1]}-${revision}` };
        return send(200, { ...stored(envWrite[1]), changed: true });
      }
      send(404, { code: 'translate.base.error.not-found', message: `No ${method} ${url.pathname}`, details: null });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    docs,
    answer: (method, path, status, body) => void overrides.set(`${method} ${path}`, { status, body }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
