import type { ReactNode } from 'react';
import { useSaveErrorMessage } from '../../editing';
import { useTranslation } from '../../renderer';
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
