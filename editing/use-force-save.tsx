import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ForceSaveDialog } from './ForceSaveDialog';
import { isConflict } from './force-save';

/**
 * A save that can be retried with force: `force` is false first, true after the user confirmed. What follows a
 * successful save (a toast, closing a view) belongs inside it, so it runs after the forced retry too.
 */
export type ForceableSave = (force: boolean) => Promise<unknown>;

export interface ForceSave {
  /**
   * Runs the save. Every failure, of the first try or of the retry, goes to onError (the view shows the one error
   * text); a conflict (isConflict) also opens the force-save dialog: confirm retries with force, cancel drops it.
   * Resolves once the first try is answered.
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

/**
 * The one force-save flow of the editing UI (spec 001 section 8): every save and push that can meet a conflict
 * runs through it, whatever it writes; the write itself is a mutation hook of api-client.
 */
export function useForceSave(onError: (error: unknown) => void): ForceSave {
  const [pending, setPending] = useState<Pending | null>(null);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const run = useCallback(async (save: ForceableSave) => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    try {
      await save(false);
    } catch (error) {
      onErrorRef.current(error);
      if (isConflict(error)) setPending({ save, opener });
    }
  }, []);

  const confirm = () => {
    const save = pending?.save;
    setPending(null);
    if (save) save(true).catch((error: unknown) => onErrorRef.current(error));
  };

  const dialog = pending && (
    <ForceSaveDialog opener={pending.opener} onConfirm={confirm} onCancel={() => setPending(null)} />
  );
  return { run, dialog };
}
