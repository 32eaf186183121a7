import { useId } from 'react';
import { NOTIFICATION_TYPE, NOTIFICATION_TYPES } from '../../schemas';
import type { NotificationHistory, NotificationRuleInstance } from '../../schemas/api-types';
import { ColumnHeads } from '../../editing';
import { statusText, typeText } from './rule-text';
import type { RuleClock } from './rule-time';
import type { RuleT } from './strings';

const P = 'translate.site-settings.notification-rules' as const;
type Channel = (typeof NOTIFICATION_TYPES)[number];

/** The channels an instance delivered on, in the channels' order. */
const channelsOf = (instance: NotificationRuleInstance): Channel[] => NOTIFICATION_TYPES.filter((c) => instance.deliveries?.[c]);

/**
 * A rule's sends and changes (docs/behaviour/notifications.md, Sending): each send with when it was due, when it went
 * (or that it has not), and per channel the attendees targeted and the deliveries made, failed and pruned; then who
 * changed the rule when.
 */
export function RuleHistory({ t, history, clock }: { t: RuleT; history: NotificationHistory; clock: RuleClock }) {
  return (
    <>
      <RuleSends t={t} history={history} clock={clock} />
      <RuleChanges t={t} history={history} clock={clock} />
    </>
  );
}

function RuleSends({ t, history, clock }: { t: RuleT; history: NotificationHistory; clock: RuleClock }) {
  const headingId = useId();
  const { instances } = history;
  const sent = instances.filter((i) => i.executedOn).length;
  const time = (at: string) => <time dateTime={at}>{clock.format(at)}</time>;
  return (
    <section className="nr-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="nr-heading">
        {t(`${P}.history.sends`)}
      </h2>
      <p className="nr-count">{t(`${P}.history.summary`, { sent, total: instances.length })}</p>
      {instances.length === 0 ? (
        <p>{t(`${P}.history.no-sends`)}</p>
      ) : (
        <div className="nr-table-wrap">
          <table className="nr-table">
            <caption>
              {t(`${P}.history.caption`, { name: history.notificationName })} ({t(`${P}.times-in`, { zone: clock.zone })})
            </caption>
            <ColumnHeads
              labels={[
                t(`${P}.col.scheduled`),
                t(`${P}.col.sent-at`),
                t(`${P}.col.channel`),
                t(`${P}.col.targeted`),
                t(`${P}.col.delivered`),
                t(`${P}.col.failed`),
                t(`${P}.col.pruned`),
              ]}
            />
            {instances.map((instance, index) => {
              const channels = channelsOf(instance);
              const rows = Math.max(channels.length, 1);
              const sentCell = instance.executedOn
                ? time(instance.executedOn)
                : instance.isEnabled
                  ? t(`${P}.history.not-sent`)
                  : t(`${P}.history.disabled`);
              // One body per send: its channel rows belong together (the scheduled time heads them all).
              return (
                <tbody key={instance.notificationInstanceID ?? index} className="nr-send">
                  {channels.length === 0 ? (
                    <tr>
                      <th scope="row">{time(instance.scheduledTime)}</th>
                      <td>{sentCell}</td>
                      <td colSpan={5}>{instance.executedOn ? t(`${P}.history.no-deliveries`) : null}</td>
                    </tr>
                  ) : (
                    channels.map((channel, n) => {
                      const d = instance.deliveries![channel]!;
                      return (
                        <tr key={channel}>
                          {n === 0 ? (
                            <>
                              <th scope="rowgroup" rowSpan={rows}>
                                {time(instance.scheduledTime)}
                              </th>
                              <td rowSpan={rows}>{sentCell}</td>
                            </>
                          ) : null}
                          <td>{typeText(t, NOTIFICATION_TYPE[channel])}</td>
                          <td className="nr-number">{d.targeted}</td>
                          <td className="nr-number">{d.delivered}</td>
                          <td className="nr-number">{d.failed}</td>
                          <td className="nr-number">{d.pruned}</td>
                        </tr>
                      );
                    })
                  )}
                </tbody>
              );
            })}
          </table>
        </div>
      )}
    </section>
  );
}

function RuleChanges({ t, history, clock }: { t: RuleT; history: NotificationHistory; clock: RuleClock }) {
  const headingId = useId();
  const what = (change: NotificationHistory['changes'][number]) =>
    change.action === 'status'
      ? t(`${P}.change.status`, { by: change.by, status: statusText(t, change.status ?? 0) })
      : t(`${P}.change.${change.action}`, { by: change.by });
  return (
    <section className="nr-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="nr-heading">
        {t(`${P}.history.changes`)}
      </h2>
      {history.changes.length === 0 ? (
        <p>{t(`${P}.history.no-changes`)}</p>
      ) : (
        <ol className="nr-changes">
          {history.changes.map((change, index) => (
            <li key={index}>
              <time dateTime={change.time}>{clock.format(change.time)}</time>: {what(change)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
