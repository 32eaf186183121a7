// The small session card the data blocks share (happeningNow, promotedSessions): title linking to the session's
// page, live / on-demand / ended badge, code, time in the page's zone, location, up to 3 speakers and pills. Kept
// apart from the catalog's code so a page that shows only these blocks does not load the catalog.
import { viewerKeyOrAnonymous, useSession } from '../../../api-client';
import { safeLinkHref, useRenderContext, useTranslation } from '../../../renderer';
import { FULL_LIST_PAGE_SIZE, lazyListFormat, PAGE_SIZES, type ListFormat } from '../../../schemas';
import type { SessionCard as Card } from '../../../schemas/api-types';
import { sessionCardNamespace, sessionCardStrings } from './strings';
import './session-card.css';

/**
 * What a data block shows where there is no query client (a story, a preview outside the site): its heading (the
 * block's own, else its namespace's `heading` text) and where its data will appear (its `off-site` text), as the
 * catalog does.
 */
export function OffSite({ heading, strings, namespace, className = 'sc-section' }: OffSiteProps) {
  const { t } = useTranslation(strings, namespace);
  const title = heading || t(`translate.${namespace}.heading`);
  return (
    <section className={className} aria-label={title}>
      <h2>{title}</h2>
      <p className="sc-empty">{t(`translate.${namespace}.off-site`)}</p>
    </section>
  );
}

interface OffSiteProps {
  heading: string | null | undefined;
  /** The block's English defaults, which hold its `heading` and `off-site` texts. */
  strings: Readonly<Record<string, string>>;
  namespace: string;
  className?: string;
}

/** Card parts a block may leave out (promotedSessions' hiddenElements). */
export type CardPart = 'speakers' | 'location' | 'dateTime' | 'pills' | 'sessionCode' | 'scheduleButton' | 'description';

export type SessionBadge = 'live' | 'on-demand' | 'ended' | null;

/** docs/behaviour/catalog.md: live between start and end; after the end on demand if available, else ended. */
export function sessionBadge(s: Pick<Card, 'startDateTime' | 'endDateTime' | 'hasOnDemand'>, now: number): SessionBadge {
  const start = s.startDateTime ? Date.parse(s.startDateTime) : NaN;
  const end = s.endDateTime ? Date.parse(s.endDateTime) : NaN;
  if (!Number.isFinite(end)) return null;
  if (now >= end) return s.hasOnDemand ? 'on-demand' : 'ended';
  return Number.isFinite(start) && now >= start ? 'live' : null;
}

const BADGE_KEYS = {
  live: 'translate.shared-session-card.badge.live',
  'on-demand': 'translate.shared-session-card.badge.on-demand',
  ended: 'translate.shared-session-card.badge.ended',
} as const satisfies Record<Exclude<SessionBadge, null>, keyof typeof sessionCardStrings>;

/** The query-cache viewer of the catalog keys for the current visitor. */
export function useViewer(): string {
  return viewerKeyOrAnonymous(useSession().user);
}

/** The smallest page size the API takes (a visitor's size, else the full-list size) that holds `n`. */
export function pageSizeFor(n: number): number {
  return PAGE_SIZES.find((size) => size >= n) ?? FULL_LIST_PAGE_SIZE;
}

/** A link target from a block's props: vetted, and a site path without a language gets the page's language. */
export function siteHref(value: unknown, language: string): string | undefined {
  const href = safeLinkHref(value);
  if (!href?.startsWith('/') || href.startsWith('//') || /^\/[a-z]{2}(-[a-z]{2})?(\/|$)/i.test(href)) return href;
  return `/${language}${href}`;
}

export { useWhen } from './use-when';

/** Names as a list in the page's language ("A, B, C" in English), one formatter per language. */
function listFormat(language: string): ListFormat {
  return lazyListFormat(language, { type: 'unit', style: 'short' });
}

export interface SessionCardProps {
  session: Card;
  /** The time the badge is computed for (useNow: the render time on the server and at hydration). */
  now: number;
  when: (iso: string) => string;
  hidden?: readonly CardPart[];
  headingLevel?: 'h3' | 'h4';
  className?: string;
  style?: React.CSSProperties;
}

export function SessionCard({ session: s, now, when, hidden = [], headingLevel: H = 'h3', className, style }: SessionCardProps) {
  const { language } = useRenderContext();
  const { t } = useTranslation(sessionCardStrings, sessionCardNamespace);
  const show = (part: CardPart) => !hidden.includes(part);
  const badge = sessionBadge(s, now);
  const pills = [s.sessionType.displayValue, s.sessionLevel.displayValue].filter(Boolean);
  return (
    <li className={`ui-card sc-card${className ? ` ${className}` : ''}`} style={style}>
      <div className="sc-card__top">
        {badge ? <span className={`sc-badge sc-badge--${badge}`}>{t(BADGE_KEYS[badge])}</span> : null}
        {show('sessionCode') ? <span className="sc-card__code">{s.sessionCode}</span> : null}
      </div>
      <H className="sc-card__title">
        <a href={`/${language}/sessions/${encodeURIComponent(s.sessionId)}`}>{s.title}</a>
      </H>
      {(show('dateTime') && s.startDateTime) || (show('location') && s.location) ? (
        <p className="sc-card__meta">
          {show('dateTime') && s.startDateTime ? <time dateTime={s.startDateTime}>{when(s.startDateTime)}</time> : null}
          {show('location') && s.location ? <span>{s.location}</span> : null}
        </p>
      ) : null}
      {show('speakers') && s.speakers.length > 0 ? (
        <p className="sc-card__speakers">
          {listFormat(language).format(s.speakers.map((p) => p.displayName))}
          {s.speakerCount > s.speakers.length ? ` +${s.speakerCount - s.speakers.length}` : ''}
        </p>
      ) : null}
      {show('pills') && pills.length > 0 ? (
        <p className="sc-card__pills">
          {pills.map((p) => (
            <span key={p} className="ui-pill">
              {p}
            </span>
          ))}
        </p>
      ) : null}
    </li>
  );
}
