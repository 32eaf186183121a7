// The page's clock: the streaming windows from the block's settings, and "now" moving on each minute and exactly
// at the session's next boundary.
import { useEffect, useState } from 'react';
import { useNow } from '../../renderer';
import type { Session, SessionDetailProps } from '../../schemas/api-types';
import { DEFAULT_STREAMING, nextBoundary, type StreamingSettings, type WindowMinutes } from './session-state';

/** The page re-checks the badge and windows every 60 s, and exactly at each boundary. */
export const RECHECK_MS = 60_000;

/** One window from the block's minutes, each falling back to the default's. */
function windowOf(
  before: number | undefined,
  after: number | undefined,
  fallback: WindowMinutes,
): WindowMinutes {
  return { before: before ?? fallback.before, after: after ?? fallback.after };
}

export function streamingOf(props: SessionDetailProps): StreamingSettings {
  return {
    video: windowOf(props.videoMinutesBefore, props.videoMinutesAfter, DEFAULT_STREAMING.video),
    chat: windowOf(props.chatMinutesBefore, props.chatMinutesAfter, DEFAULT_STREAMING.chat),
    meeting: windowOf(props.meetingMinutesBefore, props.meetingMinutesAfter, DEFAULT_STREAMING.meeting),
    hero: windowOf(props.heroMinutesBefore, props.heroMinutesAfter, DEFAULT_STREAMING.hero),
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
