import { useCallback, useState, type ReactNode } from 'react';
import { isConflict } from '../views/save-error';
import { ForceSaveDialog } from '../ui/ForceSaveDialog';

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

interface Pending {
  save: ForceableSave;
  /** The element that started the save: the focus goes back there when the dialog closes. */
  opener: HTMLElement | null;
}

export function useForceSave(onError: (error: unknown) => void): ForceSave {
  const [pending, setPending] = useState<Pending | null>(null);

  const run = useCallback(
    async (save: ForceableSave) => {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      try {
        await save(false);
      } catch (error) {
        if (isConflict(error)) setPending({ save, opener });
        else onError(error);
      }
    },
    [onError],
  );

  const confirm = () => {
    const save = pending?.save;
    setPending(null);
    if (save) save(true).catch(onError);
  };

  const dialog = pending && (
    <ForceSaveDialog opener={pending.opener} onConfirm={confirm} onCancel={() => setPending(null)} />
  );
  return { run, dialog };
}
