// The session catalog block (issue 15 item 3; spec 000 sections 2 and 4): search, facet refiners, sort, page size,
// pagination and tiles, with the whole state in the page URL. The server prefetches the URL's queries (load.ts),
// so the first render here reads the same params and query keys and hydrates without asking again.
import { keepPreviousData, QueryClientContext, useQuery } from '@tanstack/react-query';
import { use, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useInRouterContext } from 'react-router';
import { useSession } from '../../api-client';
import { facetsQueryOptions, sessionsQueryOptions, type SessionCatalogParams } from '../../api-client/catalog';
import { useRenderContext, type BlockComponentProps } from '../../renderer';
import type { SessionCard, SessionCatalogProps } from '../../schemas';
import { Button, Select, Skeleton, TextField } from '../../ui';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, PAGE_SIZES, catalogViewer, facetParams, type CatalogSort } from './catalog-state';
import { Pager } from './Pager';
import { Refiners } from './Refiners';
import { SessionTile, type TileFormat } from './SessionTile';
import { useCatalogUrl, useSpaClick } from './use-catalog-url';
import './sessionCatalog.css';

/** How long typing pauses before the search runs (results update as you type). */
export const SEARCH_DEBOUNCE_MS = 250;

const SORT_LABELS: Record<CatalogSort, string> = {
  relevance: 'Relevance',
  asc: 'Title A–Z',
  desc: 'Title Z–A',
  chronological: 'Date and time',
};

/** Removes a value and its nested children (solutionArea>area>topic) from the chosen filters. */
function without(filters: readonly string[], path: string): string[] {
  return filters.filter((f) => f !== path && !f.startsWith(`${path}>`));
}

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

