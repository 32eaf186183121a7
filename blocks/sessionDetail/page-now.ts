// The page's clock: the streaming windows from the block's settings, and "now" moving on each minute and exactly
// at the session's next boundary.
import { useEffect, useState } from 'react';
import { useNow } from '../../renderer';
import type { Session, SessionDetailProps } from '../../schemas';
import { DEFAULT_STREAMING, nextBoundary, type StreamingSettings } from './session-state';

/** The page re-checks the badge and windows every 60 s, and exactly at each boundary. */
export const RECHECK_MS = 60_000;

export function streamingOf(props: SessionDetailProps): StreamingSettings {
  return {
    video: {
      before: props.videoMinutesBefore ?? DEFAULT_STREAMING.video.before,
      after: props.videoMinutesAfter ?? DEFAULT_STREAMING.video.after,
    },
    chat: {
      before: props.chatMinutesBefore ?? DEFAULT_STREAMING.chat.before,
      after: props.chatMinutesAfter ?? DEFAULT_STREAMING.chat.after,
    },
    meeting: {
      before: props.meetingMinutesBefore ?? DEFAULT_STREAMING.meeting.before,
      after: props.meetingMinutesAfter ?? DEFAULT_STREAMING.meeting.after,
    },
    hero: {
      before: props.heroMinutesBefore ?? DEFAULT_STREAMING.hero.before,
      after: props.heroMinutesAfter ?? DEFAULT_STREAMING.hero.after,
    },
  };
}

/**
 * "Now" for the page: the settings' testing date in date-testing mode, else the shared 60 s clock (the render
 * time on the server and while hydrating), moved on exactly when the session's next boundary passes.
 */
export function usePageNow(
  session: Session | undefined,
  streaming: StreamingSettings,
  testingNow: number | null,
): number {
  const ticking = useNow(RECHECK_MS);
  const [boundaryPassed, setBoundaryPassed] = useState(0);
  const now = testingNow ?? Math.max(ticking, boundaryPassed);
  useEffect(() => {
    if (testingNow !== null || !session) return;
    const next = nextBoundary(session, streaming, now);
    if (next === null) return;
    const delay = next - Date.now();
    // Beyond setTimeout's range (about 24.8 days) the 60 s clock gets there first anyway.
    if (delay > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setBoundaryPassed(Date.now()), Math.max(0, delay) + 20);
    return () => clearTimeout(timer);
  }, [session, streaming, now, testingNow]);
  return now;
}
