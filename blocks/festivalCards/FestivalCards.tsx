import type { CSSProperties } from 'react';
import { SafeHtml, safeMediaSrc, useTranslation, vetLink, type BlockComponentProps } from '../../renderer';
import type { FestivalCardsProps } from '../../schemas/api-types';
import { ActionButtons, InViewPlayer, isDirectVideoFile, toVideoUrl } from '../all-blocks';
import { SimpleVideo } from '../shared/simple-video/SimpleVideo';
import { cssColor } from '../shared/breakpoint-vars';
import { parseAspectRatio } from './aspect-ratio';
import { cardWidths, isCardShown } from './card-width';
import { festivalCardsNamespace, festivalCardsStrings } from './strings';
import './festival-cards.css';

type FestivalCard = NonNullable<FestivalCardsProps['cards']>[number];

function Media({ media }: { media: NonNullable<FestivalCard['media']> }) {
  const { t } = useTranslation(festivalCardsStrings, festivalCardsNamespace);
  const ratio = parseAspectRatio(media.aspectRatio);
  const style = ratio ? ({ aspectRatio: `${ratio.width} / ${ratio.height}` } as CSSProperties) : undefined;
  let content = null;
  if (media.type === 'video') {
    const src = toVideoUrl(media.videoUrl);
    const label = media.altText || t('translate.festivalCards.video');
    // A media file is a simple video (hover previews it), its frame in the card's ratio and its controls under it; a
    // stream or platform page plays in its frame.
    if (src && isDirectVideoFile(src)) {
      const frameRatio = ratio ? `${ratio.width} / ${ratio.height}` : undefined;
      return (
        <div className="blk-festival-card__media" data-testid="festival-card-media">
          <SimpleVideo src={src} label={label} poster={safeMediaSrc(media.image)} aspectRatio={frameRatio} />
        </div>
      );
    }
    if (src) content = <InViewPlayer src={src} title={label} />;
  } else {
    const image = safeMediaSrc(media.image);
    if (image)
      content = (
        <img className="blk-festival-card__image" src={image} alt={media.altText ?? ''} loading="lazy" />
      );
  }
  if (!content) return null;
  return (
    <div
      className={`blk-festival-card__media${ratio ? ' blk-festival-card__media--ratio' : ''}`}
      style={style}
      data-testid="festival-card-media"
    >
      {content}
    </div>
  );
}

function Card({ card, componentId }: { card: FestivalCard; componentId: string }) {
  const widths = cardWidths(card.width);
  const vars: Record<string, string> = {};
  for (const [device, w] of Object.entries(widths)) {
    vars[`--fc-w-${device}`] = `${w}%`;
    vars[`--fc-d-${device}`] = w === 0 ? 'none' : 'flex';
  }
  const style = {
    ...vars,
    backgroundColor: cssColor(card.style?.backgroundColor),
    color: cssColor(card.style?.textColor),
  } as CSSProperties;
  const link = vetLink(card.link?.href);
  const href = link?.href;
  const external = Boolean(link) && (card.link?.target === '_blank' || link!.external);
  const content = card.content ?? {};
  const title = content.title ? (
    href ? (
      <a
        className="blk-festival-card__link"
        href={href}
        aria-label={card.link?.ariaLabel || undefined}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
      >
        {content.title}
      </a>
    ) : (
      content.title
    )
  ) : null;
  return (
    <li
      className={`blk-festival-card blk-festival-card--${card.style?.theme === 'dark' ? 'dark' : 'light'}`}
      style={style}
    >
      {card.media ? <Media media={card.media} /> : null}
      <div className="blk-festival-card__content">
        {content.subtitle ? <p className="blk-festival-card__subtitle">{content.subtitle}</p> : null}
        {title ? <h3 className="blk-festival-card__title">{title}</h3> : null}
        {content.body ? <SafeHtml as="div" className="blk-festival-card__body" html={content.body} /> : null}
        <ActionButtons
          className="blk-festival-card__buttons"
          buttons={content.buttons}
          componentId={componentId}
        />
        {content.footnote ? <p className="blk-festival-card__footnote">{content.footnote}</p> : null}
      </div>
    </li>
  );
}

/** A mosaic of cards; each card's width (per device) sets its share of the row, 0 hides it. */
export default function FestivalCards({ componentId, props }: BlockComponentProps<FestivalCardsProps>) {
  const cards = (props.cards ?? [])
    .map((card, index) => ({ card, index }))
    .filter(({ card }) => isCardShown(card))
    .sort((a, b) => (a.card.order ?? a.index) - (b.card.order ?? b.index) || a.index - b.index);
  if (cards.length === 0) return null;
  return (
    <section className="blk-festival-cards" aria-label={props.heading || undefined}>
      {props.heading ? <h2 className="blk-festival-cards__heading">{props.heading}</h2> : null}
      <ul className="blk-festival-cards__list">
        {cards.map(({ card, index }) => (
          <Card key={index} card={card} componentId={componentId} />
        ))}
      </ul>
    </section>
  );
}
