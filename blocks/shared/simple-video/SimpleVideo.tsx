// The simple video (docs/behaviour/live-and-video.md, Simple video): a plain media file (not a stream page) in a
// native <video> with its own controls. Its state (unfocused, playing, paused, stopped) is on the box as data-state
// and in the controls' labels. Resting the pointer on it, or keyboard focus inside it, for 200 ms previews it muted;
// leaving pauses that preview. Play is the visitor's own choice: it plays with sound and leaving does not pause it.
// With prefers-reduced-motion nothing starts by itself.
import { useEffect, useId, useRef, useState } from 'react';
import { useInView, useTranslation } from '../../../renderer';
import { VIDEO_IN_VIEW_OPTIONS } from '../InViewPlayer';
import { prefersReducedMotion } from '../reduced-motion';
import {
  clockOf,
  HOVER_AUTOPLAY_DELAY_MS,
  isHoverPointer,
  PROGRESS_POLL_MS,
  stateAfterPause,
  type SimpleVideoState,
} from './simple-video-state';
import { simpleVideoNamespace, simpleVideoStrings } from './strings';
import '../video-player.css';
import './simple-video.css';


interface SimpleVideoProps {
  /** Already checked by toVideoUrl: http(s) only. */
  src: string;
  label: string;
  poster?: string | null;
  /** The frame's CSS aspect ratio (the controls sit under it); 16 / 9 when absent. */
  aspectRatio?: string;
}

export function SimpleVideo({ src, label, poster, aspectRatio }: SimpleVideoProps) {
  const { t } = useTranslation(simpleVideoStrings, simpleVideoNamespace);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const { inView } = useInView(box, VIDEO_IN_VIEW_OPTIONS);
  const [state, setState] = useState<SimpleVideoState>('unfocused');
  const [muted, setMuted] = useState(false);
  const [position, setPosition] = useState({ current: 0, duration: 0 });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The playback was started by hovering or focus, so leaving pauses it. */
  const previewing = useRef(false);
  const stopRequested = useRef(false);

  const cancelTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancelTimer, []);

  // docs/behaviour/live-and-video.md, Simple video: the progress is read every 100 ms while it plays.
  useEffect(() => {
    if (state !== 'playing') return undefined;
    const read = () => {
      const v = video.current;
      if (v) setPosition({ current: v.currentTime, duration: Number.isFinite(v.duration) ? v.duration : 0 });
    };
    read();
    const poll = setInterval(read, PROGRESS_POLL_MS);
    return () => clearInterval(poll);
  }, [state]);

  const start = (withSound: boolean) => {
    const v = video.current;
    if (!v) return;
    stopRequested.current = false;
    v.muted = !withSound;
    setMuted(v.muted);
    // A refused play (no media, or the browser's autoplay rules) leaves the state as the element reports it.
    void v.play()?.catch(() => undefined);
  };

  const enter = () => {
    cancelTimer();
    const v = video.current;
    if (!v || !v.paused || prefersReducedMotion()) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      previewing.current = true;
      start(false);
    }, HOVER_AUTOPLAY_DELAY_MS);
  };

  const leave = () => {
    cancelTimer();
    if (!previewing.current) return;
    previewing.current = false;
    video.current?.pause();
  };

  const toggle = () => {
    cancelTimer();
    const v = video.current;
    if (!v) return;
    previewing.current = false;
    if (v.paused) start(true);
    else v.pause();
  };

  const stop = () => {
    cancelTimer();
    const v = video.current;
    if (!v) return;
    previewing.current = false;
    stopRequested.current = true;
    v.pause();
    v.currentTime = 0;
    setPosition((p) => ({ ...p, current: 0 }));
    setState('stopped');
  };

  const toggleMute = () => {
    const v = video.current;
    if (!v) return;
    v.muted = !v.muted;
    setMuted(v.muted);
  };

  const playing = state === 'playing';
  const time = t('translate.shared-simple-video.time', { current: clockOf(position.current), duration: clockOf(position.duration) });
  return (
    <div
      ref={box}
      className="blk-simple-video"
      data-state={state}
      data-in-view={inView ? 'true' : 'false'}
      onPointerEnter={(e) => (isHoverPointer(e.pointerType) ? enter() : undefined)}
      onPointerLeave={(e) => (isHoverPointer(e.pointerType) ? leave() : undefined)}
      onFocus={(e) => (e.currentTarget.contains(e.relatedTarget as Node | null) ? undefined : enter())}
      onBlur={(e) => (e.currentTarget.contains(e.relatedTarget as Node | null) ? undefined : leave())}
    >
      <div className="blk-video-player" style={aspectRatio ? { aspectRatio } : undefined}>
        {inView ? (
          <video
            ref={video}
            id={`${id}-video`}
            className="blk-video-player__media blk-simple-video__media"
            src={src}
            poster={poster ?? undefined}
            aria-label={label}
            playsInline
            preload="metadata"
            onPlay={() => setState('playing')}
            onPause={(e) => {
              setState(stateAfterPause(e.currentTarget.ended, stopRequested.current));
              stopRequested.current = false;
            }}
            onEnded={() => {
              previewing.current = false;
              setState('stopped');
            }}
            onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
            onLoadedMetadata={(e) => {
              const d = e.currentTarget.duration;
              setPosition((p) => ({ ...p, duration: Number.isFinite(d) ? d : 0 }));
            }}
          />
        ) : null}
      </div>
      <div className="blk-simple-video__controls" role="group" aria-label={t('translate.shared-simple-video.controls', { name: label })}>
        <button type="button" className="blk-simple-video__button" aria-controls={`${id}-video`} disabled={!inView} onClick={toggle}>
          {playing ? t('translate.shared-simple-video.pause') : t('translate.shared-simple-video.play')}
        </button>
        <button
          type="button"
          className="blk-simple-video__button"
          aria-controls={`${id}-video`}
          disabled={!inView || state === 'unfocused' || state === 'stopped'}
          onClick={stop}
        >
          {t('translate.shared-simple-video.stop')}
        </button>
        <button
          type="button"
          className="blk-simple-video__button"
          aria-controls={`${id}-video`}
          aria-pressed={muted}
          disabled={!inView}
          onClick={toggleMute}
        >
          {t('translate.shared-simple-video.mute')}
        </button>
        <progress
          className="blk-simple-video__progress"
          aria-label={t('translate.shared-simple-video.progress')}
          aria-valuetext={time}
          max={position.duration > 0 ? position.duration : 1}
          value={position.current}
        />
        <span className="blk-simple-video__time" aria-hidden="true">
          {time}
        </span>
        <span className="blk-simple-video__state">{t(`translate.shared-simple-video.state.${state}`)}</span>
      </div>
    </div>
  );
}
