import { useRef } from 'react';
import { useInView } from '../../renderer';
import { VideoPlayer } from './VideoPlayer';

/** docs/behaviour/live-and-video.md: video visibility uses a 100 px root margin and thresholds 0 and 0.5. */
export const VIDEO_IN_VIEW_OPTIONS = { once: true, rootMargin: '100px', threshold: [0, 0.5] };

/**
 * Mounts the player only once its container has first scrolled into view (docs/behaviour/live-and-video.md),
 * so pages with several videos do not load every embed up front.
 */
export function InViewPlayer({
  src,
  title,
  autoPlay = false,
}: {
  src: string;
  title: string;
  autoPlay?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { inView } = useInView(ref, VIDEO_IN_VIEW_OPTIONS);
  return (
    <div ref={ref} className="blk-in-view-player" data-in-view={inView ? 'true' : 'false'}>
      {inView ? (
        <VideoPlayer src={src} title={title} autoPlay={autoPlay} />
      ) : (
        <div className="blk-video-player" aria-hidden="true" />
      )}
    </div>
  );
}
