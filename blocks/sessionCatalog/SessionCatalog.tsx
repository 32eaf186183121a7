// The session catalog block (docs/behaviour/catalog.md, Query parameters): search, date selector, time controls, facet refiners and
// on/off filters in a drawer, list and tile views, sort, page size, pagination and tiles, with the whole state in
// the page URL. The server prefetches the URL's queries (load.ts), so the first render here reads the same params
// and query keys and hydrates without asking again. The parts: SearchRow and Toolbar (CatalogToolbar.tsx), the
// chips (ActiveChips.tsx), the drawer (RefinerPanel.tsx, use-refiner-drawer.ts) and the results (CatalogResults.tsx).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef } from 'react';
import { viewerKeyOrAnonymous, useSession } from '../../api-client';
import { facetsQueryOptions, sessionsQueryOptions } from '../../api-client/catalog';
import { useNow, useRenderContext, useTranslation, type BlockComponentProps } from '../../renderer';
import { CATALOG_SORTS } from '../../schemas';
import type { SessionCatalogProps } from '../../schemas/api-types';
import { SiteList } from '../shared/list/OffSite';
import { useSpaClick } from '../shared/list/use-list-url';
import { useSearchDraft } from '../shared/list/use-search-draft';
import { ActiveChips } from './ActiveChips';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  TOGGLES,
  clearAll,
  facetParams,
  queryParams,
  refinementCount,
  viewerParams,
  withRememberedSize,
  type CatalogSort,
  type CatalogToggle,
} from './catalog-state';
import { CatalogResults } from './CatalogResults';
import { pageSizeShown, SearchRow, Toolbar } from './CatalogToolbar';
import { RefinerPanel } from './RefinerPanel';
import type { CatalogView } from './SessionTile';
import { useTileFormat } from './use-catalog-format';
import { useCatalogPrefs } from './use-catalog-prefs';
import { useCatalogUrl } from './use-catalog-url';
import { useRefinerDrawer } from './use-refiner-drawer';
import { catalogNamespace, catalogStrings } from './strings';
import '../shared/session-card/status-badge.css';
import './sessionCatalog.css';
import './catalog-drawer.css';
import './catalog-results.css';
import './catalog-pager.css';
import './catalog-zone.css';

/** Off the site (a schema example, a story): the heading and a note instead of the catalog (OffSite.tsx). */
export default function SessionCatalog(block: BlockComponentProps<SessionCatalogProps>) {
  const { t } = useTranslation(catalogStrings, catalogNamespace);
  const heading = block.props.heading ?? t('translate.sessionCatalog.heading');
  return (
    <SiteList block="blk-catalog" label={heading} heading={heading} note={t('translate.sessionCatalog.off-site')}>
      <Catalog {...block} />
    </SiteList>
  );
}

function Catalog({ props }: BlockComponentProps<SessionCatalogProps>) {
  const { t } = useTranslation(catalogStrings, catalogNamespace);
  const {
    heading = t('translate.sessionCatalog.heading'),
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
  const { features } = useRenderContext();
  const { user } = useSession();
  const signedIn = user !== null && user !== undefined;
  const viewer = viewerKeyOrAnonymous(user);
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
  // The page clamps into 1..last when the total changes.
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
  const drawer = useRefinerDrawer();
  const format = useTileFormat(friendlyUrls, spaClick);

  const dateSelector = features.showSessionDateSelector !== false && eventDays.length > 0;
  // Chronological only with showChronologicalSortOption and showSessionDateSelector.
  const chronological = (showChronologicalSortOption || features.showChronologicalSortOption) && features.showSessionDateSelector !== false;
  const sortOptions: CatalogSort[] = CATALOG_SORTS.filter((sort) => sort !== 'chronological' || chronological);
  const sortBy = params.sortBy ?? list?.sortBy ?? DEFAULT_SORT;
  const total = list?.total;
  const pageSize = params.pageSize ?? DEFAULT_PAGE_SIZE;
  const toggles: CatalogToggle[] = showToggles
    ? TOGGLES.filter((t) => {
        // The favorites filter is the signed-in visitor's own (and needs favorites on).
        if (t === 'favorites') return signedIn && features.enableFavorites !== false;
        // Recommendations need enableSessionRecommendations; anonymous visitors are asked to sign in.
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
      data-refiner={showRefiners ? drawer.drawer : undefined}
      aria-labelledby={`${idBase}-h`}
      onKeyDown={drawer.onKeyDown}
    >
      <div className="ui-page-head blk-catalog__header">
        <h2 id={`${idBase}-h`} className="blk-catalog__heading">
          {heading}
        </h2>
        <p className="blk-catalog__count" role="status">
          {total === undefined ? '' : t('translate.sessionCatalog.count', { count: total })}
        </p>
      </div>

      <SearchRow search={showSearch ? search : null} eventDays={dateSelector ? eventDays : null} params={params} go={go} />

      <Toolbar
        refine={showRefiners ? { drawer, controls: `${idBase}-r`, count: refinements } : null}
        views={bothViews ? { view, setView: prefs.setView } : null}
        params={params}
        go={go}
        sortBy={sortBy}
        sortOptions={sortOptions}
        pageSize={showPageSize && pageSizeShown(total, pageSize) ? { size: pageSize, remember: prefs.setPageSize } : null}
      />

      <ActiveChips
        params={params}
        chosen={chosen}
        toggles={toggles}
        onChange={(next) => go(next)}
        hasDefaults={hasDefaults}
      />

      <div className="blk-catalog__body">
        {showRefiners ? (
          <RefinerPanel
            id={`${idBase}-r`}
            drawer={drawer}
            params={params}
            go={go}
            toggles={toggles}
            signedIn={signedIn}
            showTimeFilter={showTimeFilter}
            facets={facets}
            chosen={chosen}
            visible={filtersBeforeShowMore}
            hasDefaults={hasDefaults}
            total={total}
          />
        ) : null}
        <CatalogResults
          list={list}
          fetching={sessions.isFetching}
          failed={sessions.isError}
          view={view}
          format={format}
          now={now}
          params={params}
          clearAll={refinements > 0 ? () => go(clearAll(params, hasDefaults)) : null}
          hrefOf={hrefOf}
          onClick={spaClick}
        />
      </div>
    </section>
  );
}
