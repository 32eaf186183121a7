// The interactive map (docs/behaviour/blocks.md; settings map: mapUrl, pins, footerText, enableFullscreen): the venue plan
// with a numbered pin button per place, the chosen place's panel, a list naming every pin, and a full-screen toggle.
// The page's query picks the place (nto a location, sc a session's room); choosing a pin writes nto back, so a
// reload or a shared link shows the same place.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, type ElementType, type KeyboardEvent, type ReactNode } from 'react';
import { useInRouterContext, useLocation, useNavigate } from 'react-router';
import { viewerKeyOrAnonymous, isApiError, useSession, useSettings } from '../../api-client';
import { catalogSessionQueryOptions } from '../../api-client/catalog';
import { eventTimeFormat, IN_PAGE_STATE, RouterLink, safeMediaSrc, TRANSLATION_KEY, useRenderContext, useSettingText, useTranslation, type BlockComponentProps, type TFunction, WEEKDAY_DATE_TIME } from '../../renderer';
import type { InteractiveMapProps, SiteSettings } from '../../schemas/api-types';
import { Button } from '../../ui';
import { mapConfig, mapRequest, pinForLocation, pinForSession, searchFor, type MapPin } from './map-selection';
import { useOnSite } from '../shared/on-site';
import { interactiveMapNamespace, interactiveMapStrings } from './strings';
import '../shared/visually-hidden.css';
import './interactiveMap.css';

type Props = BlockComponentProps<InteractiveMapProps>;
const ALT = 'translate.interactiveMap.alt';
type LinkTo = (props: { to: string; className?: string; children: ReactNode }) => ReactNode;

export default function InteractiveMap(block: Props) {
  const onSite = useOnSite({ router: false });
  const inRouter = useInRouterContext();
  // Outside the site (a story of the schema's examples) there are no settings to draw the map from.
  if (!onSite) return <Preview heading={block.props.heading} />;
  return inRouter ? <RoutedMap {...block} /> : <LocalMap {...block} />;
}

function Preview({ heading }: { heading?: string }) {
  const { t } = useTranslation(interactiveMapStrings, interactiveMapNamespace);
  return (
    <section className="imap" aria-label={heading ? undefined : t('translate.interactiveMap.label')}>
      {heading ? <h2 className="imap__heading">{heading}</h2> : null}
      <p className="imap__note">{t('translate.interactiveMap.preview')}</p>
    </section>
  );
}

/** On the site: the choice lives in the URL's query. */
function RoutedMap(block: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const setSearch = useCallback(
    (search: string) => void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, preventScrollReset: true, state: IN_PAGE_STATE }),
    [navigate, location.pathname, location.hash],
  );
  const link: LinkTo = ({ to, className, children }) => (
    <RouterLink to={to} className={className}>
      {children}
    </RouterLink>
  );
  return <MapView block={block} search={location.search} setSearch={setSearch} link={link} />;
}

/** Outside a router (a story, the editor's preview): the same choice, kept in the block. */
function LocalMap(block: Props) {
  const [search, setSearch] = useState('');
  const link: LinkTo = ({ to, className, children }) => (
    <a href={to} className={className}>
      {children}
    </a>
  );
  return <MapView block={block} search={search} setSearch={setSearch} link={link} />;
}

interface ViewProps {
  block: Props;
  search: string;
  setSearch: (search: string) => void;
  link: LinkTo;
}

