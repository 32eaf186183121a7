// The session's video: the live stream inside its streaming window, the recording after the end, else a poster
// saying when the stream opens. The player mounts only once its box first scrolls into view (InViewPlayer), with
// autoplay=1 and, when the video platform needs it (requireMediusAuthentication), the video token as `at`.
// Live streams need sign-in (docs/behaviour/catalog.md). With enableTeamsLiveEventFailover a live stream with a
// failoverVideoUrl offers its backup stream and moves to it when the main player posts an error (failover.ts).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { safeMediaSrc, tracking, useRenderContext, useTranslation } from '../../renderer';
import type { Session } from '../../schemas/api-types';
import { Button } from '../../ui';
import { dispatchCustomAction, SIGN_IN_ACTION } from '../shared/custom-action';
import { InViewPlayer, toVideoUrl } from '../all-blocks';
import { VIDEO_TOKEN_ERROR_KEY, videoTokenQuery, withVideoToken } from '../shared/video-token';
import {
  canStream,
  hasRecording,
  streamPhase,
  streamWindow,
  videoSource,
  videoWindow,
  isOpen,
  type SessionBadge,
  type StreamingSettings,
} from './session-state';
import { failoverUrlOf, isPlayerMessage, originOf, PLAYER_ERROR_MESSAGE, SESSION_END_MESSAGE } from './failover';
import { NewWindowLink } from './Resources';
import { sessionDetailNamespace, sessionDetailStrings } from './strings';
import type { SessionNow } from './time';
import './video.css';

interface Props extends Omit<SessionNow, 'bookmarkable'> {
  streaming: StreamingSettings;
  forceLive: boolean;
  badge: SessionBadge;
  componentId: string;
}

