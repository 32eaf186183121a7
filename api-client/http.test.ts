import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { saveSession } from './auth/session-store';
import { configureApiClient } from './config';
import { PREVIEW_DATE_HEADER } from '../schemas';
import { apiRequest, setApiPreviewDate, subscribeApiErrorNotices } from './http';
import { apiTestServerPerFile, sendJson, sendText, unusedOrigin } from './test-support/api-test-server';

const server = apiTestServerPerFile();
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();


function useServer(): void {
  configureApiClient({ baseUrl: `${server.origin}/api` });
}

describe('apiRequest against a real server', () => {
  it('sends JSON and reads JSON', async () => {
    useServer();
    server.on('POST', '/api/echo', (req, res) => sendJson(res, 200, { got: JSON.parse(req.body) }));
    const answer = await apiRequest<{ got: unknown }>('/echo', { method: 'POST', body: { a: 1 } });
    expect(answer).toEqual({ got: { a: 1 } });
    const [request] = server.requestsTo('/api/echo');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('application/json');
  });

  it('adds query parameters and skips empty ones', async () => {
    useServer();
    server.on('GET', '/api/content/home--live', (_req, res) => sendJson(res, 200, {}));
    await apiRequest('/content/home--live', { query: { env: 'uat', missing: undefined } });
    expect(server.requests[0]?.url).toBe('/api/content/home--live?env=uat');
  });

  it('sends the bearer token on private paths and never on public ones', async () => {
    useServer();
    saveSession('tok-123', { scopes: ['attendee'] }, inAnHour());
    server.on('GET', '/api/siteeditor', (_req, res) => sendJson(res, 200, {}));
    server.on('GET', '/api/settings', (_req, res) => sendJson(res, 200, {}));
    server.on('GET', '/api/session/1', (_req, res) => sendJson(res, 200, {}));
    server.on('GET', '/api/token/access', (_req, res) => sendJson(res, 200, {}));
    server.on('GET', '/api/token/chat', (_req, res) => sendJson(res, 200, {}));
    await apiRequest('/siteeditor');
    await apiRequest('/settings');
    await apiRequest('/session/1');
    await apiRequest('/token/access');
    await apiRequest('/token/chat');
    expect(server.requestsTo('/api/siteeditor')[0]?.headers.authorization).toBe('Bearer tok-123');
    expect(server.requestsTo('/api/settings')[0]?.headers.authorization).toBeUndefined();
    expect(server.requestsTo('/api/session/1')[0]?.headers.authorization).toBeUndefined();
    expect(server.requestsTo('/api/token/access')[0]?.headers.authorization).toBe('Bearer tok-123');
    expect(server.requestsTo('/api/token/chat')[0]?.headers.authorization).toBeUndefined();
  });

  it("sends this tab's preview date, with the editor's token on public paths too, until it is cleared", async () => {
    useServer();
    saveSession('editor-token', { scopes: ['contenteditor'] }, inAnHour());
    server.on('GET', '/api/session', (_req, res) => sendJson(res, 200, {}));
    setApiPreviewDate(new Date('2027-05-19T20:00:00Z'));
    try {
      await apiRequest('/session', { query: { liveAndUpcoming: true } });
    } finally {
      setApiPreviewDate(null);
    }
    await apiRequest('/session', { query: { liveAndUpcoming: true } });
    const [previewed, plain] = server.requestsTo('/api/session');
    expect(previewed?.headers[PREVIEW_DATE_HEADER]).toBe('2027-05-19T20:00:00.000Z');
    expect(previewed?.headers.authorization).toBe('Bearer editor-token');
    expect(plain?.headers[PREVIEW_DATE_HEADER]).toBeUndefined();
    expect(plain?.headers.authorization).toBeUndefined();
  });

  it('does not send an expired token', async () => {
    useServer();
    saveSession('old-token', { scopes: ['attendee'] }, new Date(Date.now() - 1000).toISOString());
    server.on('GET', '/api/siteeditor', (_req, res) => sendJson(res, 200, {}));
    await apiRequest('/siteeditor');
    expect(server.requestsTo('/api/siteeditor')[0]?.headers.authorization).toBeUndefined();
  });

  it('turns the server coded error into an ApiError', async () => {
    useServer();
    server.on('PUT', '/api/content/home', (_req, res) =>
      sendJson(res, 409, {
        code: 'translate.base.error.component-settings.conflict',
        message: 'Conflict',
        details: { currentHash: 'abc' },
      }),
    );
    const error = await apiRequest('/content/home', { method: 'PUT', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'translate.base.error.component-settings.conflict',
      message: 'Conflict',
      details: { currentHash: 'abc' },
      path: '/content/home',
      method: 'PUT',
    });
  });

  it('surfaces a 429 plain-text body as the error message and notifies the UI', async () => {
    useServer();
    const body = 'Rate limit exceeded, retry in 1 minute';
    server.on('PUT', '/api/content/home', (_req, res) => sendText(res, 429, body));
    const shown: ApiError[] = [];
    const stop = subscribeApiErrorNotices((e) => shown.push(e));
    const error = await apiRequest('/content/home', { method: 'PUT', body: {} }).catch((e: unknown) => e);
    stop();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(body);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).code).toBe(CLIENT_ERROR_CODES.rateLimited);
    expect(shown.map((e) => e.message)).toEqual([body]);
  });

  it('does not show a 429 of /ping to the user', async () => {
    useServer();
    server.on('GET', '/api/ping', (_req, res) => sendText(res, 429, 'slow down'));
    const shown: ApiError[] = [];
    const stop = subscribeApiErrorNotices((e) => shown.push(e));
    const error = await apiRequest('/ping').catch((e: unknown) => e);
    stop();
    expect((error as ApiError).status).toBe(429);
    expect(shown).toEqual([]);
  });

  it('reports a 500 without a coded body with its status', async () => {
    useServer();
    server.on('GET', '/api/version', (_req, res) => sendText(res, 500, ''));
    const error = (await apiRequest('/version').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.code).toBe(CLIENT_ERROR_CODES.http);
    expect(error.isUnavailable).toBe(true);
  });

  it('reports a refused connection as a network error (status 0)', async () => {
    configureApiClient({ baseUrl: `${await unusedOrigin()}/api` });
    const error = (await apiRequest('/version').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.code).toBe(CLIENT_ERROR_CODES.network);
    expect(error.isUnavailable).toBe(true);
  });

  it('revalidates with If-None-Match and reuses the body on 304', async () => {
    useServer();
    let served = 0;
    server.on('GET', '/api/content/home--live', (req, res) => {
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304, { ETag: '"v1"' });
        res.end();
        return;
      }
      served += 1;
      sendJson(res, 200, { id: 'home--live' }, { ETag: '"v1"' });
    });
    const first = await apiRequest('/content/home--live');
    const second = await apiRequest('/content/home--live');
    expect(first).toEqual({ id: 'home--live' });
    expect(second).toEqual({ id: 'home--live' });
    expect(served).toBe(1);
    const requests = server.requestsTo('/api/content/home--live');
    expect(requests[0]?.headers['if-none-match']).toBeUndefined();
    expect(requests[1]?.headers['if-none-match']).toBe('"v1"');
  });

  it('answers undefined for 204', async () => {
    useServer();
    server.on('DELETE', '/api/thing', (_req, res) => {
      res.writeHead(204);
      res.end();
    });
    await expect(apiRequest('/thing', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});
