import { useState, type CSSProperties } from 'react';
import { safeMediaSrc, useTranslation, type BlockComponentProps } from '../../renderer';
import type { HeroImageBladeProps } from '../../schemas/api-types';
import { Button } from '../../ui';
// Shared parts from the blocks chunk (every page with blocks loads it); the simple video travels apart, with the
// blocks that show one, as this block's code is loaded only when its server HTML does not suffice.
import { ActionButtons, InViewPlayer, isDirectVideoFile, OptionalHtml, toVideoUrl, VideoLightbox, VideoPlayer } from '../all-blocks';
import { perDeviceVars } from '../shared/breakpoint-vars';
import { SimpleVideo } from '../shared/simple-video/SimpleVideo';
import { clampHeadingLevel } from '../sectionHeading/heading-level';
import { dominanceLayout } from './dominance';
import { heroImageBladeNamespace, heroImageBladeStrings } from './strings';
import '../shared/video-player.css';
import './hero-image-blade.css';

function Asset({ asset }: { asset: NonNullable<HeroImageBladeProps['assetData']> }) {
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const { t } = useTranslation(heroImageBladeStrings, heroImageBladeNamespace);
  const label = asset.videoAltText || t('translate.heroImageBlade.video');
  if (asset.assetType === 'video') {
    const src = toVideoUrl(asset.videoUrl);
    if (!src) return null;
    // A media file is a simple video (hover previews it); a stream or platform page plays in its frame.
    return isDirectVideoFile(src) ? (
      <SimpleVideo src={src} label={label} poster={safeMediaSrc(asset.image)} />
    ) : (
      <InViewPlayer src={src} title={label} />
    );
  }
  const image = safeMediaSrc(asset.image);
  const lightbox = toVideoUrl(asset.lightBoxUrl, true);
  const picture = image ? (
    <img
      className="blk-hero-blade__image"
      src={image}
      alt={lightbox ? '' : (asset.imageAltText ?? '')}
      loading="lazy"
    />
  ) : null;
  if (!lightbox) return picture;
  return (
    <>
      <Button
        variant="ghost"
        className="blk-hero-blade__lightbox"
        aria-haspopup="dialog"
        aria-label={t('translate.heroImageBlade.play', { name: label })}
        onClick={() => setLightboxOpen(true)}
      >
        {picture}
        <span className="blk-hero-blade__play blk-play-mark" aria-hidden="true" />
      </Button>
      <VideoLightbox open={lightboxOpen} label={label} onClose={() => setLightboxOpen(false)}>
        <VideoPlayer src={lightbox} title={label} autoPlay />
      </VideoLightbox>
    </>
  );
}

/** A CSS length for the gutter; anything else is dropped rather than injected into a style. */
function cssLength(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return `${value}px`;
  if (typeof value === 'string' && /^\d+(\.\d+)?(px|rem|em|%|vw)?$/.test(value.trim())) {
    const v = value.trim();
    return /\d$/.test(v) ? `${v}px` : v;
  }
  return undefined;
}

export default function HeroImageBlade({ componentId, props }: BlockComponentProps<HeroImageBladeProps>) {
  if (props.hidden) return null;
  const position = props.assetPosition === 'right' ? 'right' : 'left';
  const layout = dominanceLayout(props.assetDominanceRatio, position);
  const text = props.textSection ?? {};
  const style = {
    '--hib-columns': layout.columns,
    '--hib-mobile-asset': `${layout.mobile}%`,
    ...perDeviceVars('hib-gutter', props.centerGutterWidth, cssLength),
  } as CSSProperties;

  return (
    <section className={`blk-hero-blade blk-hero-blade--asset-${position}`} style={style}>
      <div className="blk-hero-blade__asset">
        {props.assetData ? <Asset asset={props.assetData} /> : null}
      </div>
      <div className="blk-hero-blade__text">
        {text.eyebrow ? <p className="blk-hero-blade__eyebrow">{text.eyebrow}</p> : null}
        <OptionalHtml
          as={clampHeadingLevel(text.headingLevel)}
          className="blk-hero-blade__heading"
          html={text.heading}
        />
        <OptionalHtml as="p" className="blk-hero-blade__subheading" html={text.subheading} />
        <OptionalHtml as="div" className="blk-hero-blade__body" html={text.body} />
        <ActionButtons buttons={text.buttons} componentId={componentId} />
      </div>
    </section>
  );
}