function MapView({ block, search, setSearch, link }: ViewProps) {
  const { heading, headingLevel = 2, mapAltText, showPinList = true } = block.props;
  const { t } = useTranslation(interactiveMapStrings, interactiveMapNamespace);
  // Pin labels and the footer come from the settings and may be translation keys.
  const text = useSettingText();
  // The renderer fills the schema's default already translated (renderer/defaults.ts); without it, this block's own.
  const alt = mapAltText ?? t(ALT);
  const ctx = useRenderContext();
  const idBase = useId();
  const settings = useSettings(ctx.environment).data?.data as SiteSettings | undefined;
  const config = mapConfig(settings);
  const request = mapRequest(search);
  const { user } = useSession();
  const code = request.kind === 'session' ? request.code : '';
  const sessionQuery = useQuery({ ...catalogSessionQueryOptions(viewerKeyOrAnonymous(user), code), enabled: code !== '', retry: false, retryOnMount: false });
  const session = code !== '' ? sessionQuery.data?.session : undefined;
  const selected = request.kind === 'location' ? pinForLocation(config.pins, request.location) : session ? pinForSession(config.pins, session) : undefined;

  const [full, setFull] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const pinRefs = useRef(new Map<string, HTMLButtonElement>());

  const choose = (pin: MapPin | null) => setSearch(searchFor(search, pin));
  const close = () => {
    const id = selected?.id;
    choose(null);
    // The panel goes: focus returns to the pin that opened it rather than to the page's start.
    if (id) pinRefs.current.get(id)?.focus();
  };

  const setFullscreen = (next: boolean) => {
    setFull(next);
    // The browser's full screen where it has one; the frame also covers the window by itself (the CSS class).
    const frame = frameRef.current;
    if (next) frame?.requestFullscreen?.().catch(() => undefined);
    else if (typeof document !== 'undefined' && document.fullscreenElement) document.exitFullscreen?.().catch(() => undefined);
  };
  useEffect(() => {
    // Leaving the browser's full screen (its own Escape) leaves ours too.
    const onChange = () => {
      if (!document.fullscreenElement) setFull(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // The chosen pin is scrolled into the map's view where the plan is wider than the screen (phones).
  const selectedId = selected?.id;
  useEffect(() => {
    const viewport = viewportRef.current;
    const pin = config.pins.find((p) => p.id === selectedId);
    if (!viewport || !pin || viewport.scrollWidth <= viewport.clientWidth) return;
    viewport.scrollLeft = Math.max(0, (pin.x / 100) * viewport.scrollWidth - viewport.clientWidth / 2);
  }, [selectedId, config.pins]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    if (full) setFullscreen(false);
    else if (selected) close();
    else return;
    event.preventDefault();
  };

  const level = Math.min(6, Math.max(2, headingLevel));
  const H = `h${level}` as ElementType;
  const Sub = `h${heading ? Math.min(6, level + 1) : level}` as ElementType;
  const image = safeMediaSrc(config.mapUrl);
  const note = statusNote(request, sessionQuery, session, selected, t);

  return (
    <section className="imap" aria-labelledby={heading ? `${idBase}-h` : undefined} aria-label={heading ? undefined : t('translate.interactiveMap.label')}>
      {heading ? (
        <H id={`${idBase}-h`} className="imap__heading">
          {heading}
        </H>
      ) : null}
      <div ref={frameRef} className={`imap__frame${full ? ' imap__frame--full' : ''}`} onKeyDown={onKeyDown} data-fullscreen={full ? 'true' : undefined}>
        {config.enableFullscreen ? (
          <div className="imap__tools">
            <Button size="sm" onClick={() => setFullscreen(!full)}>
              {full ? t('translate.interactiveMap.full-screen.exit') : t('translate.interactiveMap.full-screen.show')}
            </Button>
          </div>
        ) : null}
        <div className="imap__layout">
          <div ref={viewportRef} className="imap__viewport">
            <div className="imap__canvas">
              {image ? <img className="imap__image" src={image} alt={alt} /> : <div className="imap__image imap__image--none" />}
              <ul className="imap__pins" aria-label={t('translate.interactiveMap.pins')}>
                {config.pins.map((pin, i) => (
                  <li key={pin.id} className="imap__pin-item" style={{ left: `${pin.x}%`, top: `${pin.y}%` }}>
                    <button
                      type="button"
                      ref={(el) => {
                        if (el) pinRefs.current.set(pin.id, el);
                        else pinRefs.current.delete(pin.id);
                      }}
                      className={`imap__pin${pin.id === selectedId ? ' imap__pin--selected' : ''}`}
                      aria-pressed={pin.id === selectedId}
                      data-pin={pin.id}
                      onClick={() => (pin.id === selectedId ? close() : choose(pin))}
                    >
                      <span aria-hidden="true">{i + 1}</span>
                      <span className="blk-visually-hidden">{text(pin.label)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div className="imap__side">
            <div role="status" className="imap__status">
              {note ? <p className="imap__note">{note}</p> : null}
            </div>
            {selected ? (
              <section className="imap__panel" aria-labelledby={`${idBase}-p`} data-pin={selected.id}>
                <Sub id={`${idBase}-p`} className="imap__panel-title">
                  <span className="imap__badge" aria-hidden="true">
                    {config.pins.indexOf(selected) + 1}
                  </span>
                  {text(selected.label)}
                </Sub>
                {/* A label that is a key names the place in the page's language; the location (one value for every
                    language, matched against the sessions' rooms) would repeat it in English. */}
                {selected.location && selected.location !== selected.label && !TRANSLATION_KEY.test(selected.label) ? <p className="imap__where">{selected.location}</p> : null}
                {session ? (
                  <p className="imap__session">
                    {link({ to: `/${ctx.language}/sessions/${encodeURIComponent(session.sessionCode)}`, className: 'imap__session-link', children: session.title })}
                    {session.startDateTime && session.endDateTime ? <span className="imap__time">{timeRange(session.startDateTime, session.endDateTime, ctx)}</span> : null}
                  </p>
                ) : null}
                <Button size="sm" onClick={close}>
                  {t('translate.interactiveMap.close')}
                </Button>
              </section>
            ) : null}
            {showPinList && config.pins.length > 0 ? (
              <div className="imap__list">
                <Sub className="imap__list-title">{t('translate.interactiveMap.list')}</Sub>
                <ol className="imap__legend">
                  {config.pins.map((pin, i) => (
                    <li key={pin.id} className={pin.id === selectedId ? 'imap__legend-item imap__legend-item--selected' : 'imap__legend-item'}>
                      <span className="imap__badge" aria-hidden="true">
                        {i + 1}
                      </span>
                      {text(pin.label)}
                    </li>
                  ))}
                </ol>
              </div>
            ) : null}
          </div>
        </div>
        {config.footerText ? <p className="imap__footer">{text(config.footerText)}</p> : null}
      </div>
    </section>
  );
}

/** What the query asked for that the map cannot show (or is still looking up), in a sentence; null when all is well. */
function statusNote(
  request: ReturnType<typeof mapRequest>,
  query: { isPending: boolean; isError: boolean; error: unknown },
  session: { title: string; location?: string | null } | undefined,
  selected: MapPin | undefined,
  t: TFunction,
): string | null {
  if (request.kind === 'location') return selected ? null : t('translate.interactiveMap.note.no-place', { location: request.location });
  if (request.kind !== 'session') return null;
  if (query.isError)
    return isApiError(query.error) && query.error.status === 404
      ? t('translate.interactiveMap.note.no-session', { code: request.code })
      : t('translate.interactiveMap.note.load-failed');
  if (!session) return query.isPending ? t('translate.interactiveMap.note.finding', { code: request.code }) : null;
  if (selected) return null;
  // Rooms are hidden from anonymous visitors unless the site shows them (showRoomsToAnonymousUsers).
  if (!session.location) return t('translate.interactiveMap.note.sign-in', { title: session.title });
  return t('translate.interactiveMap.note.no-pin', { title: session.title, location: session.location });
}

/** 'Wed, May 19, 10:00 – 11:00 AM' in the page's zone and clock (UTC without one: server and browser agree). */
function timeRange(start: string, end: string, ctx: { language: string; timeZone?: string; hourCycle?: 'h12' | 'h23' }): string {
  const from = Date.parse(start);
  const to = Date.parse(end);
  if (!Number.isFinite(from) || !Number.isFinite(to)) return '';
  return eventTimeFormat(ctx.language, ctx.timeZone ?? 'UTC', ctx.hourCycle, WEEKDAY_DATE_TIME).range(from, to);
}
