// The catalog tile's schedule button (docs/behaviour/schedule-and-rsvp.md: tiles show "backpack and schedule buttons"): add to or
// remove from the schedule at once, naming every clash the addition creates; RSVP sessions and roundtables need
// their own button (docs/behaviour/schedule-and-rsvp.md), which the session's page holds, so the tile links there. Anonymous
// visitors are asked to sign in (docs/behaviour/schedule-and-rsvp.md). Part of the catalog's chunk: a nested import() would move the
// shell out of the app's entry (eslint.config.js), so it stays small instead (ScheduleAction alone of SessionActions).
import { SIGN_IN_ACTION, useEventTimeFormat, useRenderContext, useTranslation } from '../../../renderer';
import type { SessionCard } from '../../../schemas/api-types';
import { Button, LinkButton } from '../../../ui';
import { dispatchCustomAction } from '../custom-action';
import { scheduleText } from './labels';
import { ScheduleAction } from './SessionActions';
import { scheduleActionsNamespace, scheduleActionsStrings } from './strings';
import './schedule-actions.css';

/** 'Tue 9:00 – 10:30 AM': the clash notes' times. */
const WEEKDAY_TIME: Intl.DateTimeFormatOptions = { weekday: 'short', hour: 'numeric', minute: '2-digit' };

export interface TileScheduleButtonProps {
  session: SessionCard;
  href: string;
  bookmarkable?: readonly string[];
}

export function TileScheduleButton({ session, href, bookmarkable = ['hands-on-lab'] }: TileScheduleButtonProps) {
  const { signedIn, features } = useRenderContext();
  const { t } = useTranslation(scheduleActionsStrings, scheduleActionsNamespace);
  const format = useEventTimeFormat(WEEKDAY_TIME).range;
  if (features.enableAddToScheduleButton === false || features.enableMySchedule === false) return null;
  const type = session.sessionType.logicalValue;
  const bookmark = bookmarkable.includes(type);
  const present = session.enrollmentStatus === 'scheduled' || session.enrollmentStatus === 'confirmed' || session.enrollmentStatus === 'waitlisted' || session.enrollmentStatus === 'nominated';
  const dedicated = type === 'roundtable' || (session.isCapacityControlled && !bookmark);
  if (dedicated) {
    const label = t(
      type === 'roundtable'
        ? present
          ? 'translate.shared-schedule-actions.tile.view-nomination'
          : 'translate.shared-schedule-actions.tile.nominate'
        : present
          ? 'translate.shared-schedule-actions.tile.view-rsvp'
          : 'translate.shared-schedule-actions.tile.rsvp',
    );
    return (
      <div className="sched-tile">
        <LinkButton size="sm" href={href} aria-label={t('translate.shared-schedule-actions.action-name', { action: label, title: session.title })}>
          {label}
        </LinkButton>
      </div>
    );
  }
  if (!signedIn) {
    const text = scheduleText(false, bookmark, t);
    return (
      <div className="sched-tile">
        <Button
          size="sm"
          aria-label={t('translate.shared-schedule-actions.action-name', { action: text.label, title: session.title })}
          onClick={() => dispatchCustomAction({ componentId: `schedule-${session.sessionId}`, action: SIGN_IN_ACTION })}
        >
          {text.label}
        </Button>
      </div>
    );
  }
  if (!session.canBeScheduled && !bookmark) return null;
  return (
    <div className="sched-tile">
      <ScheduleAction session={{ sessionId: session.sessionId, title: session.title }} present={present} bookmark={bookmark} format={format} compact />
    </div>
  );
}
