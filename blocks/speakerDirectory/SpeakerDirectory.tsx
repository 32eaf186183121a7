// The speaker (and expert) directory (docs/behaviour/catalog.md): every speaker with a bio and a photo as a
// card with photo, name, job title and company; search as you type, a company filter, sort, page size and paging,
// the whole state in the page URL. The server prefetches the URL's page (load.ts), so the first render here reads
// the same query key and hydrates without asking again.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { companiesQueryOptions, speakersQueryOptions } from '../../api-client/catalog';
import { useRenderContext, useTranslation, type BlockComponentProps } from '../../renderer';
import type { Speaker, SpeakerDirectoryProps } from '../../schemas/api-types';
import { pageSizeUseful, speakerParams } from '../shared/directory/directory-state';
import { DirectoryControls, DirectoryFilter, PEOPLE_SORT_KEYS, Picture } from '../shared/directory/parts';
import { DirectoryHeading, DirectoryResults } from '../shared/directory/results';
import { useClampPage, useDirectoryPage } from '../shared/directory/use-directory-page';
import { DirectoryBlock } from '../shared/directory/DirectoryBlock';
import { FavoriteSlot, SPEAKER_FAVORITE } from '../shared/directory/favorite-slot';
import '../shared/directory/directory.css';
import '../shared/directory/directory-detail.css';
import { speakerDirectoryNamespace, speakerDirectoryStrings } from './strings';

/** All companies at once for the company filter (the API's full-list lookup size, docs/behaviour/catalog.md). */
const ALL_COMPANIES = { pageSize: 1000 } as const;

/**
 * The directory needs the site around it: the page URL (its state) and the query cache (its data). Rendered without
 * them (a schema example, a story), it shows its heading and a note instead of failing.
 */
export default function SpeakerDirectory(block: BlockComponentProps<SpeakerDirectoryProps>) {
  return <DirectoryBlock block={block} label="Speakers" directory={Directory} />;
}

function Directory({ props }: BlockComponentProps<SpeakerDirectoryProps>) {
  const { t } = useTranslation(speakerDirectoryStrings, speakerDirectoryNamespace);
  const route = props.detailRoute === 'experts' ? 'experts' : 'speakers';
  /** The texts of the list's route: `translate.speakerDirectory.{speakers|experts}.…`. */
  const of = (text: string) => `translate.speakerDirectory.${route}.${text}`;
  const {
    heading,
    detailRoute = 'speakers',
    searchLabel = t(of('search')),
    showSearch = true,
    showCompanyFilter = true,
    showPageSize = true,
    showBio = true,
  } = props;
  const idBase = useId();
  const { language } = useRenderContext();
  const page = useDirectoryPage(showPageSize);
  const { viewer, state, go, search, spaClick, rememberPageSize } = page;
  const params = speakerParams(state, showCompanyFilter);

  // Previous results stay on screen while the next page or search loads.
  const speakers = useQuery({ ...speakersQueryOptions(viewer, params), placeholderData: keepPreviousData });
  const companies = useQuery({ ...companiesQueryOptions(viewer, 'company', ALL_COMPANIES), enabled: showCompanyFilter });

  const list = speakers.data;
  useClampPage(list, speakers.isPlaceholderData, state, go);

  const companyOptions = useMemo(() => {
    const options = new Map<string, string>();
    for (const c of companies.data?.items ?? []) options.set(c.companyId, c.name);
    // The chosen company shows before the full list arrives (and the server's HTML holds it).
    if (state.company && !options.has(state.company)) {
      const named = list?.items.find((s) => s.companyId === state.company)?.company;
      options.set(state.company, named ?? state.company);
    }
    return [...options].sort((a, b) => a[1].localeCompare(b[1], language));
  }, [companies.data, state.company, list, language]);

  const Card = heading ? 'h3' : 'h2';
  return (
    <section className="blk-dir" aria-labelledby={heading ? `${idBase}-h` : undefined} aria-label={heading ? undefined : t(of('label'))}>
      <DirectoryHeading id={`${idBase}-h`} heading={heading} />
      <DirectoryControls idBase={idBase} state={state} go={go} search={showSearch ? search : null} searchLabel={searchLabel} showPageSize={showPageSize && pageSizeUseful(state, list?.total)} onPageSize={rememberPageSize} sortKeys={PEOPLE_SORT_KEYS}>
        {showCompanyFilter ? (
          <DirectoryFilter label={t('translate.speakerDirectory.company')} value={state.company} allText={t('translate.speakerDirectory.all-companies')} options={companyOptions} onChange={(company) => go({ ...state, company, currentPage: undefined })} />
        ) : null}
      </DirectoryControls>
      <DirectoryResults
        countText={(count) => t(of('count'), { count })}
        failedText={t(of('load-failed'))}
        pagesLabel={t(of('pages'))}
        query={speakers}
        emptyText={t(of(state.company ? 'empty-company' : 'empty'))}
        listClassName="blk-dir__grid"
        page={page}
      >
        {list?.items.map((s) => (
          <li key={s.speakerId}>
            <SpeakerCard speaker={s} href={`/${language}/${detailRoute}/${encodeURIComponent(s.speakerId)}`} onClick={spaClick} showBio={showBio} Heading={Card} />
          </li>
        ))}
      </DirectoryResults>
    </section>
  );
}

interface SpeakerCardProps {
  speaker: Speaker;
  href: string;
  onClick: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  showBio: boolean;
  Heading: 'h2' | 'h3';
}

/** One speaker: photo, name (the card's link), job title, company, the start of the bio, the favorite button. */
function SpeakerCard({ speaker, href, onClick, showBio, Heading }: SpeakerCardProps) {
  return (
    <article className="blk-dir__card blk-dir__person">
      <Picture src={speaker.photo} name={speaker.displayName} shape="round" size={80} />
      <div className="blk-dir__who">
        <Heading className="blk-dir__name">
          <a className="blk-dir__link" href={href} onClick={onClick}>
            {speaker.displayName}
          </a>
        </Heading>
        {speaker.jobTitle ? <p className="blk-dir__role">{speaker.jobTitle}</p> : null}
        {speaker.company ? <p className="blk-dir__org">{speaker.company}</p> : null}
      </div>
      {showBio && speaker.bio ? <p className="blk-dir__bio">{speaker.bio}</p> : null}
      <FavoriteSlot kind={SPEAKER_FAVORITE} id={speaker.speakerId} label={speaker.displayName} />
    </article>
  );
}
