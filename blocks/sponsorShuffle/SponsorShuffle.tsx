// Sponsor shuffle (docs/behaviour/blocks.md): itemsToShow sponsor logos (default 9) in a
// random order seeded with the page's render time (the server's HTML and the hydrating browser agree), shown one
// by one 200 ms apart after 1 s (all at once for a visitor who prefers reduced motion). Shuffle drops the batch on show and brings the next; when fewer than `buffer`
// (default 3) would remain, the list is fetched again and a new round appended. The button is disabled while
// shuffling.
import { useQuery } from '@tanstack/react-query';
import { use, useEffect, useId, useMemo, useState } from 'react';
import { sponsorLogosRead, type SponsorLogo } from '../shared/session-card/catalog-read';
import { RenderTimeContext, safeMediaSrc, useRenderContext, useTranslation, type BlockComponentProps } from '../../renderer';
import type { SponsorShuffleProps } from '../../schemas/api-types';
import { Button, buttonClass } from '../../ui';
import { OffSite, siteHref, useViewer } from '../shared/session-card/SessionCard';
import { BUFFER, dropBatch, FIRST_SHOW_MS, ITEMS_TO_SHOW, needsRefill, refill, shuffled, SPONSOR_LIST, STAGGER_MS } from './shuffle';
import { useOnSite } from '../shared/on-site';
import { prefersReducedMotion } from '../shared/reduced-motion';
import { sponsorShuffleNamespace, sponsorShuffleStrings } from './strings';
import './sponsorShuffle.css';

const keyOf = (c: SponsorLogo) => c.companyId;

function Shuffle({ props }: BlockComponentProps<SponsorShuffleProps>) {
  const { language } = useRenderContext();
  const { t } = useTranslation(sponsorShuffleStrings, sponsorShuffleNamespace);
  const id = useId();
  const seed = use(RenderTimeContext) ?? 0;
  const show = Math.max(1, props.itemsToShow ?? ITEMS_TO_SHOW);
  const buffer = Math.max(0, props.buffer ?? BUFFER);
  const query = useQuery(sponsorLogosRead(useViewer(), SPONSOR_LIST));
  const list = query.data?.items;
  const first = useMemo(() => shuffled(list ?? [], seed), [list, seed]);
  const [queue, setQueue] = useState<SponsorLogo[] | null>(null);
  const [round, setRound] = useState(0);
  const [visible, setVisible] = useState(0);
  const [shuffling, setShuffling] = useState(true);
  const batch = (queue ?? first).slice(0, show);
  const count = batch.length;

  // Each batch shows one logo at a time, 200 ms apart; the page's first batch after 1 s. A visitor who asked for less
  // motion gets the batch at once, with no entrance to wait out.
  useEffect(() => {
    if (count === 0) return;
    if (prefersReducedMotion()) {
      setVisible(count);
      setShuffling(false);
      return;
    }
    const delay = round === 0 ? FIRST_SHOW_MS : 0;
    const timers = Array.from({ length: count }, (_, i) =>
      setTimeout(() => {
        setVisible(i + 1);
        // The shuffle ends with the last logo shown (one render: the button is never enabled before it).
        if (i === count - 1) setShuffling(false);
      }, delay + i * STAGGER_MS),
    );
    return () => timers.forEach(clearTimeout);
  }, [round, count]);

  const onShuffle = async () => {
    setShuffling(true);
    setVisible(0);
    let next = dropBatch(queue ?? first, show);
    if (needsRefill(next, show, buffer)) {
      const fetched = await query.refetch();
      next = refill(next, fetched.data?.items ?? list ?? [], seed + round + 1, keyOf, batch);
    }
    setQueue(next);
    setRound(round + 1);
  };

  const viewAll = siteHref(props.viewAllSponsorsHref ?? '/sponsors', language);
  const cta = props.viewAllButtonType !== 'link';
  return (
    <section className="ss" aria-labelledby={`${id}h`}>
      <h2 id={`${id}h`} className="ss__heading">
        {props.heading || t('translate.sponsorShuffle.heading')}
      </h2>
      {query.isError && !list ? (
        <p className="ss__empty">{t('translate.sponsorShuffle.load-error')}</p>
      ) : (
        <ul className="ss__grid" aria-busy={shuffling}>
          {batch.map((c, i) => {
            const logo = safeMediaSrc(c.logo);
            return (
              <li key={`${round}-${c.companyId}`} className={`ss__item${i < visible ? ' is-shown' : ''}`}>
                <a href={`/${language}/sponsors/${encodeURIComponent(c.companyId)}`} className="ss__logo">
                  {logo ? <img src={logo} alt={c.name} loading="lazy" decoding="async" /> : <span>{c.name}</span>}
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <div className="ss__actions">
        {props.shuffleText ? <p className="ss__text">{props.shuffleText}</p> : null}
        <Button variant={props.shuffleButtonType === 'button' ? 'secondary' : 'primary'} disabled={shuffling || count === 0} onClick={() => void onShuffle()}>
          {props.shuffleButtonText || t('translate.sponsorShuffle.shuffle')}
        </Button>
        {viewAll ? (
          <a href={viewAll} className={cta ? buttonClass({ variant: 'secondary' }) : 'ss__link'}>
            {props.viewAllSponsorsText || t('translate.sponsorShuffle.view-all')}
          </a>
        ) : null}
      </div>
    </section>
  );
}

export default function SponsorShuffle(block: BlockComponentProps<SponsorShuffleProps>) {
  // Outside the site (stories, previews) there is no query client: the heading and where the data will show.
  return useOnSite({ router: false }) ? (
    <Shuffle {...block} />
  ) : (
    <OffSite heading={block.props.heading} strings={sponsorShuffleStrings} namespace={sponsorShuffleNamespace} className="ss" />
  );
}
