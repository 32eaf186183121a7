// The side panel's "When" (date, time, duration and the time-zone switch) and "Where" (the room, or a sign-in
// prompt: rooms show to anonymous visitors only when the settings allow it).
import { useTranslation } from '../../renderer';
import type { Session } from '../../schemas/api-types';
import { SignInPrompt } from '../shared/SignInPrompt';
import { sessionSpan } from './session-state';
import { sessionDetailNamespace, sessionDetailStrings } from './strings';
import { type SessionTimes, TimeZoneSwitch } from './time';
import './panel.css';

export function When({ times, session }: { times: SessionTimes; session: Session }) {
  const span = sessionSpan(session);
  const { t } = useTranslation(sessionDetailStrings, sessionDetailNamespace);
  return (
    <section className="blk-session__when" aria-label={t('translate.sessionDetail.when.label')}>
      <h2 className="blk-session__panel-h">{t('translate.sessionDetail.when.heading')}</h2>
      {span ? (
        <>
          <p className="blk-session__date">
            <time dateTime={session.startDateTime ?? undefined}>{times.day(span.start)}</time>
          </p>
          <p className="blk-session__time" data-testid="session-time">
            {times.range(span.start, span.end)}
          </p>
          <p className="blk-session__duration">{t('translate.sessionDetail.when.duration', { count: session.durationInMinutes })}</p>
        </>
      ) : (
        <p className="blk-session__time">
          {session.durationInMinutes
            ? t('translate.sessionDetail.when.own-schedule-about', { count: session.durationInMinutes })
            : t('translate.sessionDetail.when.own-schedule')}
        </p>
      )}
      {span ? <TimeZoneSwitch /> : null}
    </section>
  );
}

export function Where({
  roomName,
  signedIn,
  componentId,
}: {
  roomName: string | null;
  signedIn: boolean;
  componentId: string;
}) {
  const { t } = useTranslation(sessionDetailStrings, sessionDetailNamespace);
  return (
    <section className="blk-session__where" aria-label={t('translate.sessionDetail.where.label')}>
      <h2 className="blk-session__panel-h">{t('translate.sessionDetail.where.heading')}</h2>
      {roomName ? (
        <p className="blk-session__room">{roomName}</p>
      ) : signedIn ? (
        <p className="blk-session__muted">{t('translate.sessionDetail.where.online')}</p>
      ) : (
        <SignInPrompt
          componentId={componentId}
          className="blk-session__muted"
          linkClassName="blk-session__link-button ui-link-btn"
        >
          {t('translate.sessionDetail.where.sign-in')}
        </SignInPrompt>
      )}
    </section>
  );
}
