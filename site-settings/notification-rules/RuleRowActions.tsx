import { useEffect, useRef, useState } from 'react';
import { useSetNotificationRuleStatus, type NotificationRuleSummary } from '../../api-client/editing';
import { RouterLink, showToast, useErrorText, useShell } from '../../renderer';
import { RULE_STATUS, type RuleStatusName } from '../../schemas';
import { Button, buttonClass } from '../../ui';
import { detailPath, editPath, historyPath } from './paths';
import { statusText } from './rule-text';
import type { RuleT } from './strings';

const P = 'translate.site-settings.notification-rules' as const;
const link = buttonClass({ variant: 'ghost', size: 'sm' });

/** The review steps a rule in each status can take (docs/behaviour/notifications.md, Sending): approve, deploy, back. */
const NEXT_STEPS: Readonly<Record<number, readonly RuleStatusName[]>> = {
  [RULE_STATUS.PendingApproval]: ['Approved'],
  [RULE_STATUS.Approved]: ['Deployed', 'PendingApproval'],
  [RULE_STATUS.Deployed]: ['PendingApproval'],
};
const STEP_WORDS = {
  Approved: ['action.approve', 'action.approve-rule'],
  Deployed: ['action.deploy', 'action.deploy-rule'],
  PendingApproval: ['action.pending', 'action.pending-rule'],
} as const;

/**
 * One rule's actions: view, edit and history (links), its next review steps, and delete (the list asks for
 * confirmation). Each control's accessible name names the rule, since a table holds many "Edit"s. After a status
 * change the focus goes to the row's first step, as the button pressed has given way to the next step's.
 */
export function RuleRowActions({ t, summary, onDelete }: { t: RuleT; summary: NotificationRuleSummary; onDelete: () => void }) {
  const { language } = useShell();
  const errorText = useErrorText();
  const { rule } = summary;
  const id = rule.notificationID ?? '';
  const name = rule.notificationName;
  const status = rule.status ?? RULE_STATUS.PendingApproval;
  const steps = useRef<HTMLSpanElement>(null);
  const [refocus, setRefocus] = useState(false);
  // The toasts belong to the mutation, not to this row: under a status filter the row leaves the list as it changes.
  const setStatus = useSetNotificationRuleStatus({
    mutationConfig: {
      onSuccess: (_answer, input) => {
        showToast(t(`${P}.status-changed`, { name, status: statusText(t, RULE_STATUS[input.status]) }), 'success');
        setRefocus(true);
      },
      onError: (error) => showToast(t(`${P}.status-failed`, { name, message: errorText(error) }), 'error'),
    },
  });

  // Once the write has settled: its buttons are disabled while it is under way, and a disabled button takes no focus.
  useEffect(() => {
    if (!refocus || setStatus.isPending) return;
    steps.current?.querySelector('button')?.focus();
    setRefocus(false);
  }, [refocus, status, setStatus.isPending]);

  const move = (to: RuleStatusName) => setStatus.mutate({ id, status: to });

  return (
    <div className="nr-row-actions">
      <RouterLink to={detailPath(language, id)} className={link} aria-label={t(`${P}.action.view-rule`, { name })}>
        {t(`${P}.action.view`)}
      </RouterLink>
      <RouterLink to={editPath(language, id)} className={link} aria-label={t(`${P}.action.edit-rule`, { name })}>
        {t(`${P}.action.edit`)}
      </RouterLink>
      <RouterLink to={historyPath(language, id)} className={link} aria-label={t(`${P}.action.history-rule`, { name })}>
        {t(`${P}.action.history`)}
      </RouterLink>
      <span ref={steps} className="nr-row-actions">
        {(NEXT_STEPS[status] ?? []).map((to) => {
          const [word, named] = STEP_WORDS[to];
          return (
            <Button key={to} size="sm" variant={to === 'Deployed' ? 'primary' : 'secondary'} disabled={setStatus.isPending} aria-label={t(`${P}.${named}`, { name })} onClick={() => move(to)}>
              {t(`${P}.${word}`)}
            </Button>
          );
        })}
      </span>
      <Button size="sm" variant="danger" aria-label={t(`${P}.action.delete-rule`, { name })} onClick={onDelete}>
        {t(`${P}.action.delete`)}
      </Button>
    </div>
  );
}
