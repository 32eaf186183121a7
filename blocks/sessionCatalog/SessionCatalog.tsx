// The session catalog block (issue 15 item 3; spec 000 sections 2 and 4): search, date selector, time controls,
// facet refiners and on/off filters in a drawer, list and tile views, sort, page size, pagination and tiles, with
// the whole state in the page URL. The server prefetches the URL's queries (load.ts), so the first render here
// reads the same params and query keys and hydrates without asking again.
import { keepPreviousData, QueryClientContext, useQuery } from '@tanstack/react-query';
import {
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useInRouterContext } from 'react-router';
import { useSession } from '../../api-client';
import {
  facetsQueryOptions,
  sessionsQueryOptions,
  type SessionCatalogParams,
} from '../../api-client/catalog';
import {
  SIGN_IN_ACTION,
  useNow,
  TimeZoneControl,
  useRenderContext,
  type BlockComponentProps,
} from '../../renderer';
import { zoneCity, type SessionCard, type SessionCatalogProps } from '../../schemas';
import { Button, Icon, IconButton, Select, Skeleton, Switch, TextField } from '../../ui';
import {
  DAY_MINUTES,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  PAGE_SIZES,
  catalogViewer,
  clearAll,
  facetParams,
  refinementCount,
  selectDay,
  setToggle,
  showsTimeChip,
  toggleFilter,
  toggleOn,
  updateTime,
  queryParams,
  viewerParams,
  withRememberedSize,
  type CatalogSort,
  type CatalogToggle,
} from './catalog-state';
import { dispatchCustomAction } from '../shared/custom-action';
import { FavoriteButton, SESSION_FAVORITE } from '../shared/favorites/FavoriteButton';
import { TileScheduleButton } from '../shared/schedule-actions/TileScheduleButton';
import { announceSidePanel, onOtherSidePanel } from '../myEventPanel/panel-rules';
import { Pager } from './Pager';
import { facetLabel, Refiners, valueLabel } from './Refiners';
import { SessionTile, type CatalogView, type TileFormat } from './SessionTile';
import { useCatalogPrefs } from './use-catalog-prefs';
import { useCatalogUrl, useSpaClick } from './use-catalog-url';
import './sessionCatalog.css';

/** How long typing pauses before the search runs (results update as you type). */
export const SEARCH_DEBOUNCE_MS = 250;
/** Breakpoints of spec 001 section 9: below lg the refiner is a sheet over the page; from uw it starts open. */
const ULTRA_WIDE = '(min-width: 1921px)';
const SHEET = '(max-width: 1083px)';

const SORT_LABELS: Record<CatalogSort, string> = {
  relevance: 'Relevance',
  asc: 'Title A–Z',
  desc: 'Title Z–A',
  chronological: 'Date and time',
};

const TOGGLE_LABELS: Record<CatalogToggle, string> = {
  recommendations: 'Recommended for me',
  favorites: 'My favorites',
  spaceAvailable: 'Space available',
  onDemand: 'On demand',
  liveAndUpcoming: 'Live now and upcoming',
  recorded: 'Will be recorded',
  notRecorded: 'Will not be recorded',
};

/** Start and end choices of the time controls: every half hour of the day. */
const TIME_STEPS = Array.from({ length: DAY_MINUTES / 30 + 1 }, (_, i) => i * 30);

/**
 * The catalog needs the site around it: the page URL (its state) and the query cache (its data). Rendered without
 * them (a schema example, a story), it shows its heading and a note instead of failing.
 */
export default function SessionCatalog(block: BlockComponentProps<SessionCatalogProps>) {
  const inRouter = useInRouterContext();
  const client = use(QueryClientContext);
  if (!inRouter || !client) {
    return (
      <section className="blk-catalog" aria-label={block.props.heading ?? 'Session catalog'}>
        <h2 className="blk-catalog__heading">{block.props.heading ?? 'Session catalog'}</h2>
        <p>The sessions, their search and refiners show here on the site.</p>
      </section>
    );
  }
  return <Catalog {...block} />;
}

/** The refiner drawer: 'auto' until the browser tells the width (open on ultra-wide screens, by CSS first). */
type Drawer = 'auto' | 'open' | 'closed';

