// The event detail dialog (docs/behaviour/schedule-and-rsvp.md): the event's time, place, type and state, every clash by name, its
// description, a link to its page, add to calendar for a session, and removal when the event allows it. A modal on
// ui's Dialog: the focus moves in, Escape closes, the focus returns to the event's button.
import { useState } from 'react';
import { zonedDayKey } from '../../renderer';
import { Button, Dialog, LinkButton } from '../../ui';
import { Fact } from '../shared/Fact';
import { EVENT_TYPE, eventState, isTimed, typeLabel, type ScheduleItem } from './schedule-model';
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

const STATE_TEXT = { accepted: 'Accepted', declined: 'Declined', pending: 'Pending' } as const;

export function EventDialog({ item, times, clashesWith, href, icsHref, onRemove, onClose }: EventDialogProps) {
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
    <Dialog open onClose={onClose} title={item.title} closeLabel="Close" className="blk-mysched__dialog">
      <dl className="blk-mysched__facts">
        <Fact term="When">
          {timed ? `${times.dayShort(zonedDayKey(new Date(item.start), times.zone))}, ${times.range(item.start, item.end)} ${times.zoneName(item.start)}` : 'On your own time'}
        </Fact>
        {item.location ? <Fact term="Where">{item.location}</Fact> : null}
        <Fact term="Type">{typeLabel(item)}</Fact>
        {item.eventTypeValue !== EVENT_TYPE.Topic || state !== 'accepted' ? (
          <Fact term="Status">{item.enrollmentStatus === 'waitlisted' ? 'Waitlisted' : STATE_TEXT[state]}</Fact>
        ) : null}
      </dl>
      {clashesWith.length > 0 ? (
        <div className="blk-mysched__clash blk-mysched__clash--box" role="note">
          <p>
            <strong>Clashes with {clashesWith.length === 1 ? 'one event' : `${clashesWith.length} events`}:</strong>
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
            {item.eventTypeValue === EVENT_TYPE.Meeting ? 'Open meeting' : 'Open details'}
          </LinkButton>
        ) : null}
        {icsHref ? (
          <LinkButton variant="secondary" href={icsHref} download>
            Add to calendar
          </LinkButton>
        ) : null}
        {onRemove ? (
          <Button variant="danger" onClick={remove} disabled={removing === 'working'}>
            {removing === 'working' ? 'Removing…' : 'Remove from schedule'}
          </Button>
        ) : null}
      </div>
      {removing === 'failed' ? (
        <p className="blk-mysched__error" role="alert">
          Could not remove {item.title} from your schedule. Please try again.
        </p>
      ) : null}
    </Dialog>
  );
}

