import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, testApp } from '../test-support.js';
import { RESOURCE_CSP, SECURITY_HEADERS, SITE_CSP, WORKER_CSP, registerSecurityHeaders } from './security-headers.js';
import { createHash } from 'node:crypto';
import { BOOT_LOADER, BOOT_LOADER_CSP } from '../ssr/boot-loader';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  registerSecurityHeaders(app);
  // Routes in a child plugin, as buildApp registers /api: the root hook must still reach them.
  await app.register(async (api) => {
    api.get('/json', async () => ({ ok: true }));
    api.get('/fails', async () => {
      throw new Error('boom');
    });
    api.get('/own-csp', async (_req, reply) => reply.header('Content-Security-Policy', "default-src 'none'").send('x'));
  }, { prefix: '/api' });
  app.get('/page', async (_req, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><title>x</title>'));
  app.get('/sw.js', async (_req, reply) => reply.type('text/javascript').send('// worker'));
  app.get('/logo.svg', async (_req, reply) => reply.type('image/svg+xml').send('<svg xmlns="http://www.w3.org/2000/svg"/>'));
});
afterAll(() => app.close());

const directives = (csp: string) => new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k as string, v]));

describe('security headers', () => {
  it('gives pages a CSP without unsafe-eval or inline scripts but the boot loader, by its hash', async () => {
    const res = await app.inject({ url: '/page' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toBe(SITE_CSP);
    const d = directives(csp);
    expect(d.get('script-src')).toEqual(["'self'", BOOT_LOADER_CSP]);
    expect(BOOT_LOADER_CSP).toBe(`'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`);
    expect(csp).not.toContain('unsafe-eval');
    expect(d.get('script-src')).not.toContain("'unsafe-inline'");
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('connect-src')).toEqual(["'self'"]);
    // The editor's preview view frames the site's own pages, also over http.
    expect(d.get('frame-src')).toEqual(["'self'", 'https:']);
    // Images from the site, data: URIs and configured media hosts only, not any https host:
    // blob: URLs the page's own script made (the QA captures, fetched with the editor's token) show too.
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('sends the hardening headers on pages, JSON, errors, 404s and SVG', async () => {
    for (const url of ['/page', '/api/json', '/api/fails', '/nowhere', '/logo.svg']) {
      const res = await app.inject({ url });
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name.toLowerCase()], `${name} on ${url}`).toBe(value);
    }
    expect((await app.inject({ url: '/api/fails' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/nowhere' })).statusCode).toBe(404);
  });

  it('lets nothing run in non-page answers (an SVG opened directly runs no script)', async () => {
    expect((await app.inject({ url: '/logo.svg' })).headers['content-security-policy']).toBe(RESOURCE_CSP);
    expect((await app.inject({ url: '/api/json' })).headers['content-security-policy']).toBe(RESOURCE_CSP);
  });

  it("lets the service worker's script fetch from the site only (its CSP is the worker's own policy)", async () => {
    const csp = (await app.inject({ url: '/sw.js?v=1' })).headers['content-security-policy'];
    expect(csp).toBe(WORKER_CSP);
    expect(directives(String(csp)).get('connect-src')).toEqual(["'self'"]);
    expect(directives(String(csp)).get('default-src')).toEqual(["'none'"]);
  });

  it('keeps a policy a route set itself', async () => {
    expect((await app.inject({ url: '/api/own-csp' })).headers['content-security-policy']).toBe("default-src 'none'");
  });

  it('is registered by buildApp: API answers and errors carry the headers', async () => {
    const store = await createTestStore();
    const real = await testApp(store.db);
    try {
      for (const url of ['/api/ping', '/api/nowhere', '/api/siteeditor']) {
        const res = await real.inject({ url });
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name.toLowerCase()], `${name} on ${url}`).toBe(value);
        expect(res.headers['content-security-policy']).toBe(RESOURCE_CSP);
      }
    } finally {
      await real.close();
      await store.drop();
    }
  });
});
