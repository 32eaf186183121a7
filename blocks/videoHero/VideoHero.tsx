import { useState } from 'react';
import { useRenderContext, useTranslation, type BlockComponentProps } from '../../renderer';
import type { VideoHeroProps } from '../../schemas/api-types';
import { Button } from '../../ui';
import { SIGN_IN_ACTION, dispatchCustomAction } from '../shared/custom-action';
import { InViewPlayer } from '../shared/InViewPlayer';
import { OptionalHtml } from '../shared/OptionalHtml';
import { ResponsiveImage } from '../shared/ResponsiveImage';
import { toVideoUrl } from '../shared/video-url';
import '../shared/video-player.css';
import { videoHeroNamespace, videoHeroStrings } from './strings';
import './video-hero.css';

function plainText(html: string | undefined): string {
  return (html ?? '').replace(/<[^>]*>/g, '').trim();
}

/**
 * Poster with a play button. The player mounts when the block first scrolls into view (docs/behaviour/README.md
 * section 4); pressing play removes the poster and reloads the player with autoplay=1.
 */
export default function VideoHero({ componentId, props }: BlockComponentProps<VideoHeroProps>) {
  const { signedIn } = useRenderContext();
  const { t } = useTranslation(videoHeroStrings, videoHeroNamespace);
  const [playing, setPlaying] = useState(false);
  const locked = Boolean(props.videoRequiresAuth) && !signedIn;
  const src = locked ? null : toVideoUrl(props.videoSource, playing);
  const title = plainText(props.overlayText) || props.imageAltText || t('translate.videoHero.video');
  const canPlay = Boolean(src) || locked;

  const onPlay = () => {
    if (locked) {
      dispatchCustomAction({ componentId, action: SIGN_IN_ACTION });
      return;
    }
    setPlaying(true);
  };

  return (
    <section className="blk-video-hero" aria-label={title} data-location={props.location || undefined}>
      <div className="blk-video-hero__stage">
        {src ? (
          <InViewPlayer key={src} src={src} title={title} autoPlay={playing} />
        ) : (
          <div className="blk-video-player" />
        )}
        {playing ? null : (
          <div className="blk-video-hero__overlay">
            <ResponsiveImage
              className="blk-video-hero__image"
              src={props.image}
              alt={props.imageAltText ?? ''}
            />
            <div className="blk-video-hero__overlay-content">
              <OptionalHtml as="h2" className="blk-video-hero__title" html={props.overlayText} />
              {canPlay ? (
                <Button variant="primary" className="blk-video-hero__play" onClick={onPlay}>
                  <span className="blk-video-hero__play-icon blk-play-mark" aria-hidden="true" />
                  <span>{locked ? t('translate.videoHero.sign-in-to-watch') : props.playText || t('translate.videoHero.play')}</span>
                </Button>
              ) : null}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
