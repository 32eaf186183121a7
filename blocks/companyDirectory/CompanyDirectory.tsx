// The sponsors, exhibitors and partners directory (docs/behaviour/catalog.md: /sponsors, /exhibitors,
// /partners, /sponsor-directory, /partner-stories): logo cards with name, tier and booth (or wide story cards with
// the description), search as you type, a type filter when the block lists every kind, sort, page size and paging,
// the whole state in the page URL. Cards link to the company's page when showCompanyDetailsPage is on. The server
// prefetches the URL's page (load.ts).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { companiesQueryOptions } from '../../api-client/catalog';
import { useRenderContext, useTranslation, type BlockComponentProps } from '../../renderer';
import type { Company, CompanyDirectoryProps } from '../../schemas/api-types';
import { Pill } from '../../ui';
import { COMPANY_TYPES, companyQuery, companyRoute, pageSizeUseful, type CompanyType } from '../shared/directory/directory-state';
import { FavoriteSlot, SPONSOR_FAVORITE } from '../shared/directory/favorite-slot';
import { DirectoryControls, DirectoryFilter, Picture } from '../shared/directory/parts';
import { DirectoryHeading, DirectoryResults } from '../shared/directory/results';
import { useClampPage, useDirectoryPage } from '../shared/directory/use-directory-page';
import { DirectoryBlock } from '../shared/directory/DirectoryBlock';
import '../shared/directory/directory.css';
import '../shared/directory/directory-detail.css';
import { companyDirectoryNamespace, companyDirectoryStrings } from './strings';

/** The texts of a kind of list are `translate.companyDirectory.{kind}.…` (label, search, count, load-failed, pages, empty). */
type ListKind = CompanyType | 'all';
const KINDS: ReadonlySet<string> = new Set(COMPANY_TYPES);
const TIERS: ReadonlySet<string> = new Set(['platinum', 'gold', 'silver', 'community']);

export default function CompanyDirectory(block: BlockComponentProps<CompanyDirectoryProps>) {
  return <DirectoryBlock block={block} label="Companies" directory={Directory} />;
}

function Directory({ props }: BlockComponentProps<CompanyDirectoryProps>) {
  const { heading, kind = 'all', variant = 'grid', showSearch = true, showPageSize = true } = props;
  const { t } = useTranslation(companyDirectoryStrings, companyDirectoryNamespace);
  const of = (listKind: ListKind, text: string) => `translate.companyDirectory.${listKind}.${text}`;
  const searchLabel = props.searchLabel ?? t(of(kind, 'search'));
  const idBase = useId();
  const { language, features } = useRenderContext();
  const page = useDirectoryPage(showPageSize);
  const { viewer, state, go, search, spaClick, rememberPageSize } = page;
  const query = companyQuery(kind, state);
  const companies = useQuery({ ...companiesQueryOptions(viewer, query.kind, query.params), placeholderData: keepPreviousData });
  const list = companies.data;
  useClampPage(list, companies.isPlaceholderData, state, go);

  const linked = features.showCompanyDetailsPage === true;
  const shown: ListKind = kind === 'all' && state.type ? state.type : kind;
  const Card = heading ? 'h3' : 'h2';
  const label = t(of(kind, 'label'));
  const typeOptions = COMPANY_TYPES.map((type) => [type, t(of(type, 'label'))] as const);
  return (
    <section className={`blk-dir blk-dir--${variant}`} aria-labelledby={heading ? `${idBase}-h` : undefined} aria-label={heading ? undefined : label}>
      <DirectoryHeading id={`${idBase}-h`} heading={heading} />
      <DirectoryControls idBase={idBase} state={state} go={go} search={showSearch ? search : null} searchLabel={searchLabel} showPageSize={showPageSize && pageSizeUseful(state, list?.total)} onPageSize={rememberPageSize}>
        {kind === 'all' ? (
          <DirectoryFilter label={t('translate.companyDirectory.type')} value={state.type} allText={t('translate.companyDirectory.all-types')} options={typeOptions} onChange={(type) => go({ ...state, type: type as CompanyType | undefined, currentPage: undefined })} />
        ) : null}
      </DirectoryControls>
      <DirectoryResults
        countText={(count) => t(of(shown, 'count'), { count })}
        failedText={t(of(kind, 'load-failed'))}
        pagesLabel={t(of(kind, 'pages'))}
        query={companies}
        emptyText={t(of(shown, state.type ? 'empty-typed' : 'empty'))}
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
  const { t } = useTranslation(companyDirectoryStrings, companyDirectoryNamespace);
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
          {showKind ? <Pill>{KINDS.has(company.kind) ? t(`translate.companyDirectory.kind.${company.kind}`) : company.kind}</Pill> : null}
          {TIERS.has(company.tier) ? <Pill className={`blk-dir__tier blk-dir__tier--${company.tier}`}>{t(`translate.companyDirectory.tier.${company.tier}`)}</Pill> : null}
          {company.booth ? <span className="blk-dir__booth">{t('translate.companyDirectory.booth', { booth: company.booth })}</span> : null}
        </p>
        {story || company.description ? <p className={story ? 'blk-dir__prose' : 'blk-dir__bio'}>{company.description}</p> : null}
      </div>
      <FavoriteSlot kind={SPONSOR_FAVORITE} id={company.companyId} label={company.name} />
    </article>
  );
}
