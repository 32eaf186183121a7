import type { TFunction } from '../../renderer';
import { isApiError } from '../../api-client';
import { EditorActionError } from '../actions/errors';

export const CONFLICT_CODE = 'translate.base.error.component-settings.conflict';
const INTERNAL_CODE = 'translate.base.error.internal-server-error';

/** True for the 409 answer a save gets when the content changed since it was read. */
export function isConflict(error: unknown): boolean {
  return isApiError(error) && (error.code === CONFLICT_CODE || error.status === 409);
}

/** The translated text of a failure (spec 001 section 8: editor errors show the translated message). */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof EditorActionError) return t(error.code, { defaultValue: error.message });
  if (isApiError(error)) {
    if (error.status === 409) return t(CONFLICT_CODE, { defaultValue: error.message });
    if (error.code.startsWith('translate.')) return t(error.code, { defaultValue: error.message });
    return error.message;
  }
  return t(INTERNAL_CODE);
}
