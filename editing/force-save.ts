// The one conflict test and the one error text of every editing save (docs/behaviour/editor.md, Force save): the editor's block and
// page saves, its pushes and phase assignment, and the site tools' writes all read a failure through these.
import { isApiError } from '../api-client';
import { errorCodeTable, errorCodes } from '../schemas';

const CONFLICT_KEY = errorCodes.componentSettingsConflict;
const INTERNAL_KEY = errorCodes.internalServerError;

/**
 * The English defaults of the keys a failed save shows when the server sent no translated code: the messages of the
 * API's error catalogue (schemas/api/error-codes.json).
 */
export const saveErrorStrings = {
  [CONFLICT_KEY]: errorCodeTable[CONFLICT_KEY].message,
  [INTERNAL_KEY]: errorCodeTable[INTERNAL_KEY].message,
} as const;

/**
 * True when a save met a newer version (HTTP 409: a block, page, settings or push target whose hash moved since it
 * was read); the force-save dialog then offers to save over it.
 */
export function isConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

/** A refusal that names its own translation key (the server's coded errors, the editor's refused actions). */
function translatedCode(error: unknown): { code: string; message: string } | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('translate.') ? { code, message: error.message } : null;
}

/**
 * The failure a failed save shows, for the one mapping of failures to text (renderer's useErrorText): a coded refusal
 * as it is (its key, its English message, its details), a conflict without a code of its own (a 409 whose answer was
 * not the server's) as the conflict code, anything else as it is too (the client's network, http and bad-response
 * codes; the generic text for an error with no code).
 */
export function saveError(error: unknown): unknown {
  if (translatedCode(error) === null && isConflict(error)) return { code: CONFLICT_KEY, message: saveErrorStrings[CONFLICT_KEY] };
  return error;
}

/** One field both editors changed, as a merging save's 409 names it (docs/contracts.md, "merging"). */
export interface ConflictField {
  componentId: string;
  /** `props.heading`, `parentId`, `(block)` (removed on one side, changed on the other) or `(order)`. */
  path: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

/** The editor's choice per conflicting field, sent with the save again: by block id, then by path. */
export type Resolutions = Record<string, Record<string, 'mine' | 'theirs'>>;

function isConflictField(value: unknown): value is ConflictField {
  const v = value as Partial<ConflictField> | null;
  return typeof v === 'object' && v !== null && typeof v.componentId === 'string' && typeof v.path === 'string';
}

/** The fields a conflict can be resolved by, one by one; empty when the server could not merge at all. */
export function conflictFields(error: unknown): ConflictField[] {
  if (!isConflict(error) || !isApiError(error)) return [];
  const fields = (error.details as { fields?: unknown } | null)?.fields;
  return Array.isArray(fields) ? fields.filter(isConflictField) : [];
}
