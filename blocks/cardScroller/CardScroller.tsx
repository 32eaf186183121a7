import { useCallback, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { safeMediaSrc, useTranslation, vetLink, type BlockComponentProps, type TFunction } from '../../renderer';
import type { CardScrollerProps } from '../../schemas/api-types';
import { IconButton } from '../../ui';
import { perDeviceVars } from '../shared/breakpoint-vars';
import { OptionalHtml } from '../shared/OptionalHtml';
import { cardScrollerNamespace, cardScrollerStrings } from './strings';
import './card-scroller.css';
import '../shared/visually-hidden.css';

type Card = NonNullable<CardScrollerProps['cards']>[number];

const cssWidth = (v: unknown) =>
  typeof v === 'string' && /^\d+(\.\d+)?(px|rem|em|%|vw)$/.test(v.trim()) ? v.trim() : undefined;

function CardItem({ card, t }: { card: Card; t: TFunction }) {
  const link = vetLink(card.link?.href);
  const href = link?.href;
  const image = safeMediaSrc(card.image);
  const external = Boolean(link) && (card.link?.target === '_blank' || link!.external);
  const hiddenName = card.link?.ariaLabel || (card.link?.text ? undefined : card.title);
  return (
    <li className="blk-card-scroller__card">
      {image ? (
        <img className="blk-card-scroller__image" src={image} alt={card.imageAltText ?? ''} loading="lazy" />
      ) : null}
      <div className="blk-card-scroller__content">
        {card.title ? <h3 className="blk-card-scroller__title">{card.title}</h3> : null}
        <OptionalHtml as="div" className="blk-card-scroller__body" html={card.body} />
        {href ? (
          // The visible text starts the accessible name; the aria label (or the card's title behind a bare "Learn
          // more") follows as hidden text, so name and visible text never disagree (axe label-content-name-mismatch).
          <a
            className="blk-card-scroller__link"
            href={href}
            target={external ? '_blank' : undefined}
            rel={external ? 'noopener noreferrer' : undefined}
          >
            {card.link?.text || t('translate.cardScroller.learn-more')}
            {hiddenName ? (
              <span className="blk-visually-hidden">{t('translate.cardScroller.link-target', { name: hiddenName })}</span>
            ) : null}
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** A row of cards that scrolls sideways; previous/next buttons page through it and disable at the ends. */
export default function CardScroller({ props }: BlockComponentProps<CardScrollerProps>) {
  const { t } = useTranslation(cardScrollerStrings, cardScrollerNamespace);
  const listRef = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const el = listRef.current;
    if (!el) return;
    // 1 px tolerance: fractional scroll positions never quite reach the end.
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const cards = props.cards ?? [];
  if (cards.length === 0) return null;

  const page = (direction: 1 | -1) => {
    const el = listRef.current;
    if (!el) return;
    const amount = Math.max(el.clientWidth * 0.9, 1) * direction;
    if (typeof el.scrollBy === 'function') el.scrollBy({ left: amount, behavior: 'smooth' });
    else el.scrollLeft += amount;
    measure();
  };

  const style = perDeviceVars('cs-card', props.cardWidth, cssWidth) as CSSProperties;

  return (
    <section
      className="blk-card-scroller"
      style={style}
      aria-labelledby={props.heading ? headingId : undefined}
      aria-label={props.heading ? undefined : t('translate.cardScroller.label')}
    >
      <div className="blk-card-scroller__header">
        {props.heading ? (
          <h2 id={headingId} className="blk-card-scroller__heading">
            {props.heading}
          </h2>
        ) : (
          <span />
        )}
        <div className="blk-card-scroller__controls">
          <IconButton
            variant="secondary"
            className="blk-card-scroller__nav"
            label={props.previousButtonLabel || t('translate.cardScroller.previous')}
            icon={<span aria-hidden="true">‹</span>}
            disabled={edges.start}
            onClick={() => page(-1)}
          />
          <IconButton
            variant="secondary"
            className="blk-card-scroller__nav"
            label={props.nextButtonLabel || t('translate.cardScroller.next')}
            icon={<span aria-hidden="true">›</span>}
            disabled={edges.end}
            onClick={() => page(1)}
          />
        </div>
      </div>
      <ul ref={listRef} className="blk-card-scroller__list" onScroll={measure}>
        {cards.map((card, index) => (
          <CardItem key={index} card={card} t={t} />
        ))}
      </ul>
    </section>
  );
}
