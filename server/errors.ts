/**
 * The one catalogue of coded errors. The codes are also written to
 * schemas/api/error-codes.json (errors.test.ts keeps both equal) so the client shares them.
 */
export const errorCatalogue = {
  badRequest: { status: 400, code: 'translate.base.error.bad-request', message: 'The request is not valid.' },
  invalidProps: { status: 400, code: 'translate.base.error.component-settings.invalid', message: 'The block properties are not valid.' },
  invalidSettings: { status: 400, code: 'translate.base.error.site-settings.invalid', message: 'The site settings are not valid.' },
  invalidTranslationKey: { status: 400, code: 'translate.base.error.translation.invalid-key', message: 'Translation keys start with translate. and contain only letters, digits, dots and hyphens.' },
  unauthorized: { status: 401, code: 'translate.base.error.unauthorized', message: 'Sign-in required.' },
  forbidden: { status: 403, code: 'translate.base.error.forbidden', message: 'You do not have the scope this call needs.' },
  notFound: { status: 404, code: 'translate.base.error.not-found', message: 'Not found.' },
  componentConflict: { status: 409, code: 'translate.base.error.component-settings.conflict', message: 'The content changed since it was read.' },
  settingsConflict: { status: 409, code: 'translate.base.error.site-settings.conflict', message: 'The site settings changed since they were read.' },
  pushConflict: { status: 409, code: 'translate.base.error.push.conflict', message: 'The target environment changed since it was read.' },
  tooManyRequests: { status: 429, code: 'translate.base.error.too-many-requests', message: 'Too many requests, please retry later.' },
  devSignInDisabled: { status: 404, code: 'translate.base.error.dev-sign-in-disabled', message: 'Development sign-in is disabled.' },
  internal: { status: 500, code: 'translate.base.error.internal-server-error', message: 'Something went wrong.' },
} as const;

export type ErrorName = keyof typeof errorCatalogue;
export type ErrorCode = (typeof errorCatalogue)[ErrorName]['code'];

export interface ErrorBody {
  code: string;
  message: string;
  details: unknown;
}

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly details: unknown;
  constructor(name: ErrorName, details: unknown = null, message?: string) {
    const entry = errorCatalogue[name];
    super(message ?? entry.message);
    this.statusCode = entry.status;
    this.code = entry.code;
    this.details = details;
  }
  toBody(): ErrorBody {
    return { code: this.code, message: this.message, details: this.details };
  }
}

/** Code -> HTTP status, the shape written to schemas/api/error-codes.json. */
export function errorCodeTable(): Record<string, { status: number; message: string }> {
  return Object.fromEntries(
    Object.values(errorCatalogue).map((e) => [e.code, { status: e.status, message: e.message }]),
  );
}
