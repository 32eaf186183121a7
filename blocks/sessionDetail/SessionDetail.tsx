// The session page (issue 15 item 4; spec 000 sections 2, 4 and 6): everything a visitor needs about one session,
// with the badge, the streaming windows and the buttons following the clock. The server prefetches the session of
// the route's id (load.ts); the first render here reads the same key and hydrates without asking again. The rules
// live in session-state.ts; this file renders their answers.
import { QueryClientContext, useQuery } from '@tanstack/react-query';
import { use, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useInRouterContext, useLocation, useParams } from 'react-router';
import { isApiError, useSession } from '../../api-client';
import { catalogSessionQueryOptions } from '../../api-client/catalog';
import {
  RouterLink as Link,
  safeLinkHref,
  safeMediaSrc,
  useFixedEventTime,
  useNow,
  useRenderContext,
  useServerHead,
  useServerRender,
  useTranslation,
  type BlockComponentProps,
} from '../../renderer';
import type { CatalogSessionDetail, Session, SessionCard, SessionDetailProps, Speaker } from '../../schemas';
import { Button, Card, Pill, Skeleton, buttonClass } from '../../ui';
import { applyHeadTags } from '../all-blocks';
import { dispatchCustomAction, SIGN_IN_ACTION } from '../shared/custom-action';
import { FavoriteButton, SESSION_FAVORITE } from '../shared/favorites/FavoriteButton';
import { SessionEvaluation } from '../shared/evaluation-form/SessionEvaluation';
import { ActionPanel } from './ActionPanel';
import { SessionBackLink } from './BackLink';
import { SessionVideo } from './SessionVideo';
import {
  BADGE_LABELS,
  DEFAULT_STREAMING,
  evaluationState,
  nextBoundary,
  parseSessionLink,
  sessionBadge,
  sessionSpan,
  type SessionBadge,
  type StreamingSettings,
} from './session-state';
import { useSessionTimes, type SessionTimes, TimeZoneSwitch } from './time';
import { detailViewer } from './viewer';
import './sessionDetail.css';

/** The page re-checks the badge and windows every 60 s (spec 000 section 4), and exactly at each boundary. */
export const RECHECK_MS = 60_000;

export default function SessionDetail(block: BlockComponentProps<SessionDetailProps>) {
  const inRouter = useInRouterContext();
  const client = use(QueryClientContext);
  if (!inRouter || !client) {
    return (
      <div className="blk-session">
        <p className="blk-session__placeholder">The session of the page's address shows here on the site.</p>
      </div>
    );
  }
  return <Detail {...block} />;
}

function streamingOf(props: SessionDetailProps): StreamingSettings {
  return {
    video: {
      before: props.videoMinutesBefore ?? DEFAULT_STREAMING.video.before,
      after: props.videoMinutesAfter ?? DEFAULT_STREAMING.video.after,
    },
    chat: {
      before: props.chatMinutesBefore ?? DEFAULT_STREAMING.chat.before,
      after: props.chatMinutesAfter ?? DEFAULT_STREAMING.chat.after,
    },
    meeting: {
      before: props.meetingMinutesBefore ?? DEFAULT_STREAMING.meeting.before,
      after: props.meetingMinutesAfter ?? DEFAULT_STREAMING.meeting.after,
    },
    hero: {
      before: props.heroMinutesBefore ?? DEFAULT_STREAMING.hero.before,
      after: props.heroMinutesAfter ?? DEFAULT_STREAMING.hero.after,
    },
  };
}

/**
 * "Now" for the page: the settings' testing date in date-testing mode, else the shared 60 s clock (the render
 * time on the server and while hydrating), moved on exactly when the session's next boundary passes.
 */
function usePageNow(
  session: Session | undefined,
  streaming: StreamingSettings,
  testingNow: number | null,
): number {
  const ticking = useNow(RECHECK_MS);
  const [boundaryPassed, setBoundaryPassed] = useState(0);
  const now = testingNow ?? Math.max(ticking, boundaryPassed);
  useEffect(() => {
    if (testingNow !== null || !session) return;
    const next = nextBoundary(session, streaming, now);
    if (next === null) return;
    const delay = next - Date.now();
    // Beyond setTimeout's range (about 24.8 days) the 60 s clock gets there first anyway.
    if (delay > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setBoundaryPassed(Date.now()), Math.max(0, delay) + 20);
    return () => clearTimeout(timer);
  }, [session, streaming, now, testingNow]);
  return now;
}

