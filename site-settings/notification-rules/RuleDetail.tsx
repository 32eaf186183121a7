import { useId, type ReactNode } from 'react';
import { useNotificationAttendeeTypes, useNotificationRule, useNotificationRuleHistory } from '../../api-client/editing';
import { RouterLink, useShell } from '../../renderer';
import { NOTIFICATION_SUB_TYPE } from '../../schemas';
import type { NotificationRuleAnswer } from '../../schemas/api-types';
import { buttonClass } from '../../ui';
import { LoadProblem, QueryProblem } from './LoadProblem';
import { detailPath, editPath, historyPath } from './paths';
import { RuleHistory } from './RuleHistory';
import { attendedText, categoryText, checkInText, enrolledText, listText, sendBeforeText, statusText, subTypeText, typeText } from './rule-text';
import { useRuleClock, type RuleClock } from './rule-time';
import type { RuleT } from './strings';
import { ToolPage } from './ToolPage';

const P = 'translate.site-settings.notification-rules' as const;

/** /notification-rules/{id}: the rule's settings read-only, its sends and its changes, with the way to edit it. */
export function RuleDetailPage({ t, id }: { t: RuleT; id: string }) {
  const { language } = useShell();
  const clock = useRuleClock();
  const rule = useNotificationRule(id);
  const history = useNotificationRuleHistory(id);
  const name = rule.data?.notificationRuleDto.notificationName;
  return (
    <ToolPage t={t} title={name ? t(`${P}.title.detail-named`, { name }) : t(`${P}.title.detail`)}>
      <QueryProblem t={t} query={rule} />
      {rule.data ? (
        <>
          <p className="nr-actions">
            <RouterLink to={editPath(language, id)} className={buttonClass({ variant: 'primary' })}>
              {t(`${P}.detail.edit`)}
            </RouterLink>
            <RouterLink to={historyPath(language, id)} className={buttonClass({ variant: 'secondary' })}>
              {t(`${P}.detail.history`)}
            </RouterLink>
          </p>
          <RuleSettings t={t} answer={rule.data} clock={clock} />
          {history.data ? <RuleHistory t={t} history={history.data} clock={clock} /> : null}
          {history.isError ? <LoadProblem t={t} error={history.error} onRetry={() => void history.refetch()} /> : null}
        </>
      ) : null}
    </ToolPage>
  );
}

/** /notification-rules/view-history/{id}: the rule's sends and changes (a deleted rule keeps its history). */
export function RuleHistoryPage({ t, id }: { t: RuleT; id: string }) {
  const { language } = useShell();
  const clock = useRuleClock();
  const history = useNotificationRuleHistory(id);
  const name = history.data?.notificationName;
  return (
    <ToolPage t={t} title={name ? t(`${P}.title.history-named`, { name }) : t(`${P}.title.history`)}>
      <QueryProblem t={t} query={history} />
      {history.data ? (
        <>
          <p className="nr-actions">
            <RouterLink to={detailPath(language, id)}>{t(`${P}.detail.view`)}</RouterLink>
          </p>
          <RuleHistory t={t} history={history.data} clock={clock} />
        </>
      ) : null}
    </ToolPage>
  );
}

/** Every setting of the rule as a description list, in the form's order; what the rule does not use shows as none. */
function RuleSettings({ t, answer, clock }: { t: RuleT; answer: NotificationRuleAnswer; clock: RuleClock }) {
  const headingId = useId();
  const attendeeTypes = useNotificationAttendeeTypes().data?.attendeeTypes ?? [];
  const rule = answer.notificationRuleDto;
  const none = t(`${P}.none`);
  const any = t(`${P}.any`);
  const automated = rule.notificationSubType === NOTIFICATION_SUB_TYPE.Automated;
  const time = (at: string | null | undefined) => (at ? <time dateTime={at}>{clock.format(at)}</time> : none);
  const text = (value: string | null | undefined) => (value ? value : none);
  const choice = (value: boolean | null | undefined, words: (v: boolean) => string) => (value === true || value === false ? words(value) : any);
  const interval = rule.instanceIntervals ?? null;
  const rows: [string, ReactNode][] = [
    [t(`${P}.col.status`), statusText(t, rule.status)],
    [t(`${P}.field.types`), listText(rule.notificationTypes.map((type) => typeText(t, type)), none)],
    [t(`${P}.field.sub-type`), subTypeText(t, rule.notificationSubType)],
    [t(`${P}.field.categories`), listText(rule.categories.map((c) => categoryText(t, c)), none)],
    [
      t(`${P}.field.registration-types`),
      listText(rule.attendeeRegistrationTypes.map((v) => attendeeTypes.find((a) => a.logicalValue === v)?.displayValue ?? v), none),
    ],
    [t(`${P}.field.checked-in`), rule.isAttendeeCheckedIn ? checkInText(t, rule.isAttendeeCheckedIn) : any],
    [t(`${P}.field.attended`), choice(rule.hasAttended, (v) => attendedText(t, v))],
    ...(automated
      ? ([
          [t(`${P}.field.enrolled`), choice(rule.isEnrolled, (v) => enrolledText(t, v))],
          [t(`${P}.field.session-types`), listText(rule.sessionTypes ?? [], any)],
          [t(`${P}.field.delivery-type`), rule.sessionDeliveryType || any],
          [t(`${P}.field.session-code`), text(answer.sessionDetailDto?.sessionCode ?? rule.sessionID)],
        ] as [string, ReactNode][])
      : []),
    [t(`${P}.field.title`), rule.title],
    [t(`${P}.field.body`), <span className="nr-pre">{rule.body}</span>],
    [t(`${P}.field.app-icon`), text(rule.appIcon)],
    [t(`${P}.field.big-image`), text(rule.bigImage)],
    ...([1, 2] as const).flatMap((n) => [
      [t(`${P}.field.action-name`, { n }), text(n === 1 ? rule.action1Name : rule.action2Name)],
      [t(`${P}.field.action-link`, { n }), text(n === 1 ? rule.action1Link : rule.action2Link)],
      [t(`${P}.field.badge`, { n }), text(n === 1 ? rule.badge1 : rule.badge2)],
    ] as [string, ReactNode][]),
    [t(`${P}.field.start`), time(rule.startDate)],
    [t(`${P}.field.end`), time(rule.endDate)],
    automated
      ? [t(`${P}.field.send-before`), interval === null ? none : sendBeforeText(t, interval)]
      : [t(`${P}.field.repeat`), interval ? t(`${P}.detail.every`, { minutes: interval }) : t(`${P}.detail.once`)],
  ];
  return (
    <section className="nr-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="nr-heading">
        {t(`${P}.detail.settings`)}
      </h2>
      <p className="nr-muted">{t(`${P}.times-in`, { zone: clock.zone })}</p>
      <dl className="nr-fields">
        {rows.map(([label, value]) => (
          <div key={label} className="nr-fields__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="nr-muted">
        {rule.createdBy && rule.creationTime ? t(`${P}.detail.created`, { by: rule.createdBy, time: clock.format(rule.creationTime) }) : null}
        {rule.updatedBy && rule.updatedTime ? (
          <>
            <br />
            {t(`${P}.detail.updated`, { by: rule.updatedBy, time: clock.format(rule.updatedTime) })}
          </>
        ) : null}
      </p>
    </section>
  );
}
