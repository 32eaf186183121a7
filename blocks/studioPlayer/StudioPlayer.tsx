// The studio player (docs/behaviour/live-and-video.md, Studio player): the studio's live stream in a frame that loads
// when the block first scrolls into view, with autoplay=1 when the page's address asks for it, the video token as `at`
// for protected videos, the live-now ticker under it, and beside it (under it on phones) the Q&A and community
// panels (StudioPanels).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { tracking, useInView, useRenderContext, useTranslation, type BlockComponentProps } from '../../renderer';
import type { StudioPlayerProps } from '../../schemas/api-types';
import { Button } from '../../ui';
import { toVideoUrl } from '../all-blocks';
import { dispatchCustomAction, SIGN_IN_ACTION } from '../shared/custom-action';
import { VIDEO_TOKEN_ERROR_KEY, videoTokenQuery, withVideoToken } from '../shared/video-token';
import '../shared/video-player.css';
import { originOf, postedHeight } from './frame-height';
import { LiveNowTicker } from './LiveNowTicker';
import { panelRooms } from './qa-panel';
import { StudioPanels } from './StudioPanels';
import { studioPlayerNamespace, studioPlayerStrings } from './strings';

/** The schema's default of iframeAllowAttribute. */
const DEFAULT_ALLOW = 'autoplay; fullscreen; picture-in-picture; encrypted-media';

/** docs/behaviour/live-and-video.md, Video player: `autoplay=1` in the page's address is appended to the video URL. */
function pageAsksAutoplay(): boolean {
  return typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('autoplay') === '1';
}

export default function StudioPlayer({ componentId, props }: BlockComponentProps<StudioPlayerProps>) {
  const { t } = useTranslation(studioPlayerStrings, studioPlayerNamespace);
  const { signedIn } = useRenderContext();
  const stageRef = useRef<HTMLDivElement>(null);
  // The rules' defaults (100 px root margin, thresholds 0 and 0.5); once seen, the frame stays.
  const { inView } = useInView(stageRef, { once: true });
  // Read after hydration: the server's HTML has no address query to agree with.
  const [autoplay, setAutoplay] = useState(false);
  useEffect(() => setAutoplay(pageAsksAutoplay()), []);
  const [height, setHeight] = useState<number | null>(null);

  const title = props.title || t('translate.studioPlayer.title');
  const playable = toVideoUrl(props.videoUrl, autoplay);
  const locked = Boolean(props.videoRequiresAuth) && !signedIn;
  const needsToken = Boolean(props.videoRequiresAuth) && signedIn && playable !== null;
  const token = useQuery(videoTokenQuery(playable ?? '', needsToken));
  const tokenFailed = needsToken && token.isError;
  useEffect(() => {
    if (tokenFailed) tracking.trackException(VIDEO_TOKEN_ERROR_KEY);
  }, [tokenFailed]);

  // obeyHeightsFromMedius: the frame follows the heights its own player posts (no other window's).
  const origin = playable ? originOf(playable) : null;
  useEffect(() => {
    if (!props.obeyHeightsFromMedius || !origin) return undefined;
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== origin) return;
      const posted = postedHeight(e.data);
      if (posted !== null) setHeight(posted);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [props.obeyHeightsFromMedius, origin]);

  let stage: React.ReactNode;
  if (!playable) {
    stage = <Notice>{t('translate.studioPlayer.unavailable')}</Notice>;
  } else if (locked) {
    stage = (
      <Notice>
        <p className="blk-studio-player__notice-text">{t('translate.studioPlayer.signed-in-only')}</p>
        <Button variant="primary" onClick={() => dispatchCustomAction({ componentId, action: SIGN_IN_ACTION })}>
          {t('translate.studioPlayer.sign-in')}
        </Button>
      </Notice>
    );
  } else if (!inView) {
    stage = null;
  } else if (tokenFailed) {
    stage = (
      <Notice role="alert">{t('translate.studioPlayer.medius-token-generation-error')}</Notice>
    );
  } else if (needsToken && !token.data) {
    stage = <Notice role="status">{t('translate.studioPlayer.preparing')}</Notice>;
  } else {
    stage = (
      <iframe
        className="blk-video-player__media"
        src={withVideoToken(playable, token.data?.value ?? null)}
        title={title}
        allow={props.iframeAllowAttribute || DEFAULT_ALLOW}
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }

  const style = height !== null ? ({ '--blk-studio-player-height': `${height}px` } as CSSProperties) : undefined;
  const rooms = panelRooms(props);
  const panels = rooms.qa !== null || rooms.community !== null;
  return (
    <div className={`ui-page blk-studio-player${panels ? ' blk-studio-player--panels' : ''}`}>
      <div className="blk-studio-player__main">
        <div
          ref={stageRef}
          className="blk-video-player blk-studio-player__stage"
          data-in-view={inView ? 'true' : 'false'}
          data-height={height !== null ? 'posted' : undefined}
          style={style}
        >
          {stage}
        </div>
        {props.enableLiveNowTicker ? <LiveNowTicker /> : null}
      </div>
      {panels ? <StudioPanels componentId={componentId} pubble={props.pubbleConfig} community={props.showYammer === true} /> : null}
    </div>
  );
}

function Notice({ children, role }: { children: React.ReactNode; role?: 'alert' | 'status' }) {
  return (
    <div className="blk-studio-player__notice" role={role}>
      {typeof children === 'string' ? <p className="blk-studio-player__notice-text">{children}</p> : children}
    </div>
  );
}
