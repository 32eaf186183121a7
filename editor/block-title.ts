import { useCallback } from 'react';
import { useTranslation } from '../renderer';

/**
 * A block type's name in the editor's language: its schema's title (English) under the key
 * `translate.block-titles.<type>`, which editors can translate like any UI text.
 */
export function useBlockTitle(): (type: string, english: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (type: string, english: string) => t(`translate.block-titles.${type.replace(/[^A-Za-z0-9-]/g, '-')}`, { defaultValue: english }),
    [t],
  );
}
