import { errorCodeTable, errorCodes, type ErrorCode } from '../schemas/index.js';

export type { ErrorCode };

/** A catalogue entry: the code with the status and English message that schemas/api/error-codes.json gives it. */
const entry = <C extends ErrorCode>(code: C) => ({ code, ...errorCodeTable[code] });

/**
 * The one catalogue of coded errors, by the name the server throws them with. Codes, statuses and messages come
 * from schemas/api/error-codes.json (generated into schemas: `errorCodes`, `errorCodeTable`), which the client
 * reads too.
 */
export const errorCatalogue = {
  badRequest: entry(errorCodes.badRequest),
  invalidProps: entry(errorCodes.componentSettingsInvalid),
  invalidSettings: entry(errorCodes.siteSettingsInvalid),
  invalidTranslationKey: entry(errorCodes.translationInvalidKey),
  unauthorized: entry(errorCodes.unauthorized),
  forbidden: entry(errorCodes.forbidden),
  notFound: entry(errorCodes.notFound),
  componentConflict: entry(errorCodes.componentSettingsConflict),
  settingsConflict: entry(errorCodes.siteSettingsConflict),
  pushConflict: entry(errorCodes.pushConflict),
  qaRunActive: entry(errorCodes.qaRunActive),
  evaluationUnavailable: entry(errorCodes.evaluationUnavailable),
  evaluationSubmitted: entry(errorCodes.evaluationSubmitted),
  meetingConflict: entry(errorCodes.meetingConflict),
  meetingCancelled: entry(errorCodes.meetingCancelled),
  // My schedule, RSVP and nominations (server/schedule, docs/behaviour/errors-and-limits.md).
  scheduleDisabled: entry(errorCodes.scheduleDisabled),
  cannotBeScheduled: entry(errorCodes.scheduleCannotBeScheduled),
  alreadyOnSchedule: entry(errorCodes.scheduleAlreadyPresent),
  notOnSchedule: entry(errorCodes.scheduleNotPresent),
  mandatorySession: entry(errorCodes.scheduleMandatory),
  needsOwnButton: entry(errorCodes.scheduleNeedsOwnButton),
  inPersonOnly: entry(errorCodes.scheduleInPersonOnly),
  scheduleNotShared: entry(errorCodes.scheduleNotShared),
  rsvpNotOpen: entry(errorCodes.rsvpNotOpen),
  rsvpClosed: entry(errorCodes.rsvpClosed),
  rsvpFull: entry(errorCodes.rsvpFull),
  rsvpRestricted: entry(errorCodes.rsvpRestricted),
  rsvpNotRequired: entry(errorCodes.rsvpNotRequired),
  tooManyRequests: entry(errorCodes.tooManyRequests),
  devSignInDisabled: entry(errorCodes.devSignInDisabled),
  // Sign-in through the identity provider (server/auth/oidc/).
  signInProviderUnavailable: entry(errorCodes.signInProviderUnavailable),
  signInFailed: entry(errorCodes.signInFailed),
  signInNoRole: entry(errorCodes.signInNoRole),
  // Versions: reading or restoring what a change-log entry left (server/changelog/versions.ts).
  changelogUnknownEntry: entry(errorCodes.changelogUnknownEntry),
  changelogNoVersion: entry(errorCodes.changelogNoVersion),
  changelogNoBlock: entry(errorCodes.changelogNoBlock),
  // Preview frames and share links (server/preview): tampered 403, expired or revoked 410, writes 403.
  previewInvalid: entry(errorCodes.previewInvalid),
  previewExpired: entry(errorCodes.previewExpired),
  previewRevoked: entry(errorCodes.previewRevoked),
  previewReadOnly: entry(errorCodes.previewReadOnly),
  previewOtherPage: entry(errorCodes.previewOtherPage),
  // Notification rules (server/notifications): an edit based on a version someone else has changed since.
  notificationRuleConflict: entry(errorCodes.notificationRuleConflict),
  // Live-now ticker (server/ticker): an edit of a message someone else has saved since it was read.
  tickerConflict: entry(errorCodes.tickerConflict),
  // Chat (server/chat): turned off, a second message within the rate limit, an anonymous post the settings refuse.
  chatDisabled: entry(errorCodes.chatDisabled),
  chatRateLimited: entry(errorCodes.chatRateLimited),
  chatAnonymousNotAllowed: entry(errorCodes.chatAnonymousNotAllowed),
  chatTokenInvalid: entry(errorCodes.chatTokenInvalid),
  // Idempotency keys of writes (server/http/idempotency.ts): a key reused for another request, or a repeat that
  // arrives while the first request with the key is still running.
  idempotencyKeyReused: entry(errorCodes.idempotencyKeyReused),
  idempotencyInProgress: entry(errorCodes.idempotencyInProgress),
  internal: entry(errorCodes.internalServerError),
} as const;

export type ErrorName = keyof typeof errorCatalogue;

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
