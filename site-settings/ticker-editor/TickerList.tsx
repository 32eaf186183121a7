import { useState } from 'react';
import { useDeleteTickerMessage } from '../../api-client/editing';
import { ConfirmDialog } from '../../editing';
import { showToast, useErrorText } from '../../renderer';
import type { TickerMessage } from '../../schemas/api-types';
import { Button } from '../../ui';
import type { RuleClock } from '../notification-rules/rule-time';
import type { TickerEditorKey, TickerT } from './strings';
import { statusOf, type TickerStatus } from './ticker-draft';

const STATUS: Record<TickerStatus, TickerEditorKey> = {
  live: 'translate.site-settings.ticker.status.live',
  scheduled: 'translate.site-settings.ticker.status.scheduled',
  ended: 'translate.site-settings.ticker.status.ended',
};

export interface TickerListProps {
  t: TickerT;
  clock: RuleClock;
  now: number;
  messages: readonly TickerMessage[];
  editingId: string | null;
  onEdit: (message: TickerMessage) => void;
  /** A message was deleted (the form lets go of it if it was being edited). */
  onDeleted: (id: string) => void;
}

/** Every message with its start, end and status (by the event's clock), each with Edit and Delete. */
export function TickerList({ t, clock, now, messages, editingId, onEdit, onDeleted }: TickerListProps) {
  const [deleting, setDeleting] = useState<TickerMessage | null>(null);
  if (messages.length === 0) return <p className="tk-muted">{t('translate.site-settings.ticker.list.empty')}</p>;
  return (
    <>
      <div className="tk-table-wrap">
        <table className="tk-table">
          <caption>{t('translate.site-settings.ticker.list.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('translate.site-settings.ticker.column.text')}</th>
              <th scope="col">{t('translate.site-settings.ticker.column.starts')}</th>
              <th scope="col">{t('translate.site-settings.ticker.column.ends')}</th>
              <th scope="col">{t('translate.site-settings.ticker.column.status')}</th>
              <th scope="col">{t('translate.site-settings.ticker.column.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((m) => {
              const status = statusOf(m, now);
              return (
                <tr key={m.id} data-ticker-id={m.id} aria-current={m.id === editingId ? 'true' : undefined}>
                  <td className="tk-text">{m.text}</td>
                  <td className="tk-time">{clock.format(m.startsAt)}</td>
                  <td className="tk-time">{clock.format(m.endsAt)}</td>
                  <td>
                    <span className="tk-status" data-status={status}>
                      {t(STATUS[status])}
                    </span>
                  </td>
                  <td>
                    <div className="tk-row-actions">
                      <Button size="sm" aria-label={t('translate.site-settings.ticker.edit-named', { text: m.text })} onClick={() => onEdit(m)}>
                        {t('translate.site-settings.ticker.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={t('translate.site-settings.ticker.delete-named', { text: m.text })}
                        onClick={() => setDeleting(m)}
                      >
                        {t('translate.site-settings.ticker.delete')}
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {deleting ? (
        <DeleteTickerDialog
          t={t}
          message={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            onDeleted(deleting.id);
            setDeleting(null);
          }}
        />
      ) : null}
    </>
  );
}

/** The delete confirmation: an alertdialog whose safe answer (Cancel) has the focus first; a refusal stays in it. */
function DeleteTickerDialog({ t, message, onClose, onDeleted }: { t: TickerT; message: TickerMessage; onClose: () => void; onDeleted: () => void }) {
  const errorText = useErrorText();
  const remove = useDeleteTickerMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    setFailure(null);
    remove.mutate(message.id, {
      onSuccess: () => {
        showToast(t('translate.site-settings.ticker.delete.done'), 'success');
        onDeleted();
      },
      onError: (error) => setFailure(t('translate.site-settings.ticker.delete.failed', { message: errorText(error) })),
    });
  };
  return (
    <ConfirmDialog
      title={t('translate.site-settings.ticker.delete.title')}
      question={t('translate.site-settings.ticker.delete.question', { text: message.text })}
      confirmLabel={t('translate.site-settings.ticker.delete.confirm')}
      cancelLabel={t('translate.site-settings.ticker.delete.cancel')}
      onConfirm={confirm}
      onCancel={onClose}
      failure={failure}
      busy={remove.isPending}
      tone="danger"
      failureClassName="tk-alert"
      className="tk-dialog"
    />
  );
}
