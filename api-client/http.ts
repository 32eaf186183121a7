/**
 * The one place that calls `fetch`. JSON in and out, the bearer token on every call except the public
 * paths, coded errors, the 429 plain-text rule, ETag revalidation, and the read of static JSON copies.
 */
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { getValidToken } from './auth/session-store';
import { getApiClientConfig } from './config';
import { isPingPath, isPublicPath } from './public-paths';
import { PREVIEW_DATE_HEADER } from '../schemas';
import { getPreviewMode, PREVIEW_TOKEN_HEADER } from './preview-mode';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  /** Never send the token, even on a private path (the sign-in call itself). */
  anonymous?: boolean;
  /**
   * Send the token when there is one, even on a public path: public answers that depend on the viewer (the
   * catalog's in-person-only sessions, rooms, filter overrides by scope) need to know who asks.
   */
  identified?: boolean;
  /** A write's Idempotency-Key (api-client/offline/): the server applies a write with a key once. */
  idempotencyKey?: string;
}

type ErrorNoticeListener = (error: ApiError) => void;
const noticeListeners = new Set<ErrorNoticeListener>();

/**
 * Errors the UI must show as they are (docs/behaviour/calls.md: a 429's plain-text body, except for /ping).
 * The shell subscribes once and turns them into error toasts.
 */
export function subscribeApiErrorNotices(listener: ErrorNoticeListener): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

/** True when the UI should show this error's message to the user as an error. */
export function isShownError(error: ApiError): boolean {
  return error.status === 429 && !isPingPath(error.path);
}

// The date this tab previews the site at (the phase switcher's Apply (Local)), sent with every call so the API judges
// time as the tab's pages do; the server honours it for content editors only (server/http/event-clock.ts).
let previewDate: string | null = null;

/** Sets (or clears, null) the preview date every following call carries. The browser's tab only: never on the server. */
export function setApiPreviewDate(date: Date | null): void {
  previewDate = date ? date.toISOString() : null;
}

// ETag revalidation: answers to GETs are kept by URL and token so a 304 can reuse them.
interface CachedAnswer {
  etag: string;
  body: unknown;
}
const MAX_ETAG_ENTRIES = 200;
const etagCache = new Map<string, CachedAnswer>();

export function clearEtagCache(): void {
  etagCache.clear();
}

function rememberEtag(key: string, answer: CachedAnswer): void {
  etagCache.delete(key);
  etagCache.set(key, answer);
  if (etagCache.size > MAX_ETAG_ENTRIES) {
    const oldest = etagCache.keys().next().value;
    if (oldest !== undefined) etagCache.delete(oldest);
  }
}

function queryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The configured transport (server rendering's in-process one) or the global fetch, read at call time. */
function send(url: string, init: RequestInit): Promise<Response> {
  const transport = getApiClientConfig().fetch;
  return transport ? transport(url, init) : fetch(url, init);
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function networkError(path: string, method: string, cause: unknown): ApiError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new ApiError({
    status: 0,
    code: CLIENT_ERROR_CODES.network,
    message: `Network error: ${reason}`,
    path,
    method,
  });
}

function isCodedErrorBody(value: unknown): value is { code: string; message: string; details?: unknown } {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && typeof v.message === 'string';
}

async function errorFromResponse(response: Response, path: string, method: string): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  if (response.status === 429) {
    // The rate limiter answers plain text, and that text is what the user is shown.
    const message = text.trim() || 'Too many requests';
    return new ApiError({ status: 429, code: CLIENT_ERROR_CODES.rateLimited, message, path, method });
  }
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (isCodedErrorBody(parsed)) {
    return new ApiError({
      status: response.status,
      code: parsed.code,
      message: parsed.message,
      details: parsed.details,
      path,
      method,
    });
  }
  return new ApiError({
    status: response.status,
    code: CLIENT_ERROR_CODES.http,
    message: text.trim() || `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
    path,
    method,
  });
}

async function readJson(response: Response, path: string, method: string): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError({
      status: response.status,
      code: CLIENT_ERROR_CODES.badResponse,
      message: `The answer to ${method} ${path} is not JSON`,
      path,
      method,
    });
  }
}

/**
 * Calls the API at `path` (relative to the base, e.g. `/content/home--live`) and answers its JSON.
 * Rejects with an ApiError; a 429 is also reported to `subscribeApiErrorNotices` listeners.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = `${getApiClientConfig().baseUrl}${path}${queryString(options.query)}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  // A previewing tab names its editor on public paths too: only an editor's preview date counts.
  const token = options.anonymous || (isPublicPath(path) && !options.identified && previewDate === null) ? null : getValidToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (previewDate !== null && !options.anonymous) headers[PREVIEW_DATE_HEADER] = previewDate;
  // A preview tab (preview-mode.ts) sends its signed grant on every call and holds no token of its own.
  const preview = getPreviewMode();
  if (preview) headers[PREVIEW_TOKEN_HEADER] = preview.token;

  const cacheKey = `${url}\n${token ?? ''}\n${previewDate ?? ''}\n${preview?.token ?? ''}`;
  const cached = method === 'GET' ? etagCache.get(cacheKey) : undefined;
  if (cached) headers['If-None-Match'] = cached.etag;

  let response: Response;
  try {
    response = await send(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError(path, method, error);
  }

  if (response.status === 304 && cached) return cached.body as T;
  if (!response.ok) {
    const error = await errorFromResponse(response, path, method);
    if (isShownError(error)) for (const listener of [...noticeListeners]) listener(error);
    throw error;
  }
  const body = await readJson(response, path, method);
  const etag = response.headers.get('ETag');
  if (method === 'GET' && etag) rememberEtag(cacheKey, { etag, body });
  return body as T;
}

/**
 * Reads one of the static JSON copies exported next to the site (`/static-content/...`). No token:
 * they are plain files, and they are only read when the API cannot answer.
 */
export async function fetchStaticJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const url = `${getApiClientConfig().staticBaseUrl}${path}`;
  let response: Response;
  try {
    response = await send(url, { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError(path, 'GET', error);
  }
  if (!response.ok) throw await errorFromResponse(response, path, 'GET');
  return (await readJson(response, path, 'GET')) as T;
}
