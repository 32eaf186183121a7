import { useCallback, useState, type ReactNode } from 'react';
import { isConflict } from '../views/save-error';
import { ForceSaveDialog } from './ForceSaveDialog';

/** A save that can be retried with force: `force` is false first, true after the user confirmed. */
export type ForceableSave = (force: boolean) => Promise<void>;

export interface ForceSave {
  /**
   * Runs the save; a 409 opens the force-save dialog (confirm retries with force, cancel drops it). Other
   * failures, of the first try or of the retry, go to onError.
   */
  run: (save: ForceableSave) => Promise<void>;
  /** Render this where the dialog belongs. */
  dialog: ReactNode;
}

export function useForceSave(onError: (error: unknown) => void): ForceSave {
  const [pending, setPending] = useState<ForceableSave | null>(null);

  const run = useCallback(
    async (save: ForceableSave) => {
      try {
        await save(false);
      } catch (error) {
        if (isConflict(error)) setPending(() => save);
        else onError(error);
      }
    },
    [onError],
  );

  const confirm = () => {
    const save = pending;
    setPending(null);
    if (save) save(true).catch(onError);
  };

  const dialog = <ForceSaveDialog open={pending !== null} onConfirm={confirm} onCancel={() => setPending(null)} />;
  return { run, dialog };
}
