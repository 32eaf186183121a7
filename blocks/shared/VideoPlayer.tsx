import { isDirectVideoFile } from './video-url';
import './video-player.css';

interface VideoPlayerProps {
  /** Already checked by toVideoUrl: http(s) only. */
  src: string;
  title: string;
  autoPlay?: boolean;
}

/** A media file plays in <video>; a platform page (YouTube, Vimeo, stream) in a sandboxed iframe. */
export function VideoPlayer({ src, title, autoPlay = false }: VideoPlayerProps) {
  return (
    <div className="blk-video-player">
      {isDirectVideoFile(src) ? (
        <video
          className="blk-video-player__media"
          src={src}
          title={title}
          controls
          autoPlay={autoPlay}
          playsInline
        />
      ) : (
        <iframe
          className="blk-video-player__media"
          src={src}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </div>
  );
}
