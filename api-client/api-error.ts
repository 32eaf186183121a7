import type { errorCodes } from '../schemas';

/** Codes the client gives to failures that carry no server error body. */
export const CLIENT_ERROR_CODES = {
  /** fetch itself failed: offline, DNS, refused connection, CORS. */
  network: 'client.network-error',
  /**
   * HTTP 429: the plain-text body is the message; the code is the server catalogue's (server/errors.ts), checked
   * against the generated catalogue's type: a value import of the catalogue would put its English message table in the
   * attendee bundle (0.4 kB gzip) for this one string.
   */
  rateLimited: 'translate.base.error.too-many-requests' satisfies (typeof errorCodes)['tooManyRequests'],
  /** An error status whose body is not the server's `{ code, message, details }`. */
  http: 'client.http-error',
  /** A success status whose body is not valid JSON. */
  badResponse: 'client.bad-response',
} as const;

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  details?: unknown;
  path: string;
  method: string;
}

/**
 * Every failed call rejects with one of these. `status` is 0 for a network failure.
 * `code`, `message`, `details` come from the server's coded error when it sent one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly path: string;
  readonly method: string;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? null;
    this.path = init.path;
    this.method = init.method;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** 4xx: the request itself was refused; repeating it will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  /** Network failure or 5xx: the API is unavailable, so reads may fall back to static copies. */
  get isUnavailable(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