function Detail({ props, componentId }: BlockComponentProps<SessionDetailProps>) {
  const { id = '' } = useParams();
  const { user } = useSession();
  const viewer = detailViewer(user);
  const query = useQuery({
    ...catalogSessionQueryOptions(viewer, id),
    enabled: id !== '',
    retryOnMount: false,
  });
  const streaming = useMemo(() => streamingOf(props), [props]);
  // Date testing: this tab's preview date or the server's testing date (the shell's event clock).
  const testingDate = useFixedEventTime();
  const dateTesting = testingDate !== null;
  const { search } = useLocation();
  // Spec 000 section 4: ?testing=livestream forces live, only while date testing is on.
  const forceLive = dateTesting && new URLSearchParams(search).get('testing') === 'livestream';
  const now = usePageNow(query.data?.session, streaming, testingDate);

  if (id === '' || (query.isError && isApiError(query.error) && query.error.status === 404))
    return <NotFound />;
  if (query.isError && !query.data) {
    return (
      <section className="blk-session">
        <p role="alert">The session could not be loaded. Please try again.</p>
        <Button onClick={() => void query.refetch()}>Try again</Button>
      </section>
    );
  }
  if (!query.data) return <Loading />;
  return (
    <SessionPage
      detail={query.data}
      props={props}
      componentId={componentId}
      streaming={streaming}
      now={now}
      forceLive={forceLive}
    />
  );
}

function Loading() {
  return (
    <section className="blk-session" aria-busy="true">
      <p className="ui-visually-hidden" role="status">
        Loading the session
      </p>
      <Skeleton height="1.25rem" width="12rem" />
      <Skeleton height="2.5rem" width="min(40rem, 90%)" className="blk-session__skeleton-title" />
      <Skeleton height="14rem" />
    </section>
  );
}

/** The site's not-found state, inside the page; the server answers 404 for it. */
function NotFound() {
  const { t } = useTranslation();
  const { language } = useRenderContext();
  const server = useServerRender();
  if (server) server.status ??= 404;
  return (
    <section className="shell-status blk-session__not-found" data-status={404}>
      <h1>{t('translate.shell.status.404.title')}</h1>
      <p>{t('translate.shell.status.404.body')}</p>
      <p>
        <Link to={`/${language}/sessions`} className={buttonClass({ variant: 'primary' })}>
          Browse all sessions
        </Link>
      </p>
    </section>
  );
}

/** The page's <title> and description: the session's, on the server's HTML and in the browser. */
function useSessionHead(session: Session) {
  const { t } = useTranslation();
  const title = `${session.title} | ${t('translate.shell.event-name')}`;
  const description = session.ogDescription || session.abstract || session.description;
  const tags = {
    title,
    names: { description, 'twitter:title': title, 'twitter:description': description },
    properties: { 'og:title': session.ogTitle || title, 'og:description': description, 'og:type': 'article' },
  };
  useServerHead(tags);
  const serialised = JSON.stringify(tags);
  useEffect(
    () => applyHeadTags(document, JSON.parse(serialised) as Parameters<typeof applyHeadTags>[1]),
    [serialised],
  );
}

interface PageProps {
  detail: CatalogSessionDetail;
  props: SessionDetailProps;
  componentId: string;
  streaming: StreamingSettings;
  now: number;
  forceLive: boolean;
}