function Catalog({ props }: BlockComponentProps<SessionCatalogProps>) {
  const {
    heading = 'Session catalog',
    showSearch = true,
    showRefiners = true,
    showPageSize = true,
    showChronologicalSortOption = false,
    filtersBeforeShowMore = 9,
    defaultView = 'list',
    allowedViews = ['list', 'tile'],
    showToggles = true,
    eventDays = [],
    showTimeFilter = true,
    friendlyUrls = true,
  } = props;
  const idBase = useId();
  const { language, timeZone, eventTimeZone, hourCycle, features } = useRenderContext();
  const { user } = useSession();
  const signedIn = user !== null && user !== undefined;
  const viewer = catalogViewer(user);
  const url = useCatalogUrl();
  const { hrefOf, go } = url;
  const prefs = useCatalogPrefs(viewer, defaultView, allowedViews, signedIn);
  // What the API is asked: the URL's state (with a signed-in user's remembered page size, as the server rendered
  // it), less what this viewer may not ask for (favorites when anonymous).
  const remembered = signedIn ? prefs.pageSize : null;
  const params = useMemo(
    () => viewerParams(withRememberedSize(url.params, remembered, showPageSize), signedIn),
    [url.params, remembered, showPageSize, signedIn],
  );
  const query = useMemo(() => queryParams(params, signedIn), [params, signedIn]);
  const spaClick = useSpaClick();
  const now = useNow(60_000);

  // Previous results stay on screen while the next page or search loads.
  const sessions = useQuery({ ...sessionsQueryOptions(viewer, query), placeholderData: keepPreviousData });
  const facets = useQuery({
    ...facetsQueryOptions(viewer, facetParams(query)),
    placeholderData: keepPreviousData,
    enabled: showRefiners,
  });
  const search = useSearchDraft(params, go);

  const list = sessions.data;
  const current = params.currentPage ?? 1;
  // Spec 000 section 4: the page clamps into 1..last when the total changes.
  useEffect(() => {
    if (list && !sessions.isPlaceholderData && list.pageCount > 0 && current > list.pageCount)
      go({ ...params, currentPage: list.pageCount }, true);
  }, [list, sessions.isPlaceholderData, current, params, go]);

  // The page size this visitor chose last time (a signed-in user's from the server, in any browser) applies when
  // the link does not name one: read once, after hydration and once the choices are known, and in place of the
  // entry (Back does not return to the other size).
  const sizeChecked = useRef(false);
  useEffect(() => {
    if (sizeChecked.current || !prefs.ready) return;
    sizeChecked.current = true;
    const stored = prefs.readPageSize();
    if (
      showPageSize &&
      url.params.pageSize === undefined &&
      stored !== null &&
      stored !== DEFAULT_PAGE_SIZE
    ) {
      go({ ...url.params, pageSize: stored, currentPage: undefined }, true);
    }
  }, [showPageSize, url.params, prefs, go]);

  const hasDefaults = list?.filters.some((f) => f.source === 'override' && !f.fixed) ?? false;
  const chosen = useMemo(() => (params.filter ?? []).filter((f) => f !== 'null'), [params.filter]);

  // The refiner drawer (spec 000 section 2): closed, open, open by default on ultra-wide screens; Escape closes it
  // and the focus goes back to the Refine button.
  const [drawer, setDrawer] = useState<Drawer>('auto');
  const refineButton = useRef<HTMLButtonElement>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    setDrawer((d) => (d === 'auto' ? (window.matchMedia?.(ULTRA_WIDE).matches ? 'open' : 'closed') : d));
  }, []);
  // Spec 000 section 4: "opening one closes the other unless ultra-wide" (the drawer and the My Event panel).
  useEffect(() => onOtherSidePanel('refiner', () => setDrawer((d) => (d === 'open' ? 'closed' : d))), []);
  const open = drawer === 'open';
  const openDrawer = () => {
    setDrawer('open');
    announceSidePanel('refiner');
    // As a sheet over the page, the focus moves into it (its heading, where reading starts).
    if (window.matchMedia?.(SHEET).matches) requestAnimationFrame(() => panelHeading.current?.focus());
  };
  const closeDrawer = useCallback(() => {
    setDrawer('closed');
    refineButton.current?.focus();
  }, []);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Escape' || !open) return;
    const inside =
      e.target instanceof Node &&
      (e.currentTarget.querySelector('.blk-catalog__refiners')?.contains(e.target) ||
        e.target === refineButton.current);
    if (!inside) return;
    e.preventDefault();
    closeDrawer();
  };

  const zone = timeZone ?? 'UTC';
  const format = useMemo<TileFormat>(() => {
    const cycle = hourCycle ? { hourCycle } : {};
    // Server and browser must print the same: without a zone, the times show in UTC rather than the machine's.
    const day = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: zone,
    });
    const time = new Intl.DateTimeFormat(language, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
      ...cycle,
    });
    return {
      day: (iso) => day.format(new Date(iso)),
      time: (iso) => time.format(new Date(iso)),
      href: (s: SessionCard) =>
        `/${language}/sessions/${encodeURIComponent(friendlyUrls ? s.sessionCode : s.sessionId)}`,
      onLinkClick: spaClick,
      // The favorite button hides itself when favorites are off or the session type cannot be kept (spec 000 s6).
      favorite: (s: SessionCard) => (
        <FavoriteButton
          kind={SESSION_FAVORITE}
          id={s.sessionId}
          label={s.title}
          sessionType={s.sessionType.logicalValue}
          className="blk-catalog__fav"
        />
      ),
      // The schedule button (issue 16; spec 000 section 2: tiles show backpack and schedule buttons).
      schedule: (s: SessionCard) => (
        <TileScheduleButton session={s} href={`/${language}/sessions/${encodeURIComponent(friendlyUrls ? s.sessionCode : s.sessionId)}`} />
      ),
    };
  }, [language, zone, hourCycle, spaClick, friendlyUrls]);
  const minuteLabel = useMemo(() => {
    const f = new Intl.DateTimeFormat(language, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
      ...(hourCycle ? { hourCycle } : {}),
    });
    return (m: number) => (m >= DAY_MINUTES ? 'End of day' : f.format(new Date(Date.UTC(2000, 0, 1, 0, m))));
  }, [language, hourCycle]);
  const dayLabel = useMemo(() => {
    const f = new Intl.DateTimeFormat(language, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    return (d: string) => f.format(new Date(`${d}T12:00:00Z`));
  }, [language]);

  const dateSelector = features.showSessionDateSelector !== false && eventDays.length > 0;
  const sortOptions: CatalogSort[] = [
    'relevance',
    'asc',
    'desc',
    // Spec 000 section 4: chronological only with showChronologicalSortOption and showSessionDateSelector.
    ...((showChronologicalSortOption || features.showChronologicalSortOption) &&
    features.showSessionDateSelector !== false
      ? (['chronological'] as const)
      : []),
  ];
  const sortBy = params.sortBy ?? list?.sortBy ?? DEFAULT_SORT;
  const total = list?.total;
  const pageSize = params.pageSize ?? DEFAULT_PAGE_SIZE;
  const toggles: CatalogToggle[] = showToggles
    ? (
        [
          'recommendations',
          'favorites',
          'spaceAvailable',
          'onDemand',
          'liveAndUpcoming',
          'recorded',
          'notRecorded',
        ] as const
      ).filter((t) => {
        // The favorites filter is the signed-in visitor's own (and needs favorites on).
        if (t === 'favorites') return signedIn && features.enableFavorites !== false;
        // Recommendations need enableSessionRecommendations; anonymous visitors are asked to sign in (spec 000 s6).
        if (t === 'recommendations') return features.enableSessionRecommendations === true;
        return true;
      })
    : [];
  const refinements = refinementCount(params);
  const view: CatalogView = prefs.view;
  const bothViews = allowedViews.includes('list') && allowedViews.includes('tile');

  return (
    <section
      className="blk-catalog"
      data-refiner={showRefiners ? drawer : undefined}
      aria-labelledby={`${idBase}-h`}
      onKeyDown={onKeyDown}
    >
      <div className="blk-catalog__header">
        <h2 id={`${idBase}-h`} className="blk-catalog__heading">
          {heading}
        </h2>
        <p className="blk-catalog__count" role="status">
          {total === undefined ? '' : `${total} ${total === 1 ? 'session' : 'sessions'}`}
        </p>
      </div>

      <div className="blk-catalog__search-row">
        {showSearch ? (
          <div className="blk-catalog__search">
            <TextField
              label="Search sessions"
              type="search"
              placeholder="Title, speaker, topic or code"
              value={search.draft}
              enterKeyHint="search"
              onChange={(e) => search.setDraft(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') search.commitNow();
              }}
            />
          </div>
        ) : null}
        {dateSelector ? (
          <Select
            className="blk-catalog__day-select"
            label="Day"
            value={params.day ?? ''}
            onChange={(e) => go(selectDay(params, e.currentTarget.value || undefined))}
          >
            <option value="">All days</option>
            {eventDays.map((d) => (
              <option key={d} value={d}>
                {dayLabel(d)}
              </option>
            ))}
          </Select>
        ) : null}
      </div>

      <div className="blk-catalog__bar">
        <div className="blk-catalog__bar-start">
          {showRefiners ? (
            <Button
              ref={refineButton}
              className="blk-catalog__refine"
              variant={open ? 'primary' : 'secondary'}
              aria-expanded={open}
              aria-controls={`${idBase}-r`}
              onClick={() => (open ? closeDrawer() : openDrawer())}
            >
              <Icon glyph="menu" />
              Refine
              {refinements > 0 ? (
                <span className="blk-catalog__refine-count">
                  {refinements}
                  <span className="ui-visually-hidden"> on</span>
                </span>
              ) : null}
            </Button>
          ) : null}
          {bothViews ? (
            <div className="blk-catalog__views" role="group" aria-label="View">
              {(['list', 'tile'] as const).map((v) => (
                <button
                  key={v}
                  type="button"
                  className="blk-catalog__view"
                  aria-pressed={view === v}
                  onClick={() => prefs.setView(v)}
                >
                  <Icon glyph={v === 'list' ? 'list' : 'calendar'} />
                  {v === 'list' ? 'List' : 'Tiles'}
                </button>
              ))}
            </div>
          ) : null}
        </div>
        <div className="blk-catalog__bar-end">
          {features.showTimezoneSwitcher && eventTimeZone ? (
            <ZoneSwitcher eventTimeZone={eventTimeZone} />
          ) : null}
          <Select
            className="blk-catalog__sort"
            label="Sort by"
            value={params.recommendations && !params.sortBy ? '' : sortBy}
            onChange={(e) =>
              go({
                ...params,
                sortBy: (e.currentTarget.value || undefined) as CatalogSort | undefined,
                currentPage: undefined,
              })
            }
          >
            {params.recommendations ? <option value="">Recommended</option> : null}
            {sortOptions.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </Select>
          {/* Spec 000 section 2: the page size shows only above a threshold (more sessions than the smallest page). */}
          {showPageSize &&
          (total === undefined || total > PAGE_SIZES[0] || pageSize !== DEFAULT_PAGE_SIZE) ? (
            <Select
              className="blk-catalog__size"
              label="Per page"
              value={String(pageSize)}
              onChange={(e) => {
                const size = Number(e.currentTarget.value);
                prefs.setPageSize(size);
                go({ ...params, pageSize: size, currentPage: undefined });
              }}
            >
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          ) : null}
        </div>
      </div>

      <ActiveChips
        params={params}
        chosen={chosen}
        toggles={toggles}
        dayLabel={dayLabel}
        minuteLabel={minuteLabel}
        onChange={(next) => go(next)}
        hasDefaults={hasDefaults}
      />

      <div className="blk-catalog__body">
        {showRefiners ? (
          <>
            {open ? <div className="blk-catalog__scrim" aria-hidden="true" onClick={closeDrawer} /> : null}
            <aside id={`${idBase}-r`} className="blk-catalog__refiners" aria-labelledby={`${idBase}-rh`}>
              <div className="blk-catalog__refiners-head">
                <h3 id={`${idBase}-rh`} ref={panelHeading} tabIndex={-1}>
                  Refine sessions
                </h3>
                <IconButton
                  className="blk-catalog__refiners-close"
                  label="Close filters"
                  icon="close"
                  size="sm"
                  onClick={closeDrawer}
                />
              </div>
              {toggles.length > 0 ? (
                <fieldset className="blk-catalog__facet blk-catalog__toggles">
                  <legend>Show only</legend>
                  {toggles.map((t) => (
                    <Switch
                      key={t}
                      label={TOGGLE_LABELS[t]}
                      checked={toggleOn(params, t)}
                      onChange={(e) => {
                        // Anonymous visitors asking for recommendations are asked to sign in (spec 000 section 6).
                        if (t === 'recommendations' && !signedIn) {
                          dispatchCustomAction({
                            componentId: 'catalog-recommendations',
                            action: SIGN_IN_ACTION,
                          });
                          return;
                        }
                        go(setToggle(params, t, e.currentTarget.checked));
                      }}
                    />
                  ))}
                </fieldset>
              ) : null}
              {showTimeFilter ? (
                <fieldset className="blk-catalog__facet blk-catalog__time">
                  <legend>Time of day</legend>
                  <div className="blk-catalog__time-row">
                    <Select
                      compact
                      label="From"
                      value={String(params.start ?? 0)}
                      onChange={(e) => go(updateTime(params, Number(e.currentTarget.value), params.end))}
                    >
                      {TIME_STEPS.filter((m) => m < DAY_MINUTES).map((m) => (
                        <option key={m} value={m}>
                          {minuteLabel(m)}
                        </option>
                      ))}
                    </Select>
                    <Select
                      compact
                      label="To"
                      value={String(params.end ?? DAY_MINUTES)}
                      onChange={(e) => go(updateTime(params, params.start, Number(e.currentTarget.value)))}
                    >
                      {TIME_STEPS.filter((m) => m > 0).map((m) => (
                        <option key={m} value={m}>
                          {minuteLabel(m)}
                        </option>
                      ))}
                    </Select>
                  </div>
                  {eventTimeZone ? (
                    <p className="blk-catalog__hint">Event time ({zoneCity(eventTimeZone)})</p>
                  ) : null}
                </fieldset>
              ) : null}
              {facets.data ? (
                <Refiners
                  facets={facets.data.facets}
                  selected={chosen}
                  visible={filtersBeforeShowMore}
                  onToggle={(path, on) => go(toggleFilter(params, path, on, hasDefaults))}
                />
              ) : facets.isError ? (
                <p className="blk-catalog__hint">The filters could not be loaded.</p>
              ) : (
                <Skeleton height="12rem" />
              )}
              <div className="blk-catalog__refiners-foot">
                <Button variant="primary" block onClick={closeDrawer}>
                  {total === undefined
                    ? 'Show sessions'
                    : `Show ${total} ${total === 1 ? 'session' : 'sessions'}`}
                </Button>
              </div>
            </aside>
          </>
        ) : null}
        <div className="blk-catalog__results" aria-busy={sessions.isFetching}>
          {sessions.isError && !list ? (
            <p role="alert" className="blk-catalog__empty">
              The sessions could not be loaded. Please try again.
            </p>
          ) : !list ? (
            <ul className={`blk-catalog__grid blk-catalog__grid--${view}`}>
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <Skeleton height="10rem" />
                </li>
              ))}
            </ul>
          ) : list.items.length === 0 ? (
            <div className="blk-catalog__empty">
              <p className="blk-catalog__empty-title">
                {params.recommendations ? 'No recommendations yet.' : 'No sessions match.'}
              </p>
              <p>
                {params.recommendations
                  ? 'Add sessions you like to your favorites and sessions like them show here.'
                  : 'Try other words or fewer filters.'}
              </p>
              {refinements > 0 ? (
                <Button onClick={() => go(clearAll(params, hasDefaults))}>Clear all filters</Button>
              ) : null}
            </div>
          ) : (
            <ul className={`blk-catalog__grid blk-catalog__grid--${view}`} aria-label="Sessions">
              {list.items.map((s) => (
                <li key={s.sessionId}>
                  <SessionTile session={s} format={format} view={view} now={now} />
                </li>
              ))}
            </ul>
          )}
          {list ? (
            <Pager
              current={Math.min(current, Math.max(1, list.pageCount))}
              last={list.pageCount}
              hrefOf={(page) => hrefOf({ ...params, currentPage: page })}
              onClick={spaClick}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}

/**
 * The time-zone switcher (flag showTimezoneSwitcher): event times in the event's zone or the visitor's own. The
 * choice is the site's one (the footer's control and every event time follow it).
 */
function ZoneSwitcher({ eventTimeZone }: { eventTimeZone: string }) {
  return (
    <TimeZoneControl
      as="radios"
      titles
      className="blk-catalog__seg blk-catalog__zone"
      classes={{ legend: 'blk-catalog__seg-legend', options: 'blk-catalog__seg-options' }}
      eventTimeZone={eventTimeZone}
      label="Times in"
      eventOption={(city) => (
        <>
          <span>Event time</span>
          <span className="blk-catalog__seg-note"> ({city})</span>
        </>
      )}
      visitorOption={(city) => (
        <>
          <span>My time</span>
          {city ? <span className="blk-catalog__seg-note"> ({city})</span> : null}
        </>
      )}
    />
  );
}

interface ChipsProps {
  params: SessionCatalogParams;
  chosen: readonly string[];
  toggles: readonly CatalogToggle[];
  dayLabel: (day: string) => string;
  minuteLabel: (minute: number) => string;
  onChange: (next: SessionCatalogParams) => void;
  hasDefaults: boolean;
}

/** What is on, as chips that take it off: facet values, toggles, the day and the time chip; then Clear all. */
function ActiveChips({ params, chosen, toggles, dayLabel, minuteLabel, onChange, hasDefaults }: ChipsProps) {
  const chips: { key: string; text: ReactNode; label: string; off: () => SessionCatalogParams }[] = [];
  if (params.day) {
    const text = dayLabel(params.day);
    chips.push({ key: 'day', text, label: `Remove day ${text}`, off: () => selectDay(params, undefined) });
  }
  // Spec 001 section 9: the time chip shows when the chosen range is under 23.5 hours.
  if (showsTimeChip(params)) {
    const text = `${minuteLabel(params.start ?? 0)} – ${minuteLabel(params.end ?? DAY_MINUTES)}`;
    chips.push({
      key: 'time',
      text,
      label: `Remove time ${text}`,
      off: () => updateTime(params, 0, DAY_MINUTES),
    });
  }
  for (const t of toggles) {
    if (!toggleOn(params, t)) continue;
    chips.push({
      key: `t-${t}`,
      text: TOGGLE_LABELS[t],
      label: `Remove ${TOGGLE_LABELS[t]}`,
      off: () => setToggle(params, t, false),
    });
  }
  for (const path of chosen) {
    const [facet = '', ...rest] = path.split('>');
    const text = `${facetLabel(facet)}: ${rest.map(valueLabel).join(' › ')}`;
    chips.push({
      key: path,
      text,
      label: `Remove ${text}`,
      off: () => toggleFilter(params, path, false, hasDefaults),
    });
  }
  if (chips.length === 0) return null;
  return (
    <div className="blk-catalog__chips">
      <ul aria-label="Active filters">
        {chips.map((c) => (
          <li key={c.key}>
            <button
              type="button"
              className="blk-catalog__chip"
              aria-label={c.label}
              onClick={() => onChange(c.off())}
            >
              {c.text}
              <Icon glyph="close" />
            </button>
          </li>
        ))}
      </ul>
      <Button size="sm" variant="ghost" onClick={() => onChange(clearAll(params, hasDefaults))}>
        Clear all
      </Button>
    </div>
  );
}

/**
 * The search box's text, committed to the URL after a pause in typing. The first search of a run is a new history
 * entry; refining it replaces that entry, so Back leaves the search rather than stepping through every keystroke.
 * Spec 000 section 4: a search switches the sort to relevance, clearing it restores the sort before.
 */
function useSearchDraft(
  params: SessionCatalogParams,
  go: (next: SessionCatalogParams, replace?: boolean) => void,
) {
  const committed = params.search ?? '';
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  // What this box itself last put in the URL: its arrival is not a move under the box. (Typing on while the
  // debounced "la" reaches the URL must keep "lak": on a busy phone the k was lost.)
  const [pushed, setPushed] = useState<string | null>(null);
  const priorSort = useRef<CatalogSort | undefined>(undefined);
  // The URL moved under the box (Back, a shared link): show its search, unless the box already says it (the
  // trailing space of a word being typed stays).
  if (seen !== committed) {
    setSeen(committed);
    if (committed !== pushed && draft.trim() !== committed) setDraft(committed);
  }
  const commit = useCallback(
    (text: string) => {
      const next = text.trim();
      if (next === committed) return;
      setPushed(next);
      let sortBy = params.sortBy;
      if (next && !committed) {
        priorSort.current = params.sortBy;
        sortBy = 'relevance';
      } else if (!next && committed && params.sortBy === 'relevance') {
        sortBy = priorSort.current;
      }
      go(
        { ...params, search: next || undefined, sortBy, currentPage: undefined },
        Boolean(next && committed),
      );
    },
    [committed, params, go],
  );
  useEffect(() => {
    if (draft.trim() === committed) return;
    const timer = setTimeout(() => commit(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, committed, commit]);
  return { draft, setDraft, commitNow: () => commit(draft) };
}
