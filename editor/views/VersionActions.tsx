import { useCallback, useId, useState, type ReactNode } from 'react';
import { useContentVersion, type ChangelogEntry } from '../../api-client/editing';
import { useForceSave, useSaveErrorMessage, type ForceableSave } from '../../editing';
import { showToast, useTranslation } from '../../renderer';
import { Button } from '../../ui';
import { viewStrings } from './strings';

/** A saved version's Preview toggle and Restore button, then `note` and what went wrong restoring it. */
export function VersionActions({ previewId, open, onToggle, restoring, disabled, onRestore, note, error }: {
  previewId: string;
  open: boolean;
  onToggle: () => void;
  restoring: boolean;
  /** Restore is off (besides while restoring). */
  disabled?: boolean;
  onRestore: () => void;
  note?: ReactNode;
  error: string | null;
}) {
  const { t } = useTranslation(viewStrings);
  return (
    <>
      <div className="data-view__actions">
        <Button size="sm" aria-expanded={open} aria-controls={previewId} onClick={onToggle}>
          {open ? t('translate.base.component-settings.changelog.hide-preview') : t('translate.base.component-settings.changelog.preview')}
        </Button>
        <Button size="sm" variant="primary" onClick={onRestore} disabled={restoring || disabled} aria-busy={restoring}>
          {restoring ? t('translate.base.component-settings.changelog.restoring') : t('translate.base.component-settings.changelog.restore')}
        </Button>
      </div>
      {note}
      {error && (
        <p role="alert" className="data-view__error">
          {error}
        </p>
      )}
    </>
  );
}

/** The preview of a saved version: hidden until opened, then loading, failed, or `children`. */
export function VersionPreviewPanel({ id, open, version, children }: {
  id: string;
  open: boolean;
  version: { isPending: boolean; isError: boolean; error: unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation(viewStrings);
  const errorMessage = useSaveErrorMessage();
  return (
    <div id={id} hidden={!open}>
      {open && version.isPending && <p role="status">{t('translate.base.component-settings.changelog.preview-loading')}</p>}
      {open && version.isError && <p role="alert">{errorMessage(version.error)}</p>}
      {open && children}
    </div>
  );
}

/**
 * What a history entry's restore needs: the preview's open state and its version (read once opened), and a restore
 * that runs through the force-save and merge dialogs, keeping its failure to show.
 */
export function useVersionRestore(entry: ChangelogEntry) {
  const { t } = useTranslation(viewStrings);
  const errorMessage = useSaveErrorMessage();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const previewId = useId();
  const onError = useCallback((failure: unknown) => setError(errorMessage(failure)), [errorMessage]);
  const forceSave = useForceSave(onError);
  const ref = entry.Id && entry.Version ? { environment: entry.Environment, documentId: entry.DocumentId, entry: entry.Id } : null;
  const version = useContentVersion(open ? ref : null);
  /** A restore's answer came: false when it changed nothing (a toast says so), true when the caller takes it. */
  const landed = (answer: { changed: boolean }) => {
    setError(null);
    if (!answer.changed) showToast(t('translate.base.component-settings.changelog.unchanged'), 'info');
    return answer.changed;
  };
  const restore = async (save: ForceableSave) => {
    setError(null);
    await forceSave.run(save);
  };
  return { ref, version, open, setOpen, previewId, error, restoring: forceSave.running, restore, landed, dialog: forceSave.dialog };
}
