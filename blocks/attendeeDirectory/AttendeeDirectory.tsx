// The attendee directory (docs/behaviour/attendees-and-profile.md): attendees who opted into the directory as cards or a
// list, a search with name suggestions, company, region and participation type facets, sort, page size and server
// paging (2,000 attendees never travel at once: a page is at most 96), and the visitor's own directory profile in
// a drawer. The whole state lives in the URL; the server prefetches the URL's page (load.ts) for the first HTML.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { attendeeFacetsQueryOptions, attendeesQueryOptions } from '../../api-client/attendees';
import { IN_PAGE_STATE, useRenderContext, useTranslation, type BlockComponentProps } from '../../renderer';
import type { AttendeeDirectoryProps } from '../../schemas/api-types';
import { pageSizeUseful } from '../shared/directory/directory-state';
import { DirectoryControls, PEOPLE_SORT_KEYS } from '../shared/directory/parts';
import { DirectoryHeading, DirectoryResults } from '../shared/directory/results';
import { useOnSite } from '../shared/on-site';
import { useClampPage, useDirectoryPage } from '../shared/directory/use-directory-page';
import { AttendeeCard } from './AttendeeCard';
import { Facets } from './Facets';
import { OwnProfile } from './OwnProfile';
import { SearchBox } from './SearchBox';
import { Suggested } from './Suggested';
import { attendeeParams, facetParams, readAttendeeState, showsSuggested, writeAttendeeExtras, type AttendeeView } from './state';
import { attendeeDirectoryNamespace, attendeeDirectoryStrings } from './strings';
import '../shared/directory/directory.css';
import '../shared/directory/directory-detail.css';
import './attendeeDirectory.css';

export default function AttendeeDirectory(block: BlockComponentProps<AttendeeDirectoryProps>) {
  const heading = block.props.heading;
  // Outside the site (a schema example, a story: no texts to read either) a note in English.
  if (!useOnSite()) return <DirectoryNote heading={heading} label="Attendees" note="The attendees, their search and filters show here on the site." />;
  return <Gate {...block} />;
}

function DirectoryNote({ heading, label, note }: { heading: string | undefined; label: string; note: string }) {
  return (
    <section className="blk-dir" aria-label={heading ?? label}>
      {heading ? <h2 className="blk-dir__heading">{heading}</h2> : null}
      <p>{note}</p>
    </section>
  );
}

/** On the site: the directory for those it is for, else why not. */
function Gate(block: BlockComponentProps<AttendeeDirectoryProps>) {
  const { signedIn, scopes } = useRenderContext();
  const { t } = useTranslation(attendeeDirectoryStrings, attendeeDirectoryNamespace);
  if (!signedIn || !scopes.includes('attendee-directory')) {
    const note = !signedIn ? t('translate.attendeeDirectory.sign-in') : t('translate.attendeeDirectory.not-for-you');
    return <DirectoryNote heading={block.props.heading} label={t('translate.attendeeDirectory.label')} note={note} />;
  }
  return <Directory {...block} />;
}

function Directory({ props }: BlockComponentProps<AttendeeDirectoryProps>) {
  const { t } = useTranslation(attendeeDirectoryStrings, attendeeDirectoryNamespace);
  const {
    heading,
    searchLabel = t('translate.attendeeDirectory.search'),
    defaultView = 'card',
    showFacets = true,
    showBio = true,
    privacyNotice = t('translate.attendeeDirectory.privacy-notice'),
  } = props;
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
    <section className="blk-dir blk-att" aria-labelledby={heading ? `${idBase}-h` : undefined} aria-label={heading ? undefined : t('translate.attendeeDirectory.label')}>
      <div className="ui-spread blk-att__top">
        <DirectoryHeading id={`${idBase}-h`} heading={heading} />
        <OwnProfile viewer={viewer} language={language} privacyNotice={privacyNotice} onNavigate={spaClick} />
      </div>
      <DirectoryControls idBase={idBase} state={base} go={go} search={null} searchLabel={searchLabel} showPageSize={pageSizeUseful(base, data?.total)} onPageSize={rememberPageSize} sortKeys={PEOPLE_SORT_KEYS}>
        <SearchBox idBase={idBase} label={searchLabel} viewer={viewer} search={search} hrefOf={detailHref} open={open} />
        <div className="blk-att__views" role="group" aria-label={t('translate.attendeeDirectory.view')}>
          {(['card', 'list'] as const).map((v) => (
            <button key={v} type="button" className="blk-att__view" aria-pressed={view === v} onClick={() => setExtras(full.filters, v === defaultView ? undefined : v)}>
              {v === 'card' ? t('translate.attendeeDirectory.view.card') : t('translate.attendeeDirectory.view.list')}
            </button>
          ))}
        </div>
      </DirectoryControls>
      <div className={showFacets ? 'blk-att__body' : undefined}>
        {showFacets ? <Facets facets={facets.data} selected={full.filters} onChange={(next) => setExtras(next, full.view)} /> : null}
        <div className="blk-att__results">
          {showsSuggested(features, { ...full, base }) ? (
            <Suggested viewer={viewer} hrefOf={detailHref} onClick={spaClick} Heading={Card} />
          ) : null}
          <DirectoryResults
            countText={(count) => t('translate.attendeeDirectory.count', { count })}
            failedText={t('translate.attendeeDirectory.load-failed')}
            pagesLabel={t('translate.attendeeDirectory.pages')}
            query={list}
            emptyText={full.filters.length ? t('translate.attendeeDirectory.empty-filtered') : t('translate.attendeeDirectory.empty')}
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
