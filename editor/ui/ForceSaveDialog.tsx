import { useId, useRef } from 'react';
import { useTranslation } from '../../renderer';
import { editorStrings } from '../i18n/strings';
import { Modal } from './Modal';

export interface ForceSaveDialogProps {
  /** Retry the save with force. */
  onConfirm: () => void;
  /** Keep the other version (also on Escape). */
  onCancel: () => void;
  /** What conflicted, when the caller can say more than the default text. */
  message?: string;
  /**
   * Where the focus goes back to on close: the button that started the save. It was disabled while the request
   * ran, so the browser may have moved the focus away from it by the time the conflict opens this dialog.
   */
  opener?: HTMLElement | null;
}

/**
 * The force-save dialog of spec 001 section 8, for every save and push the server answered with a conflict
 * (409): a modal dialog titled by translate.base.component-settings.force-save.title with confirm and cancel.
 * Cancel has the focus first, so Enter never overwrites someone else's work by accident; Escape cancels, Tab
 * stays inside, and the focus returns to the opener when it closes. Render it only while the conflict is open.
 */
export function ForceSaveDialog({ onConfirm, onCancel, message, opener }: ForceSaveDialogProps) {
  const { t } = useTranslation(editorStrings);
  const bodyId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={t('translate.base.component-settings.force-save.title')}
      describedBy={bodyId}
      onClose={onCancel}
      className="ed-confirm"
      initialFocus={cancelRef}
      returnFocus={opener}
    >
      <p id={bodyId}>{message ?? t('translate.base.component-settings.force-save.body')}</p>
      <div className="ed-actions">
        <button type="button" ref={cancelRef} onClick={onCancel}>
          {t('translate.base.component-settings.force-save.cancel')}
        </button>
        <button type="button" className="ed-primary" onClick={onConfirm}>
          {t('translate.base.component-settings.force-save.confirm')}
        </button>
      </div>
    </Modal>
  );
}
