/** docs/behaviour/settings.md, "Site editor save outcome". */
export type SaveOutcome = 'none' | 'no-change' | 'saved' | 'invalid' | 'error';

/**
 * The outcome decided before any request: invalid fields give invalid (nothing is sent), no modified setting gives
 * no-change; null means the save goes ahead (and its answer gives saved or error).
 */
export function outcomeBeforeSave(invalidFields: number, changedNames: readonly string[]): 'invalid' | 'no-change' | null {
  if (invalidFields > 0) return 'invalid';
  if (changedNames.length === 0) return 'no-change';
  return null;
}
