// The event detail dialog (docs/behaviour/schedule-and-rsvp.md): the event's time, place, type and state, every clash by name, its
// description, a link to its page, add to calendar for a session, and removal when the event allows it. A modal on
// ui's Dialog: the focus moves in, Escape closes, the focus returns to the event's button.
import { useState } from 'react';
import { useTranslation, zonedDayKey } from '../../renderer';
import { Button, Dialog, LinkButton } from '../../ui';
import { Fact } from '../shared/Fact';
import { EVENT_TYPE, eventState, isTimed, typeLabel, type ScheduleItem } from './schedule-model';
import { myScheduleNamespace, myScheduleStrings, type MyScheduleKey } from './strings';
import type { ScheduleTimes } from './times';

export interface EventDialogProps {
  item: ScheduleItem;
  times: ScheduleTimes;
  clashesWith: readonly string[];
  /** The event's page on this site (a session's page, a meeting's), or null. */
  href: string | null;
  /** The session's calendar file (GET /api/session/{id}/ics), for sessions. */
  icsHref: string | null;
  /** Removes the event from the schedule; absent when it cannot be removed here. */
  onRemove?: () => Promise<unknown>;
  onClose: () => void;
}

const STATE_TEXT: Record<'accepted' | 'declined' | 'pending', MyScheduleKey> = {
  accepted: 'translate.mySchedule.dialog.state.accepted',
  declined: 'translate.mySchedule.dialog.state.declined',
  pending: 'translate.mySchedule.event.pending',
};

export function EventDialog({ item, times, clashesWith, href, icsHref, onRemove, onClose }: EventDialogProps) {
  const { t } = useTranslation(myScheduleStrings, myScheduleNamespace);
  const [removing, setRemoving] = useState<'idle' | 'working' | 'failed'>('idle');
  const remove = async () => {
    if (!onRemove) return;
    setRemoving('working');
    try {
      await onRemove();
      onClose();
    } catch {
      setRemoving('failed');
    }
  };
  const timed = isTimed(item);
  const state = eventState(item);
  return (
    <Dialog open onClose={onClose} title={item.title} closeLabel={t('translate.mySchedule.close')} className="blk-mysched__dialog">
      <dl className="blk-mysched__facts">
        <Fact term={t('translate.mySchedule.dialog.when')}>
          {timed
            ? t('translate.mySchedule.dialog.when-value', {
                day: times.dayShort(zonedDayKey(new Date(item.start), times.zone)),
                time: times.range(item.start, item.end),
                zone: times.zoneName(item.start),
              })
            : t('translate.mySchedule.event.own-time')}
        </Fact>
        {item.location ? <Fact term={t('translate.mySchedule.dialog.where')}>{item.location}</Fact> : null}
        <Fact term={t('translate.mySchedule.dialog.type')}>{typeLabel(item, t)}</Fact>
        {item.eventTypeValue !== EVENT_TYPE.Topic || state !== 'accepted' ? (
          <Fact term={t('translate.mySchedule.dialog.status')}>
            {t(item.enrollmentStatus === 'waitlisted' ? 'translate.mySchedule.event.waitlisted' : STATE_TEXT[state])}
          </Fact>
        ) : null}
      </dl>
      {clashesWith.length > 0 ? (
        <div className="blk-mysched__clash blk-mysched__clash--box" role="note">
          <p>
            <strong>{t('translate.mySchedule.dialog.clashes', { count: clashesWith.length })}</strong>
          </p>
          <ul>
            {clashesWith.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {item.description ? <p className="blk-mysched__description">{item.description}</p> : null}
      <div className="blk-mysched__dialog-actions">
        {href ? (
          <LinkButton variant="primary" href={href}>
            {t(item.eventTypeValue === EVENT_TYPE.Meeting ? 'translate.mySchedule.dialog.open-meeting' : 'translate.mySchedule.dialog.open-details')}
          </LinkButton>
        ) : null}
        {icsHref ? (
          <LinkButton variant="secondary" href={icsHref} download>
            {t('translate.mySchedule.dialog.add-to-calendar')}
          </LinkButton>
        ) : null}
        {onRemove ? (
          <Button variant="danger" onClick={remove} disabled={removing === 'working'}>
            {t(removing === 'working' ? 'translate.mySchedule.dialog.removing' : 'translate.mySchedule.dialog.remove')}
          </Button>
        ) : null}
      </div>
      {removing === 'failed' ? (
        <p className="blk-mysched__error" role="alert">
          {t('translate.mySchedule.dialog.remove-failed', { title: item.title })}
        </p>
      ) : null}
    </Dialog>
  );
}

