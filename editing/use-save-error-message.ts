import { useCallback } from 'react';
import { useTranslation } from '../renderer';
import { saveErrorText } from './force-save';

/** saveErrorText, translated: the one text every editing view shows for a failed save. */
export function useSaveErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const { key, text } = saveErrorText(error);
      return String(t(key, { defaultValue: text }));
    },
    [t],
  );
}
