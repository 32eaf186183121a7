import { useState } from 'react';
import { useDeleteNotificationRule } from '../../api-client/editing';
import { ConfirmDialog } from '../../editing';
import { showToast, useErrorText } from '../../renderer';
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
    <ConfirmDialog
      title={t(`${P}.delete.title`)}
      question={t(`${P}.delete.question`, { name })}
      confirmLabel={t(`${P}.delete.confirm`)}
      cancelLabel={t(`${P}.delete.cancel`)}
      onConfirm={confirm}
      onCancel={onClose}
      failure={failure}
      busy={remove.isPending}
      tone="danger"
      failureClassName="nr-error"
      className="nr-dialog"
    />
  );
}
