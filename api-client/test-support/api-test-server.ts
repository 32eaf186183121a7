/**
 * A local HTTP server with canned answers, for the HTTP layer's own tests: what the real API (test-support/real-api)
 * cannot be steered into (a 429 with a plain-text body, an unreadable answer, a static copy beside a failing API,
 * ETags). The client talks to it with the real global fetch, so headers, status codes and bodies cross a real socket.
 * Coded errors are typed by the API's schema (ApiErrorBody).
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import type { ApiErrorBody } from '../../schemas/api-types';
import { clearSession } from '../auth/session-store';
import { resetApiClientConfig } from '../config';
import { clearEtagCache } from '../http';
import { resetStaticFallbackState } from '../static-fallback';
import { perTestFile } from './per-file';

export interface RecordedRequest {
  method: string;
  /** Path and query, as received. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type TestHandler = (request: RecordedRequest, response: ServerResponse) => void;

export interface ApiTestServer {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  requests: RecordedRequest[];
  /** Registers the handler of `METHOD /path` (the path without query). Later registrations win. */
  on(method: string, path: string, handler: TestHandler): void;
  /** Requests whose path (without query) is `path`. */
  requestsTo(path: string): RecordedRequest[];
  reset(): void;
  close(): Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** A coded error as the API sends it (`{ code, message, details }`). */
export function sendError(response: ServerResponse, status: number, body: ApiErrorBody): void {
  sendJson(response, status, body);
}

export function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(text);
}

function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? url;
}

export async function startApiTestServer(): Promise<ApiTestServer> {
  const handlers = new Map<string, TestHandler>();
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const handler = handlers.get(`${recorded.method} ${pathOf(recorded.url)}`);
      if (handler) handler(recorded, res);
      else sendJson(res, 404, { code: 'test.not-found', message: `No handler for ${recorded.method} ${recorded.url}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    on: (method, path, handler) => void handlers.set(`${method} ${path}`, handler),
    requestsTo: (path) => requests.filter((r) => pathOf(r.url) === path),
    reset: () => {
      handlers.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** An origin where nothing listens: a closed port, for network-error paths. */
export async function unusedOrigin(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/**
 * The canned server for one test file: started in beforeAll, closed in afterAll; after each test its handlers and
 * records go, and so do the client's session, ETags, configuration and static-fallback state. The answer stands for
 * the running server once beforeAll has run.
 */
export function apiTestServerPerFile(): ApiTestServer {
  const server = perTestFile('The test server', startApiTestServer);
  afterEach(() => {
    server.reset();
    clearSession();
    clearEtagCache();
    resetApiClientConfig();
    resetStaticFallbackState();
  });
  return server;
}
