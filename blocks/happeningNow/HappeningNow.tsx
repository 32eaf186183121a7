// Happening Now (docs/behaviour/blocks.md): sessions not yet ended, chronological, cut to the
// max cards of the device; collapsed it shows the device's min and a more button only when there are more. The
// per-device cuts are CSS (classes per card), so the server's HTML is right on every screen before any script runs.
// Auto refresh every autoRefreshTimeInSeconds (blade default 240 s) while the site flag and the visitor's toggle
// allow it.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { viewerKeyOrAnonymous, useSession } from '../../api-client';
import { sessionsRead } from '../shared/session-card/catalog-read';
import { useNow, useRenderContext, useTranslation, type BlockComponentProps } from '../../renderer';
import { BREAKPOINT_KEYS } from '../../schemas';
import type { HappeningNowProps } from '../../schemas/api-types';
import { Button, Switch } from '../../ui';
import { OffSite, SessionCard, useWhen, type CardPart } from '../shared/session-card/SessionCard';
import { cardsPerDevice, DEFAULT_MAX, DEFAULT_MIN, happeningParams, largestMax, regionOf, safeColor } from './happening-query';
import { useOnSite } from '../shared/on-site';
import { happeningNowNamespace, happeningNowStrings } from './strings';
import './happeningNow.css';

function Happening({ props }: BlockComponentProps<HappeningNowProps>) {
  const { scopes, features } = useRenderContext();
  const { t } = useTranslation(happeningNowStrings, happeningNowNamespace);
  const { user } = useSession();
  const id = useId();
  const [autoOn, setAutoOn] = useState(true);
  const [expanded, setExpanded] = useState(false);
  const refresh = props.autoRefreshEnabled !== false && features.enableHappeningNowAutoRefresh !== false;
  const seconds = Math.max(30, props.autoRefreshTimeInSeconds ?? 240);
  const query = useQuery({
    ...sessionsRead(viewerKeyOrAnonymous(user), happeningParams(props, scopes, props.filterByRegion ? regionOf(user) : null)),
    refetchInterval: refresh && autoOn ? seconds * 1000 : false,
  });
  // Sessions drop out at their end between refreshes (the render time first, so the HTML and hydration agree).
  const now = useNow(60_000);
  const max = cardsPerDevice(props.maxNumberOfCards, DEFAULT_MAX);
  const min = cardsPerDevice(props.minNumberOfCards, DEFAULT_MIN);
  const items = (query.data?.items ?? []).filter((s) => !s.endDateTime || Date.parse(s.endDateTime) > now).slice(0, largestMax(props));

  // After a refresh brings new cards, the first takes focus when the block asks for it.
  const listRef = useRef<HTMLUListElement>(null);
  const updatedAt = query.dataUpdatedAt;
  const firstUpdate = useRef(updatedAt);
  useEffect(() => {
    if (!props.autoFocusFirstCard || updatedAt === firstUpdate.current) return;
    listRef.current?.querySelector('a')?.focus();
  }, [updatedAt, props.autoFocusFirstCard]);

  const style = props.cardStyle ?? {};
  const hidden: CardPart[] = [
    ...(style.showSessionCode === false ? (['sessionCode'] as const) : []),
    ...(style.showSessionPills === false ? (['pills'] as const) : []),
    ...(style.showSessionLocation === false ? (['location'] as const) : []),
  ];
  const vars = {
    '--sc-bg': safeColor(style.backgroundColor),
    '--sc-text': safeColor(style.textColor),
    '--sc-pill': safeColor(style.pillColor),
  } as CSSProperties;
  // Per device: cards past the max never show, cards past the min only when expanded; the button only where the
  // device has more cards than its min.
  const cut = (i: number) =>
    BREAKPOINT_KEYS.flatMap((d) => [i >= max[d] ? `hn-x-${d}` : '', i >= min[d] ? `hn-c-${d}` : '']).filter(Boolean).join(' ');
  const moreOn = BREAKPOINT_KEYS.filter((d) => Math.min(items.length, max[d]) > min[d]).map((d) => `hn-on-${d}`);
  const when = useWhen();

  return (
    <section className={`sc-section hn${expanded ? '' : ' hn--collapsed'}`} aria-labelledby={`${id}h`}>
      <div className="sc-head">
        <h2 id={`${id}h`}>{props.heading || t('translate.happeningNow.heading')}</h2>
        {refresh && props.showAutoRefreshToggle ? (
          <Switch label={t('translate.happeningNow.auto-refresh')} checked={autoOn} onChange={(e) => setAutoOn(e.currentTarget.checked)} />
        ) : null}
      </div>
      {query.isPending ? (
        <p className="sc-empty" role="status">
          {t('translate.happeningNow.loading')}
        </p>
      ) : items.length === 0 ? (
        <p className="sc-empty">{t(query.isError ? 'translate.happeningNow.error' : 'translate.happeningNow.empty')}</p>
      ) : (
        <ul ref={listRef} id={`${id}l`} className="ui-bare-list sc-grid" style={vars}>
          {items.map((s, i) => (
            <SessionCard key={s.sessionId} session={s} now={now} when={when} hidden={hidden} className={cut(i)} />
          ))}
        </ul>
      )}
      {moreOn.length > 0 ? (
        <div className={`hn-more ${moreOn.join(' ')}`}>
          <Button aria-expanded={expanded} aria-controls={`${id}l`} onClick={() => setExpanded(!expanded)}>
            {t(expanded ? 'translate.happeningNow.show-fewer' : 'translate.happeningNow.show-more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

export default function HappeningNow(block: BlockComponentProps<HappeningNowProps>) {
  // Outside the site (stories, previews) there is no query client: the heading and where the data will show.
  return useOnSite({ router: false }) ? <Happening {...block} /> : <OffSite heading={block.props.heading} strings={happeningNowStrings} namespace={happeningNowNamespace} />;
}