function Catalog({ props }: BlockComponentProps<SessionCatalogProps>) {
  const {
    heading = 'Session catalog',
    showSearch = true,
    showRefiners = true,
    showPageSize = true,
    showChronologicalSortOption = false,
    filtersBeforeShowMore = 9,
  } = props;
  const idBase = useId();
  const { language, timeZone, hourCycle } = useRenderContext();
  const { user } = useSession();
  const viewer = catalogViewer(user);
  const { params, hrefOf, go } = useCatalogUrl();
  const spaClick = useSpaClick();

  // Previous results stay on screen while the next page or search loads.
  const sessions = useQuery({ ...sessionsQueryOptions(viewer, params), placeholderData: keepPreviousData });
  const facets = useQuery({ ...facetsQueryOptions(viewer, facetParams(params)), placeholderData: keepPreviousData, enabled: showRefiners });

  const search = useSearchDraft(params, go);
  const [refinerOpen, setRefinerOpen] = useState(false);

  const list = sessions.data;
  const current = params.currentPage ?? 1;
  // Spec 000 section 4: the page clamps into 1..last when the total changes.
  useEffect(() => {
    if (list && !sessions.isPlaceholderData && list.pageCount > 0 && current > list.pageCount) go({ ...params, currentPage: list.pageCount }, true);
  }, [list, sessions.isPlaceholderData, current, params, go]);

  const chosen = useMemo(() => (params.filter ?? []).filter((f) => f !== 'null'), [params.filter]);
  const toggle = (path: string, on: boolean) => {
    const next = on ? [...without(chosen, path), path] : without(chosen, path);
    // Spec 000 section 4: clearing every filter while defaults exist stores 'null', so the defaults stay off.
    const defaults = list?.filters.some((f) => f.source === 'override' && !f.fixed) ?? false;
    go({ ...params, filter: next.length > 0 ? next : defaults ? ['null'] : undefined, currentPage: undefined });
  };

  const format = useMemo<TileFormat>(() => {
    const when = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      // Server and browser must print the same: without a zone, the times show in UTC rather than the machine's.
      timeZone: timeZone ?? 'UTC',
      ...(hourCycle ? { hourCycle } : {}),
    });
    return {
      when: (iso) => when.format(new Date(iso)),
      href: (s: SessionCard) => `/${language}/sessions/${encodeURIComponent(s.sessionId)}`,
      onLinkClick: spaClick,
    };
  }, [language, timeZone, hourCycle, spaClick]);

  const sortOptions: CatalogSort[] = ['relevance', 'asc', 'desc', ...(showChronologicalSortOption ? (['chronological'] as const) : [])];
  const sortBy = params.sortBy ?? list?.sortBy ?? DEFAULT_SORT;
  const total = list?.total;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && refinerOpen) setRefinerOpen(false);
  };

  return (
    <section className="blk-catalog" aria-labelledby={`${idBase}-h`} onKeyDown={onKeyDown}>
      <h2 id={`${idBase}-h`} className="blk-catalog__heading">
        {heading}
      </h2>
      <div className="blk-catalog__bar">
        {showSearch ? (
          <TextField
            className="blk-catalog__search"
            label="Search sessions"
            type="search"
            value={search.draft}
            onChange={(e) => search.setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') search.commitNow();
            }}
          />
        ) : null}
        <Select label="Sort by" value={sortBy} onChange={(e) => go({ ...params, sortBy: e.currentTarget.value as CatalogSort, currentPage: undefined })}>
          {sortOptions.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </Select>
        {showPageSize ? (
          <Select
            label="Per page"
            value={String(params.pageSize ?? DEFAULT_PAGE_SIZE)}
            onChange={(e) => go({ ...params, pageSize: Number(e.currentTarget.value), currentPage: undefined })}
          >
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        ) : null}
        {showRefiners ? (
          <Button className="blk-catalog__refine" aria-expanded={refinerOpen} aria-controls={`${idBase}-r`} onClick={() => setRefinerOpen(!refinerOpen)}>
            Refine{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        ) : null}
      </div>
      <p className="blk-catalog__count" role="status">
        {total === undefined ? '' : `${total} ${total === 1 ? 'session' : 'sessions'}`}
      </p>
      <div className="blk-catalog__body">
        {showRefiners ? (
          <aside id={`${idBase}-r`} className={`blk-catalog__refiners${refinerOpen ? ' is-open' : ''}`} aria-label="Refine sessions">
            {chosen.length > 0 ? (
              <Button size="sm" variant="ghost" onClick={() => toggleAllOff(params, list?.filters, go)}>
                Clear filters
              </Button>
            ) : null}
            {facets.data ? (
              <Refiners facets={facets.data.facets} selected={chosen} visible={filtersBeforeShowMore} onToggle={toggle} />
            ) : facets.isError ? null : (
              <Skeleton height="12rem" />
            )}
          </aside>
        ) : null}
        <div className="blk-catalog__results" aria-busy={sessions.isFetching}>
          {sessions.isError && !list ? (
            <p role="alert">The sessions could not be loaded. Please try again.</p>
          ) : !list ? (
            <ul className="blk-catalog__grid">
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <Skeleton height="10rem" />
                </li>
              ))}
            </ul>
          ) : list.items.length === 0 ? (
            <p>No sessions match. Try other words or fewer filters.</p>
          ) : (
            <ul className="blk-catalog__grid">
              {list.items.map((s) => (
                <li key={s.sessionId}>
                  <SessionTile session={s} format={format} />
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

function toggleAllOff(
  params: SessionCatalogParams,
  applied: readonly { source: string; fixed: boolean }[] | undefined,
  go: (next: SessionCatalogParams) => void,
): void {
  const defaults = applied?.some((f) => f.source === 'override' && !f.fixed) ?? false;
  go({ ...params, filter: defaults ? ['null'] : undefined, currentPage: undefined });
}

/**
 * The search box's text, committed to the URL after a pause in typing. The first search of a run is a new history
 * entry; refining it replaces that entry, so Back leaves the search rather than stepping through every keystroke.
 * Spec 000 section 4: a search switches the sort to relevance, clearing it restores the sort before.
 */
function useSearchDraft(params: SessionCatalogParams, go: (next: SessionCatalogParams, replace?: boolean) => void) {
  const committed = params.search ?? '';
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  const priorSort = useRef<CatalogSort | undefined>(undefined);
  // The URL moved under the box (Back, a shared link): show its search, unless the box already says it (the
  // trailing space of a word being typed stays).
  if (seen !== committed) {
    setSeen(committed);
    if (draft.trim() !== committed) setDraft(committed);
  }
  const commit = useCallback(
    (text: string) => {
      const next = text.trim();
      if (next === committed) return;
      let sortBy = params.sortBy;
      if (next && !committed) {
        priorSort.current = params.sortBy;
        sortBy = 'relevance';
      } else if (!next && committed && params.sortBy === 'relevance') {
        sortBy = priorSort.current;
      }
      go({ ...params, search: next || undefined, sortBy, currentPage: undefined }, Boolean(next && committed));
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
