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
 * The key and English text a failed save shows: a coded refusal reads as its own key (its English message as the
 * default), a conflict without one as the conflict key, anything else (network, unreadable answers) as
 * internal-server-error.
 */
export function saveErrorText(error: unknown): { key: string; text: string } {
  const coded = translatedCode(error);
  if (coded) return { key: coded.code, text: coded.message };
  if (isConflict(error)) return { key: CONFLICT_KEY, text: saveErrorStrings[CONFLICT_KEY] };
  return { key: INTERNAL_KEY, text: saveErrorStrings[INTERNAL_KEY] };
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
