import { useId, useState } from 'react';
import { useDeleteNotificationRule } from '../../api-client/editing';
import { Dialog } from '../../editing';
import { showToast, useErrorText } from '../../renderer';
import { Button } from '../../ui';
import type { RuleT } from './strings';

const P = 'translate.site-settings.notification-rules' as const;

export interface DeleteRuleDialogProps {
  t: RuleT;
  id: string;
  name: string;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * The delete confirmation, an alertdialog whose safe answer (Cancel) has the focus first. The rule goes only on
 * Delete; a refusal stays in the dialog (and in a toast) so the editor can try again or cancel.
 */
export function DeleteRuleDialog({ t, id, name, onClose, onDeleted }: DeleteRuleDialogProps) {
  const questionId = useId();
  const errorText = useErrorText();
  const remove = useDeleteNotificationRule();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    setFailure(null);
    remove.mutate(id, {
      onSuccess: () => {
        showToast(t(`${P}.delete.done`, { name }), 'success');
        onDeleted();
      },
      onError: (error) => {
        const message = t(`${P}.delete.failed`, { name, message: errorText(error) });
        setFailure(message);
        showToast(message, 'error');
      },
    });
  };
  return (
    <Dialog title={t(`${P}.delete.title`)} role="alertdialog" describedBy={questionId} onClose={onClose} className="nr-dialog">
      <p id={questionId}>{t(`${P}.delete.question`, { name })}</p>
      {failure ? (
        <p role="alert" className="nr-error">
          {failure}
        </p>
      ) : null}
      <div className="eg-actions">
        <Button size="sm" onClick={onClose}>
          {t(`${P}.delete.cancel`)}
        </Button>
        <Button size="sm" variant="danger" disabled={remove.isPending} onClick={confirm}>
          {t(`${P}.delete.confirm`)}
        </Button>
      </div>
    </Dialog>
  );
}
