// The side panel's "When" (date, time, duration and the time-zone switch) and "Where" (the room, or a sign-in
// prompt: rooms show to anonymous visitors only when the settings allow it).
import type { Session } from '../../schemas';
import { SignInPrompt } from '../shared/SignInPrompt';
import { sessionSpan } from './session-state';
import { type SessionTimes, TimeZoneSwitch } from './time';
import './panel.css';

export function When({ times, session }: { times: SessionTimes; session: Session }) {
  const span = sessionSpan(session);
  return (
    <section className="blk-session__when" aria-label="Date and time">
      <h2 className="blk-session__panel-h">When</h2>
      {span ? (
        <>
          <p className="blk-session__date">
            <time dateTime={session.startDateTime ?? undefined}>{times.day(span.start)}</time>
          </p>
          <p className="blk-session__time" data-testid="session-time">
            {times.range(span.start, span.end)}
          </p>
          <p className="blk-session__duration">{session.durationInMinutes} minutes</p>
        </>
      ) : (
        <p className="blk-session__time">
          On your own schedule
          {session.durationInMinutes ? ` · about ${session.durationInMinutes} minutes` : ''}
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
  return (
    <section className="blk-session__where" aria-label="Room">
      <h2 className="blk-session__panel-h">Where</h2>
      {roomName ? (
        <p className="blk-session__room">{roomName}</p>
      ) : signedIn ? (
        <p className="blk-session__muted">Online</p>
      ) : (
        <SignInPrompt
          componentId={componentId}
          className="blk-session__muted"
          linkClassName="blk-session__link-button ui-link-btn"
        >
          to see the room.
        </SignInPrompt>
      )}
    </section>
  );
}
