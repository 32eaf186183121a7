// What adding a session did: added, and every clash it creates, each by name and time ("every clash is
// listed, not only the first"). An alert, so it is announced where the focus stays on the button.
import { useTranslation } from '../../../renderer';
import { scheduleActionsNamespace, scheduleActionsStrings } from './strings';

export interface ClashEntry {
  id: string;
  title: string;
  /** '9:00 – 10:00 AM' in the zone times show in, when known. */
  when?: string;
}

export function ClashAlert({ added, clashes }: { added: string; clashes: readonly ClashEntry[] }) {
  const { t } = useTranslation(scheduleActionsStrings, scheduleActionsNamespace);
  if (clashes.length === 0) {
    return (
      <p className="sched-act__result" role="status">
        {added}
      </p>
    );
  }
  return (
    <div className="ui-frame sched-act__clashes" role="alert">
      <p>
        <strong>{added}</strong> {t('translate.shared-schedule-actions.clash.summary', { count: clashes.length })}
      </p>
      <ul>
        {clashes.map((c) => (
          <li key={c.id}>
            {c.title}
            {c.when ? <span className="sched-act__when"> {t('translate.shared-schedule-actions.clash.when', { when: c.when })}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
