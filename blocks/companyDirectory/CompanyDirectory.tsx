// The sponsors, exhibitors and partners directory (docs/behaviour/catalog.md: /sponsors, /exhibitors,
// /partners, /sponsor-directory, /partner-stories): logo cards with name, tier and booth (or wide story cards with
// the description), search as you type, a type filter when the block lists every kind, sort, page size and paging,
// the whole state in the page URL. Cards link to the company's page when showCompanyDetailsPage is on. The server
// prefetches the URL's page (load.ts).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { companiesQueryOptions } from '../../api-client/catalog';
import { useRenderContext, type BlockComponentProps } from '../../renderer';
import type { Company, CompanyDirectoryProps } from '../../schemas';
import { Pill } from '../../ui';
import { COMPANY_TYPES, companyQuery, companyRoute, pageSizeUseful, type CompanyType } from '../shared/directory/directory-state';
import { FavoriteSlot, SPONSOR_FAVORITE } from '../shared/directory/favorite-slot';
import { DirectoryControls, DirectoryFilter, Picture } from '../shared/directory/parts';
import { DirectoryHeading, DirectoryResults } from '../shared/directory/results';
import { useClampPage, useDirectoryPage } from '../shared/directory/use-directory-page';
import { DirectoryBlock } from '../shared/directory/DirectoryBlock';
import '../shared/directory/directory.css';
import '../shared/directory/directory-detail.css';

const NOUNS: Record<CompanyType | 'all', readonly [string, string]> = {
  sponsor: ['sponsor', 'sponsors'],
  exhibitor: ['exhibitor', 'exhibitors'],
  partner: ['partner', 'partners'],
  all: ['company', 'companies'],
};
const TYPE_LABELS: Record<CompanyType, string> = { sponsor: 'Sponsors', exhibitor: 'Exhibitors', partner: 'Partners' };
const TYPE_OPTIONS = COMPANY_TYPES.map((t) => [t, TYPE_LABELS[t]] as const);
const KIND_LABELS: Record<string, string> = { sponsor: 'Sponsor', exhibitor: 'Exhibitor', partner: 'Partner' };
const TIER_LABELS: Record<string, string> = { platinum: 'Platinum', gold: 'Gold', silver: 'Silver', community: 'Community' };

export default function CompanyDirectory(block: BlockComponentProps<CompanyDirectoryProps>) {
  return <DirectoryBlock block={block} label="Companies" directory={Directory} />;
}

function Directory({ props }: BlockComponentProps<CompanyDirectoryProps>) {
  const { heading, kind = 'all', variant = 'grid', showSearch = true, showPageSize = true } = props;
  const noun = NOUNS[kind];
  const searchLabel = props.searchLabel ?? `Search ${noun[1]}`;
  const idBase = useId();
  const { language, features } = useRenderContext();
  const page = useDirectoryPage(showPageSize);
  const { viewer, state, go, search, spaClick, rememberPageSize } = page;
  const query = companyQuery(kind, state);
  const companies = useQuery({ ...companiesQueryOptions(viewer, query.kind, query.params), placeholderData: keepPreviousData });
  const list = companies.data;
  useClampPage(list, companies.isPlaceholderData, state, go);

  const linked = features.showCompanyDetailsPage === true;
  const shown = kind === 'all' && state.type ? NOUNS[state.type] : noun;
  const Card = heading ? 'h3' : 'h2';
  const label = `${noun[1].charAt(0).toUpperCase()}${noun[1].slice(1)}`;
  return (
    <section className={`blk-dir blk-dir--${variant}`} aria-labelledby={heading ? `${idBase}-h` : undefined} aria-label={heading ? undefined : label}>
      <DirectoryHeading id={`${idBase}-h`} heading={heading} />
      <DirectoryControls idBase={idBase} state={state} go={go} search={showSearch ? search : null} searchLabel={searchLabel} showPageSize={showPageSize && pageSizeUseful(state, list?.total)} onPageSize={rememberPageSize}>
        {kind === 'all' ? (
          <DirectoryFilter label="Type" value={state.type} allText="All types" options={TYPE_OPTIONS} onChange={(type) => go({ ...state, type: type as CompanyType | undefined, currentPage: undefined })} />
        ) : null}
      </DirectoryControls>
      <DirectoryResults
        noun={noun}
        countNoun={shown}
        query={companies}
        emptyText={`No ${shown[1]} match. Try other words${state.type ? ' or all types' : ''}.`}
        listClassName={variant === 'stories' ? 'blk-dir__stories' : 'blk-dir__grid blk-dir__grid--logos'}
        page={page}
      >
        {list?.items.map((c) => (
          <li key={c.companyId}>
            <CompanyCard
              company={c}
              href={linked ? `/${language}/${companyRoute(c.kind)}/${encodeURIComponent(c.companyId)}` : null}
              onClick={spaClick}
              story={variant === 'stories'}
              showKind={kind === 'all'}
              Heading={Card}
            />
          </li>
        ))}
      </DirectoryResults>
    </section>
  );
}

interface CompanyCardProps {
  company: Company;
  href: string | null;
  onClick: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  story: boolean;
  showKind: boolean;
  Heading: 'h2' | 'h3';
}

/** One company: logo, name (the card's link when company pages are on), tier, kind, booth, description. */
function CompanyCard({ company, href, onClick, story, showKind, Heading }: CompanyCardProps) {
  return (
    <article className={`blk-dir__card blk-dir__company${story ? ' blk-dir__company--story' : ''}`}>
      <Picture src={company.logo} name={company.name} shape="logo" size={story ? 120 : 96} />
      <div className="blk-dir__who">
        <Heading className="blk-dir__name">
          {href ? (
            <a className="blk-dir__link" href={href} onClick={onClick}>
              {company.name}
            </a>
          ) : (
            company.name
          )}
        </Heading>
        <p className="blk-dir__pills">
          {showKind ? <Pill>{KIND_LABELS[company.kind] ?? company.kind}</Pill> : null}
          {TIER_LABELS[company.tier] ? <Pill className={`blk-dir__tier blk-dir__tier--${company.tier}`}>{TIER_LABELS[company.tier]}</Pill> : null}
          {company.booth ? <span className="blk-dir__booth">Booth {company.booth}</span> : null}
        </p>
        {story || company.description ? <p className={story ? 'blk-dir__prose' : 'blk-dir__bio'}>{company.description}</p> : null}
      </div>
      <FavoriteSlot kind={SPONSOR_FAVORITE} id={company.companyId} label={company.name} />
    </article>
  );
}
