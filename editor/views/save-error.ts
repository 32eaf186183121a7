import { useCallback } from 'react';
import { useTranslation } from '../../renderer';
import { isApiError } from '../../api-client';
import { viewStrings } from './strings';

/** True for the 409 answers that the force-save dialog handles (a block save or a push whose target moved). */
export function isConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

/**
 * The key and English text a failed save shows (spec 001 section 8): a 409 reads as the conflict key; a coded
 * 4xx reads as its own key (the server's English message as default); anything else as internal-server-error.
 */
export function saveErrorText(error: unknown): { key: string; text: string } {
  if (isConflict(error)) {
    const key = 'translate.base.error.component-settings.conflict';
    return { key, text: viewStrings[key] };
  }
  if (isApiError(error) && error.code.startsWith('translate.') && error.status >= 400 && error.status < 500) {
    return { key: error.code, text: error.message };
  }
  const key = 'translate.base.error.internal-server-error';
  return { key, text: viewStrings[key] };
}

/** saveErrorText, translated. */
export function useSaveErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => {
    const { key, text } = saveErrorText(error);
    return String(t(key, { defaultValue: text }));
  }, [t]);
}