function SessionPage({ detail, props, componentId, streaming, now, forceLive }: PageProps) {
  const { session, speakers, room, related } = detail;
  const context = useRenderContext();
  const { language, signedIn, features } = context;
  const idBase = useId();
  const hidden = new Set(props.hiddenElements ?? []);
  const bookmarkable = props.bookmarkableTypes ?? ['hands-on-lab'];
  const times = useSessionTimes(session);
  const badge = sessionBadge(session, now, forceLive);
  useSessionHead(session);

  const repeated = related.filter((r) => session.repeatedSessions.includes(r.sessionCode));
  const others = related.filter(
    (r) =>
      session.relatedSessionCodes.includes(r.sessionCode) &&
      !session.repeatedSessions.includes(r.sessionCode),
  );
  const links = session.sessionLinks
    .map(parseSessionLink)
    .filter((l): l is { name: string; link: string } => l !== null);
  const roomName = room?.name ?? session.location;
  const pills = [
    session.sessionLevel.displayValue,
    ...session.deliveryTypes.map((d) => d.displayValue),
    ...session.viewingOptions.map((v) => v.displayValue),
  ].filter((p) => p !== '');
  const abstract = session.abstract || session.description;

  return (
    <article className="blk-session" aria-labelledby={`${idBase}-title`}>
      <SessionBackLink language={language} label={props.backLabel} />

      <header className="blk-session__header">
        <p className="blk-session__eyebrow">
          <span className="blk-session__code">{session.sessionCode}</span>
          <span className="blk-session__type">{session.sessionType.displayValue}</span>
          <BadgeView badge={badge} />
        </p>
        <div className="blk-session__title-row">
          <h1 id={`${idBase}-title`} className="blk-session__title">
            {session.title}
          </h1>
          <FavoriteButton
            kind={SESSION_FAVORITE}
            id={session.sessionId}
            label={session.title}
            sessionType={session.sessionType.logicalValue}
            className="blk-session__favorite"
          />
        </div>
        {pills.length > 0 ? (
          <ul className="blk-session__pills" aria-label="Level and format">
            {pills.map((p) => (
              <li key={p}>
                <Pill>{p}</Pill>
              </li>
            ))}
          </ul>
        ) : null}
      </header>

      <div className="blk-session__layout">
        <div className="blk-session__main">
          {hidden.has('video') ? null : (
            <SessionVideo
              session={session}
              streaming={streaming}
              now={now}
              forceLive={forceLive}
              badge={badge}
              componentId={componentId}
              times={times}
            />
          )}

          <section className="blk-session__section" aria-labelledby={`${idBase}-about`}>
            <h2 id={`${idBase}-about`} className="blk-session__h2">
              About this session
            </h2>
            {abstract ? <p className="blk-session__abstract">{abstract}</p> : null}
            {session.aiDescription ? <p className="blk-session__summary">{session.aiDescription}</p> : null}
            <Facts session={session} />
            {!hidden.has('tags') && session.tags.length > 0 ? (
              <ul className="blk-session__tags" aria-label="Tags">
                {session.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={`/${language}/sessions?search=${encodeURIComponent(`"${tag}"`)}`}
                      className="blk-session__tag"
                    >
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>

          {!hidden.has('speakers') && speakers.length > 0 ? (
            <Speakers speakers={speakers} language={language} />
          ) : null}

          <Resources
            session={session}
            links={hidden.has('links') ? [] : links}
            showResources={!hidden.has('resources')}
            badge={badge}
          />

          {!hidden.has('evaluations') && features.showEvaluations !== false ? (
            <Evaluations
              session={session}
              now={now}
              bookmarkable={bookmarkable}
              signedIn={signedIn}
              language={language}
              times={times}
            />
          ) : null}

          {!hidden.has('repeated') && repeated.length > 0 ? (
            <SessionList
              heading="Also scheduled at"
              items={repeated}
              language={language}
              times={times}
              className="blk-session__repeats"
            />
          ) : null}
          {!hidden.has('related') && others.length > 0 ? (
            <SessionList heading="Related sessions" items={others} language={language} times={times} />
          ) : null}
        </div>

        <aside className="blk-session__aside" aria-label="When and where">
          <Card className="blk-session__panel">
            <When times={times} session={session} />
            <Where roomName={roomName} signedIn={signedIn} componentId={componentId} />
            <ActionPanel
              session={session}
              now={now}
              bookmarkable={bookmarkable}
              componentId={componentId}
              times={times}
            />
          </Card>
        </aside>
      </div>
    </article>
  );
}

function BadgeView({ badge }: { badge: SessionBadge }) {
  // A live region: the badge changes while the page is open (live at the start, on demand or ended at the end).
  return (
    <span className="blk-session__badge-slot" aria-live="polite">
      {badge ? (
        <span className={`blk-session__badge blk-session__badge--${badge}`} data-badge={badge}>
          {badge === 'live' ? <span className="blk-session__dot" aria-hidden="true" /> : null}
          {BADGE_LABELS[badge]}
        </span>
      ) : null}
    </span>
  );
}

function When({ times, session }: { times: SessionTimes; session: Session }) {
  const span = sessionSpan(session);
  return (
    <section className="blk-session__when" aria-label="Date and time">
      <h2 className="blk-session__panel-h">When</h2>
      {span ? (
        <>
          <p className="blk-session__date">
            <time dateTime={session.startDateTime ?? undefined}>{times.day(span.start)}</time>
          </p>
          <p className="blk-session__time" data-testid="session-time">
            {times.range(span.start, span.end)}
          </p>
          <p className="blk-session__duration">{session.durationInMinutes} minutes</p>
        </>
      ) : (
        <p className="blk-session__time">
          On your own schedule
          {session.durationInMinutes ? ` · about ${session.durationInMinutes} minutes` : ''}
        </p>
      )}
      {span ? <TimeZoneSwitch /> : null}
    </section>
  );
}

function Where({
  roomName,
  signedIn,
  componentId,
}: {
  roomName: string | null;
  signedIn: boolean;
  componentId: string;
}) {
  return (
    <section className="blk-session__where" aria-label="Room">
      <h2 className="blk-session__panel-h">Where</h2>
      {roomName ? (
        <p className="blk-session__room">{roomName}</p>
      ) : signedIn ? (
        <p className="blk-session__muted">Online</p>
      ) : (
        // Spec 000 section 6: rooms show to anonymous visitors only with showRoomsToAnonymousUsers.
        <p className="blk-session__muted">
          <button
            type="button"
            className="blk-session__link-button"
            onClick={() => dispatchCustomAction({ componentId, action: SIGN_IN_ACTION })}
          >
            Sign in
          </button>{' '}
          to see the room.
        </p>
      )}
    </section>
  );
}

function Facts({ session }: { session: Session }) {
  const rows: [string, ReactNode][] = [];
  const add = (label: string, value: string | readonly string[] | undefined) => {
    const text = Array.isArray(value) ? value.filter(Boolean).join(', ') : (value as string | undefined);
    if (text) rows.push([label, text]);
  };
  add('Topic', session.topic);
  add('Solution area', session.solutionArea);
  add('Format', session.format);
  add('Products', session.products);
  add('Audience', session.audienceTypes);
  add('Roles', session.roles);
  add('Language', session.sessionLanguage || session.audioLanguage);
  add('Captions', session.captionLanguage);
  if (session.aslSupported) rows.push(['Sign language', 'ASL interpretation']);
  add('Sponsored by', session.sponsoredBy);
  if (rows.length === 0) return null;
  return (
    <dl className="blk-session__facts">
      {rows.map(([label, value]) => (
        <div key={label} className="blk-session__fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Speakers({ speakers, language }: { speakers: readonly Speaker[]; language: string }) {
  const id = useId();
  return (
    <section className="blk-session__section" aria-labelledby={id}>
      <h2 id={id} className="blk-session__h2">
        {speakers.length === 1 ? 'Speaker' : 'Speakers'}
      </h2>
      <ul className="blk-session__speakers">
        {speakers.map((s) => {
          const photo = safeMediaSrc(s.photo || s.thumbnail);
          return (
            <li key={s.speakerId}>
              <Link
                to={`/${language}/speakers/${encodeURIComponent(s.speakerId)}`}
                className="blk-session__speaker"
              >
                {photo ? (
                  <img
                    className="blk-session__photo"
                    src={photo}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                  />
                ) : (
                  <span className="blk-session__photo" aria-hidden="true" />
                )}
                <span className="blk-session__speaker-text">
                  <span className="blk-session__speaker-name">{s.displayName}</span>
                  <span className="blk-session__speaker-role">
                    {[s.jobTitle, s.company].filter(Boolean).join(', ')}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const safe = safeLinkHref(href);
  if (!safe) return null;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" className="blk-session__resource">
      {children}
      <span className="ui-visually-hidden"> (opens in a new window)</span>
    </a>
  );
}

function Resources({
  session,
  links,
  showResources,
  badge,
}: {
  session: Session;
  links: { name: string; link: string }[];
  showResources: boolean;
  badge: SessionBadge;
}) {
  const id = useId();
  const items: { key: string; label: string; href: string; note?: string }[] = [];
  if (showResources) {
    for (const r of session.relatedResources)
      items.push({ key: `r-${r.link}`, label: r.label, href: r.link });
    if (session.slideDeck && !session.doNotPublishSlides)
      items.push({ key: 'slides', label: 'Slide deck', href: session.slideDeck, note: 'PDF' });
    if (session.launchLabLink)
      items.push({ key: 'lab', label: 'Launch the lab', href: session.launchLabLink });
    if (badge === 'on-demand' && session.downloadVideoLink)
      items.push({
        key: 'download',
        label: 'Download the recording',
        href: session.downloadVideoLink,
        note: 'MP4',
      });
    if (badge === 'on-demand' && session.captionFileLink)
      items.push({ key: 'captions', label: 'Captions', href: session.captionFileLink, note: 'WebVTT' });
  }
  for (const l of links) items.push({ key: `l-${l.link}`, label: l.name, href: l.link });
  if (items.length === 0) return null;
  return (
    <section className="blk-session__section" aria-labelledby={id}>
      <h2 id={id} className="blk-session__h2">
        Resources and links
      </h2>
      <ul className="blk-session__resources">
        {items.map((item) => (
          <li key={item.key}>
            <ExternalLink href={item.href}>
              <span>{item.label}</span>
              {item.note ? <span className="blk-session__note">{item.note}</span> : null}
            </ExternalLink>
          </li>
        ))}
      </ul>
      {session.nextStep ? <p className="blk-session__next">Next step: {session.nextStep}</p> : null}
    </section>
  );
}

function Evaluations({
  session,
  now,
  bookmarkable,
  signedIn,
  language: _language,
  times,
}: {
  session: Session;
  now: number;
  bookmarkable: readonly string[];
  signedIn: boolean;
  language: string;
  times: SessionTimes;
}) {
  const state = evaluationState(session, now, bookmarkable);
  const span = sessionSpan(session);
  return (
    // The #evals anchor (spec 000 section 2): links to a session's evaluation land here.
    <section id="evals" className="blk-session__section blk-session__evals" aria-labelledby="evals-h">
      <h2 id="evals-h" className="blk-session__h2">
        Evaluate this session
      </h2>
      {state === 'none' ? (
        <p className="blk-session__muted">This session type has no evaluation.</p>
      ) : !signedIn ? (
        <p className="blk-session__muted">
          <button
            type="button"
            className="blk-session__link-button"
            onClick={() =>
              dispatchCustomAction({ componentId: `evals-${session.sessionId}`, action: SIGN_IN_ACTION })
            }
          >
            Sign in
          </button>{' '}
          to evaluate sessions you attended.
        </p>
      ) : state === 'not-yet' && span ? (
        <p className="blk-session__muted">
          The evaluation opens 5 minutes after the session starts, at {times.time(span.start + 5 * 60_000)}.
        </p>
      ) : (
        // The evaluate / evaluated button; the form opens inline (blocks/shared/evaluation-form, loaded on click).
        <SessionEvaluation sessionId={session.sessionId} componentId={`evals-${session.sessionId}`} />
      )}
    </section>
  );
}

function SessionList({
  heading,
  items,
  language,
  times,
  className,
}: {
  heading: string;
  items: readonly SessionCard[];
  language: string;
  times: SessionTimes;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      className={['blk-session__section', 'blk-session__related', className].filter(Boolean).join(' ')}
      aria-labelledby={id}
    >
      <h2 id={id} className="blk-session__h2">
        {heading}
      </h2>
      <ul className="blk-session__cards">
        {items.map((s) => {
          const start = s.startDateTime ? Date.parse(s.startDateTime) : NaN;
          const end = s.endDateTime ? Date.parse(s.endDateTime) : NaN;
          return (
            <li key={s.sessionId}>
              <Card className="blk-session__card">
                <p className="blk-session__card-meta">
                  <span className="blk-session__code">{s.sessionCode}</span> · {s.sessionType.displayValue}
                </p>
                <h3 className="blk-session__card-title">
                  <Link to={`/${language}/sessions/${encodeURIComponent(s.sessionId)}`}>{s.title}</Link>
                </h3>
                {Number.isFinite(start) && Number.isFinite(end) ? (
                  <p className="blk-session__card-when">
                    <time dateTime={s.startDateTime ?? undefined}>{times.short(start)}</time> ·{' '}
                    {times.range(start, end)}
                  </p>
                ) : null}
                {s.speakers.length > 0 ? (
                  <p className="blk-session__card-speakers">
                    {s.speakers.map((p) => p.displayName).join(', ')}
                  </p>
                ) : null}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
