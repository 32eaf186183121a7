// The attendee directory (docs/behaviour/attendees-and-profile.md): attendees who opted into the directory as cards or a
// list, a search with name suggestions, company, region and participation type facets, sort, page size and server
// paging (2,000 attendees never travel at once: a page is at most 96), and the visitor's own directory profile in
// a drawer. The whole state lives in the URL; the server prefetches the URL's page (load.ts) for the first HTML.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { attendeeFacetsQueryOptions, attendeesQueryOptions } from '../../api-client/attendees';
import { IN_PAGE_STATE, useRenderContext, type BlockComponentProps } from '../../renderer';
import type { AttendeeDirectoryProps } from '../../schemas';
import { pageSizeUseful } from '../shared/directory/directory-state';
import { DirectoryControls, PEOPLE_SORT_LABELS } from '../shared/directory/parts';
import { DirectoryHeading, DirectoryResults } from '../shared/directory/results';
import { useOnSite } from '../shared/on-site';
import { useClampPage, useDirectoryPage } from '../shared/directory/use-directory-page';
import { AttendeeCard } from './AttendeeCard';
import { Facets } from './Facets';
import { OwnProfile } from './OwnProfile';
import { SearchBox } from './SearchBox';
import { Suggested } from './Suggested';
import { attendeeParams, facetParams, readAttendeeState, writeAttendeeExtras, type AttendeeView } from './state';
import '../shared/directory/directory.css';
import '../shared/directory/directory-detail.css';
import './attendeeDirectory.css';

const DEFAULT_PRIVACY_NOTICE =
  'Only attendees who chose to appear in the directory are listed. You decide what others see in your contact preferences.';

export default function AttendeeDirectory(block: BlockComponentProps<AttendeeDirectoryProps>) {
  const onSite = useOnSite();
  const { signedIn, scopes } = useRenderContext();
  const heading = block.props.heading;
  if (!onSite || !signedIn || !scopes.includes('attendee-directory')) {
    return (
      <section className="blk-dir" aria-label={heading ?? 'Attendees'}>
        {heading ? <h2 className="blk-dir__heading">{heading}</h2> : null}
        <p>
          {!onSite
            ? 'The attendees, their search and filters show here on the site.'
            : !signedIn
              ? 'Sign in to see the attendee directory.'
              : 'The attendee directory is not available to you.'}
        </p>
      </section>
    );
  }
  return <Directory {...block} />;
}

function Directory({ props }: BlockComponentProps<AttendeeDirectoryProps>) {
  const { heading, searchLabel = 'Search attendees', defaultView = 'card', showFacets = true, showBio = true, privacyNotice = DEFAULT_PRIVACY_NOTICE } = props;
  const idBase = useId();
  const { language, features } = useRenderContext();
  const page = useDirectoryPage(true);
  const { viewer, state: base, go, search, spaClick, rememberPageSize } = page;
  const location = useLocation();
  const navigate = useNavigate();
  const full = useMemo(() => readAttendeeState(location.search), [location.search]);
  const state = useMemo(() => ({ ...full, base }), [full, base]);
  const view: AttendeeView = full.view ?? defaultView;

  const list = useQuery({ ...attendeesQueryOptions(viewer, attendeeParams(state)), placeholderData: keepPreviousData });
  const facets = useQuery({ ...attendeeFacetsQueryOptions(viewer, facetParams(state)), placeholderData: keepPreviousData, enabled: showFacets });
  const data = list.data;
  useClampPage(data, list.isPlaceholderData, base, go);
  const current = base.currentPage ?? 1;

  const setExtras = useCallback(
    (filters: string[], nextView: AttendeeView | undefined) => {
      void navigate({ pathname: location.pathname, search: writeAttendeeExtras(location.search, filters, nextView) }, { preventScrollReset: true, state: IN_PAGE_STATE });
    },
    [location.pathname, location.search, navigate],
  );
  const detailHref = useCallback((id: string) => `/${language}/attendees/${encodeURIComponent(id)}`, [language]);
  const open = useCallback((href: string) => {
    search.cancel();
    void navigate(href);
  }, [navigate, search]);

  const Card = heading ? 'h3' : 'h2';
  return (
    <section className="blk-dir blk-att" aria-labelledby={heading ? `${idBase}-h` : undefined} aria-label={heading ? undefined : 'Attendees'}>
      <div className="ui-spread blk-att__top">
        <DirectoryHeading id={`${idBase}-h`} heading={heading} />
        <OwnProfile viewer={viewer} language={language} privacyNotice={privacyNotice} onNavigate={spaClick} />
      </div>
      <DirectoryControls idBase={idBase} state={base} go={go} search={null} searchLabel={searchLabel} showPageSize={pageSizeUseful(base, data?.total)} onPageSize={rememberPageSize} sortLabels={PEOPLE_SORT_LABELS}>
        <SearchBox idBase={idBase} label={searchLabel} viewer={viewer} search={search} hrefOf={detailHref} open={open} />
        <div className="blk-att__views" role="group" aria-label="View">
          {(['card', 'list'] as const).map((v) => (
            <button key={v} type="button" className="blk-att__view" aria-pressed={view === v} onClick={() => setExtras(full.filters, v === defaultView ? undefined : v)}>
              {v === 'card' ? 'Cards' : 'List'}
            </button>
          ))}
        </div>
      </DirectoryControls>
      <div className={showFacets ? 'blk-att__body' : undefined}>
        {showFacets ? <Facets facets={facets.data} selected={full.filters} onChange={(next) => setExtras(next, full.view)} /> : null}
        <div className="blk-att__results">
          {features.enableSessionRecommendations === true && !base.search && full.filters.length === 0 && current === 1 ? (
            <Suggested viewer={viewer} hrefOf={detailHref} onClick={spaClick} Heading={Card} />
          ) : null}
          <DirectoryResults
            noun={['attendee', 'attendees']}
            query={list}
            emptyText={`No attendees match. Try other words${full.filters.length ? ' or fewer filters' : ''}.`}
            listClassName={view === 'list' ? 'ui-stack ui-bare-list blk-att__list' : 'blk-dir__grid'}
            page={page}
          >
            {data?.items.map((a) => (
              <li key={a.attendeeId}>
                <AttendeeCard attendee={a} href={detailHref(a.attendeeId)} onClick={spaClick} view={view} showBio={showBio} Heading={Card} />
              </li>
            ))}
          </DirectoryResults>
        </div>
      </div>
    </section>
  );
}
