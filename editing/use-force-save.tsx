import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ForceSaveDialog } from './ForceSaveDialog';
import { conflictFields, isConflict, type ConflictField, type Resolutions } from './force-save';
import { MergeConflictDialog } from './MergeConflictDialog';

/**
 * A save that can be retried with force: `force` is false first, true after the user confirmed. What follows a
 * successful save (a toast, closing a view) belongs inside it, so it runs after the forced retry too. Content saves
 * also take `resolutions`: the editor's choice per field both editors changed, sent with the same save.
 */
export type ForceableSave = (force: boolean, resolutions?: Resolutions) => Promise<unknown>;

export interface ForceSave {
  /**
   * Runs the save. Every failure, of the first try or of the retry, goes to onError (the view shows the one error
   * text); a conflict (isConflict) also opens the force-save dialog: confirm retries with force, cancel drops it.
   * Resolves once the first try is answered.
   */
  run: (save: ForceableSave) => Promise<void>;
  /** A run's first try is out: the view's save or push button says so (a retry from the dialog does not count). */
  running: boolean;
  /** Render this where the dialog belongs. */
  dialog: ReactNode;
}

interface Pending {
  save: ForceableSave;
  /** The element that started the save: the focus goes back there when the dialog closes. */
  opener: HTMLElement | null;
  /** The fields both editors changed, when the server merged the rest (else the plain force-save question). */
  fields: ConflictField[];
}

/**
 * The one force-save flow of the editing UI (docs/behaviour/editor.md, Force save): every save and push that can meet a conflict
 * runs through it, whatever it writes; the write itself is a mutation hook of api-client.
 */
export function useForceSave(onError: (error: unknown) => void): ForceSave {
  const [pending, setPending] = useState<Pending | null>(null);
  const [running, setRunning] = useState(false);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const attempt = useCallback(async (save: ForceableSave, opener: HTMLElement | null, resolutions?: Resolutions) => {
    try {
      await save(false, resolutions);
    } catch (error) {
      onErrorRef.current(error);
      if (isConflict(error)) setPending({ save, opener, fields: conflictFields(error) });
    }
  }, []);

  const run = useCallback(
    async (save: ForceableSave) => {
      setRunning(true);
      try {
        await attempt(save, document.activeElement instanceof HTMLElement ? document.activeElement : null);
      } finally {
        setRunning(false);
      }
    },
    [attempt],
  );

  const confirm = () => {
    const save = pending?.save;
    setPending(null);
    if (save) save(true).catch((error: unknown) => onErrorRef.current(error));
  };

  // A resolved save can meet a newer conflict (someone saved again meanwhile): it opens the dialog again.
  const resolve = (resolutions: Resolutions) => {
    if (!pending) return;
    setPending(null);
    void attempt(pending.save, pending.opener, resolutions);
  };

  const dialog =
    pending &&
    (pending.fields.length > 0 ? (
      <MergeConflictDialog
        fields={pending.fields}
        opener={pending.opener}
        onResolve={resolve}
        onForce={confirm}
        onCancel={() => setPending(null)}
      />
    ) : (
      <ForceSaveDialog opener={pending.opener} onConfirm={confirm} onCancel={() => setPending(null)} />
    ));
  return { run, running, dialog };
}
