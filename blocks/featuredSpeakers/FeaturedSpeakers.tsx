import '../shared/buttons.css';
import '../shared/visually-hidden.css';
import { OFF_SITE_LINK, safeMediaSrc, useTranslation, vetLink, type BlockComponentProps, type TFunction } from '../../renderer';
import type { FeaturedSpeakersProps } from '../../schemas/api-types';
import { initialsOf } from '../../schemas';
import { featuredSpeakersNamespace, featuredSpeakersStrings } from './strings';
import './featured-speakers.css';

type Speaker = NonNullable<FeaturedSpeakersProps['speakers']>[number];

/** cardType → card width class; an unknown type falls back to the schema default, quarter-width. */
export const CARD_TYPES = ['full-width', 'half-width', 'quarter-width', 'one-third-width'] as const;

export function cardTypeOf(speaker: Speaker): (typeof CARD_TYPES)[number] {
  return (CARD_TYPES as readonly string[]).includes(speaker.cardType ?? '')
    ? (speaker.cardType as (typeof CARD_TYPES)[number])
    : 'quarter-width';
}

/** Speakers by speakerOrder (lower first); speakers without an order keep their place after those with one. */
export function sortSpeakers(speakers: readonly Speaker[]): Speaker[] {
  return speakers
    .map((speaker, index) => ({ speaker, index }))
    .sort(
      (a, b) =>
        (a.speaker.speakerOrder ?? Number.MAX_SAFE_INTEGER) -
          (b.speaker.speakerOrder ?? Number.MAX_SAFE_INTEGER) || a.index - b.index,
    )
    .map(({ speaker }) => speaker);
}

/** The speaker's job title and company, either alone when the other is missing. */
function roleOf(speaker: Speaker, t: TFunction): string {
  const role = speaker.speakerDesignation;
  const company = speaker.company;
  return role && company ? t('translate.featuredSpeakers.role-company', { role, company }) : role || company || '';
}

function SpeakerCard({ speaker, t }: { speaker: Speaker; t: TFunction }) {
  const link = vetLink(speaker.speakerLink);
  const image = safeMediaSrc(speaker.image);
  const name = speaker.speakerName ?? '';
  const role = roleOf(speaker, t);
  const handles = (speaker.socialHandles ?? []).flatMap((h) => {
    const vetted = vetLink(h.link);
    return vetted ? [{ ...h, href: vetted.href, external: vetted.external }] : [];
  });
  return (
    <li className={`blk-speaker-card blk-speaker-card--${cardTypeOf(speaker)}`}>
      <div className="blk-speaker-card__photo">
        {image ? <img src={image} alt="" loading="lazy" /> : <span aria-hidden="true">{initialsOf(name)}</span>}
      </div>
      <div className="blk-speaker-card__text">
        <h3 className="blk-speaker-card__name">
          {link ? (
            <a
              className="blk-speaker-card__link"
              href={link.href}
              {...(link.external ? OFF_SITE_LINK : null)}
            >
              {name}
            </a>
          ) : (
            name
          )}
        </h3>
        {role ? <p className="blk-speaker-card__role">{role}</p> : null}
        {speaker.description ? <p className="blk-speaker-card__description">{speaker.description}</p> : null}
        {handles.length > 0 ? (
          <ul className="blk-speaker-card__social" aria-label={t('translate.featuredSpeakers.social-list', { name })}>
            {handles.map((h, i) => (
              <li key={`${h.href}-${i}`}>
                <a
                  className="ui-disc"
                  href={h.href}
                  target={h.external ? '_blank' : undefined}
                  rel={h.external ? 'noopener noreferrer' : undefined}
                  data-analytics-tag={h.analyticsTag || undefined}
                >
                  <span aria-hidden="true">{(h.socialMediaName || h.glyph || '•').slice(0, 2)}</span>
                  <span className="blk-visually-hidden">
                    {h.ariaLabel ||
                      (h.socialMediaName
                        ? t('translate.featuredSpeakers.social-link', { name, network: h.socialMediaName })
                        : t('translate.featuredSpeakers.social-list', { name }))}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

export default function FeaturedSpeakers({ props }: BlockComponentProps<FeaturedSpeakersProps>) {
  const { t } = useTranslation(featuredSpeakersStrings, featuredSpeakersNamespace);
  const speakers = sortSpeakers((props.speakers ?? []).filter((s) => s.speakerName));
  if (speakers.length === 0) return null;
  const viewAll = vetLink(props.viewAllLink);
  return (
    // Not a named region: a page may hold the block twice with the same heading (the home page's Speakers tab),
    // and two landmarks with one name fail axe's landmark-unique. The heading names the section for navigation.
    <section className="blk-featured-speakers">
      {props.heading || viewAll ? (
        <div className="blk-featured-speakers__header">
          {props.heading ? <h2 className="blk-featured-speakers__heading">{props.heading}</h2> : null}
          {viewAll ? (
            <a
              className="blk-featured-speakers__all"
              href={viewAll.href}
              {...(viewAll.external ? OFF_SITE_LINK : null)}
            >
              {t('translate.featuredSpeakers.view-all')}
            </a>
          ) : null}
        </div>
      ) : null}
      <ul className="blk-featured-speakers__list">
        {speakers.map((speaker, i) => (
          <SpeakerCard key={`${speaker.speakerName}-${i}`} speaker={speaker} t={t} />
        ))}
      </ul>
    </section>
  );
}
