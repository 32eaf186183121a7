import { useTranslation } from '../renderer';
import { Button } from '../ui';
import { ConflictDialog } from './ConflictDialog';

/** English defaults of the dialog's keys (an API translation of a key wins). */
export const forceSaveStrings = {
  'translate.base.component-settings.force-save.title': 'Save over the newer version?',
  'translate.base.component-settings.force-save.body':
    'Someone else saved this content after you read it. Force save keeps yours where you both changed something; their other changes stay.',
  'translate.base.component-settings.force-save.confirm': 'Force save',
  'translate.base.component-settings.force-save.cancel': 'Cancel',
} as const;

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
 * The force-save dialog of docs/behaviour/editor.md, Force save, for every save and push the server answered with a conflict
 * (409): a modal dialog titled by translate.base.component-settings.force-save.title with confirm and cancel.
 * Cancel has the focus first, so Enter never overwrites someone else's work by accident; Escape cancels, and the
 * focus returns to the opener when it closes. Render it only while the conflict is open (useForceSave does).
 */
export function ForceSaveDialog({ onConfirm, onCancel, message, opener }: ForceSaveDialogProps) {
  const { t } = useTranslation();
  const text = (key: keyof typeof forceSaveStrings) =>
    String(t(key, { defaultValue: forceSaveStrings[key] }));
  return (
    <ConflictDialog
      title={text('translate.base.component-settings.force-save.title')}
      body={message ?? text('translate.base.component-settings.force-save.body')}
      className="eg-confirm"
      cancelLabel={text('translate.base.component-settings.force-save.cancel')}
      onCancel={onCancel}
      opener={opener}
      actions={
        <Button size="sm" onClick={onConfirm}>
          {text('translate.base.component-settings.force-save.confirm')}
        </Button>
      }
    />
  );
}
