import { useCallback } from 'react';
import { useErrorText } from '../renderer';
import { saveError } from './force-save';

/** The one text every editing view shows for a failed save: `saveError` through the site's mapping of failures. */
export function useSaveErrorMessage(): (error: unknown) => string {
  const errorText = useErrorText();
  return useCallback((error: unknown) => errorText(saveError(error)), [errorText]);
}