export function SessionVideo({ session, streaming, now, forceLive, badge, componentId, times }: Props) {
  const { t } = useTranslation(sessionDetailStrings, sessionDetailNamespace);
  const { signedIn, features } = useRenderContext();
  const headingId = useId();
  const [endFired, setEndFired] = useState(false);
  const phase = streamPhase(session, streaming, now, endFired, forceLive);
  const source = videoSource(session, phase, badge);
  const main = source ? toVideoUrl(source.url, true) : null;
  const backup = failoverUrlOf(session, source?.kind === 'live', features.enableTeamsLiveEventFailover === true);
  // 'auto': the main player failed and the page moved to the backup by itself (and says so).
  const [onBackup, setOnBackup] = useState<false | 'chosen' | 'auto'>(false);
  const playable = onBackup && backup ? backup : main;
  // docs/behaviour/catalog.md: the watch button is hidden for capacity-controlled sessions without room capacity that are
  // not on the visitor's schedule.
  const onSchedule = session.enrollmentStatus === 'scheduled' || session.enrollmentStatus === 'confirmed';
  const watchHidden =
    source?.kind === 'live' && session.isCapacityControlled && !session.roomHasCapacity && !onSchedule;
  const locked = source?.kind === 'live' && !signedIn;
  const needsToken =
    features.requireMediusAuthentication === true && playable !== null && !locked && !watchHidden;
  const token = useQuery(videoTokenQuery(playable ?? '', needsToken));

  // docs/behaviour/live-and-video.md, Video player: the token error is shown (below) and reported.
  const tokenFailed = needsToken && token.isError;
  useEffect(() => {
    if (tokenFailed) tracking.trackException(VIDEO_TOKEN_ERROR_KEY);
  }, [tokenFailed]);

  // The stream is finished once its window ended and the player's end event fired. The main player's error moves
  // the page to the backup stream, once: the backup's own errors leave it to the visitor (Back to the main stream).
  const showingBackup = Boolean(onBackup && backup);
  useEffect(() => {
    if (!playable || source?.kind !== 'live') return;
    const origin = originOf(playable);
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== origin) return;
      if (isPlayerMessage(e.data, SESSION_END_MESSAGE)) setEndFired(true);
      else if (backup && !showingBackup && isPlayerMessage(e.data, PLAYER_ERROR_MESSAGE)) setOnBackup('auto');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [playable, source?.kind, backup, showingBackup]);

  const chat = streamWindow(session, streaming.chat);
  const meeting = streamWindow(session, streaming.meeting);
  const chatOpen = signedIn && session.mediusChatUrl !== '' && (forceLive || isOpen(chat, now));
  const meetingOpen = signedIn && session.teamsMeeting !== '' && (forceLive || isOpen(meeting, now));

  let body: React.ReactNode;
  if (source && playable && !watchHidden) {
    const title = t(source.kind === 'live' ? 'translate.sessionDetail.video.title-live' : 'translate.sessionDetail.video.title-recording', {
      title: session.title,
    });
    if (locked) {
      body = (
        <Poster session={session}>
          <p className="blk-session__poster-text">{t('translate.sessionDetail.video.signed-in-only')}</p>
          <Button
            variant="primary"
            onClick={() => dispatchCustomAction({ componentId, action: SIGN_IN_ACTION })}
          >
            {t('translate.sessionDetail.video.sign-in')}
          </Button>
        </Poster>
      );
    } else if (needsToken && (token.isError || !token.data)) {
      // The token failed (an alert) or is still being made (a status): the poster says which, as a new live region.
      const failed = token.isError;
      body = (
        <Poster session={session}>
          <p key={failed ? 'alert' : 'status'} className="blk-session__poster-text" role={failed ? 'alert' : 'status'}>
            {t(failed ? 'translate.sessionDetail.video.medius-token-generation-error' : 'translate.sessionDetail.video.preparing')}
          </p>
        </Poster>
      );
    } else {
      body = (
        <InViewPlayer src={withVideoToken(playable, token.data?.value ?? null)} title={title} autoPlay />
      );
    }
    if (backup && !locked) {
      body = (
        <>
          {body}
          <div className="blk-session__failover" data-stream={showingBackup ? 'backup' : 'main'}>
            <p className="blk-session__failover-status" role="status">
              {onBackup === 'auto' && showingBackup ? t('translate.sessionDetail.video.failover-auto') : ''}
            </p>
            <Button variant="secondary" onClick={() => setOnBackup(showingBackup ? false : 'chosen')}>
              {showingBackup ? t('translate.sessionDetail.video.failover-main') : t('translate.sessionDetail.video.failover-switch')}
            </Button>
          </div>
        </>
      );
    }
  } else if (watchHidden) {
    body = (
      <Poster session={session}>
        <p className="blk-session__poster-text">{t('translate.sessionDetail.video.full')}</p>
      </Poster>
    );
  } else if (phase === 'before') {
    const w = videoWindow(session, streaming);
    body = (
      <Poster session={session}>
        <p className="blk-session__poster-text">
          {w
            ? t('translate.sessionDetail.video.opens', { day: times.short(w.opensAt), time: times.time(w.opensAt) })
            : t('translate.sessionDetail.video.opens-before')}
        </p>
      </Poster>
    );
  } else if (!canStream(session) && !hasRecording(session)) {
    return null;
  } else if (badge === null && hasRecording(session)) {
    body = (
      <Poster session={session}>
        <p className="blk-session__poster-text">{t('translate.sessionDetail.video.recording-later')}</p>
      </Poster>
    );
  } else {
    return null;
  }

  return (
    <section className="blk-session__video" aria-labelledby={headingId}>
      <h2 id={headingId} className="ui-visually-hidden">
        {t('translate.sessionDetail.video.heading')}
      </h2>
      {body}
      {chatOpen || meetingOpen ? (
        <p className="blk-session__join">
          {chatOpen ? (
            <NewWindowLink href={session.mediusChatUrl}>{t('translate.sessionDetail.video.chat')}</NewWindowLink>
          ) : null}
          {meetingOpen ? (
            <NewWindowLink href={session.teamsMeeting}>{t('translate.sessionDetail.video.meeting')}</NewWindowLink>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

function Poster({ session, children }: { session: Session; children: React.ReactNode }) {
  const image = safeMediaSrc(session.onDemandThumbnail || session.imageUrl);
  return (
    <div className="blk-session__poster" data-has-image={image ? 'true' : 'false'}>
      {image ? <img className="blk-session__poster-img" src={image} alt="" /> : null}
      <div className="blk-session__poster-body">{children}</div>
    </div>
  );
}
