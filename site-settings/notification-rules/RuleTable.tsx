import type { NotificationRuleSummary } from '../../api-client/editing';
import { ColumnHeads } from '../../editing';
import { RouterLink, useShell } from '../../renderer';
import { detailPath } from './paths';
import { RuleRowActions } from './RuleRowActions';
import { categoryText, listText, statusText, subTypeText, typeText } from './rule-text';
import type { RuleClock } from './rule-time';
import type { RuleT } from './strings';

const P = 'translate.site-settings.notification-rules' as const;

export interface RuleTableProps {
  t: RuleT;
  rules: readonly NotificationRuleSummary[];
  clock: RuleClock;
  onDelete: (summary: NotificationRuleSummary) => void;
}

/** The management center's table: one row per rule, its name the row's header and a link to its page. */
export function RuleTable({ t, rules, clock, onDelete }: RuleTableProps) {
  const { language } = useShell();
  const none = t(`${P}.none`);
  return (
    <div className="nr-table-wrap">
      <table className="nr-table">
        <caption>
          {t(`${P}.list.caption`)} ({t(`${P}.times-in`, { zone: clock.zone })})
        </caption>
        <ColumnHeads
          labels={[
            t(`${P}.col.name`),
            t(`${P}.col.status`),
            t(`${P}.col.types`),
            t(`${P}.col.sub-type`),
            t(`${P}.col.category`),
            t(`${P}.col.next-send`),
            t(`${P}.col.sent`),
            t(`${P}.col.delivered`),
            t(`${P}.col.failed`),
            t(`${P}.col.actions`),
          ]}
        />
        <tbody>
          {rules.map((summary) => {
            const { rule } = summary;
            const id = rule.notificationID ?? '';
            return (
              <tr key={id}>
                <th scope="row">
                  <RouterLink to={detailPath(language, id)}>{rule.notificationName}</RouterLink>
                </th>
                <td>
                  <span className="nr-status" data-status={rule.status ?? 0}>
                    {statusText(t, rule.status)}
                  </span>
                </td>
                <td>{listText(rule.notificationTypes.map((type) => typeText(t, type)), none)}</td>
                <td>{subTypeText(t, rule.notificationSubType)}</td>
                <td>{listText(rule.categories.map((c) => categoryText(t, c)), none)}</td>
                <td>{summary.nextSend ? <time dateTime={summary.nextSend}>{clock.format(summary.nextSend)}</time> : none}</td>
                <td className="nr-number">{t(`${P}.sent-of`, { sent: summary.sent, total: summary.instances })}</td>
                <td className="nr-number">{summary.delivered}</td>
                <td className="nr-number">{summary.failed}</td>
                <td>
                  <RuleRowActions t={t} summary={summary} onDelete={() => onDelete(summary)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
