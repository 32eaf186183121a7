// The pieces every directory and detail block shares: the search / sort / page-size bar, the result count, the
// pager, the photo or logo, the list of sessions on a detail page and the not-found state.
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { safeMediaSrc, useBackLink, useRenderContext, useTranslation } from '../../../renderer';
import { DEFAULT_SORT, DIRECTORY_SORTS, SEARCH_SORT } from '../../../schemas';
import type { SessionCard } from '../../../schemas/api-types';
import { Button, LinkButton, Pill, Select, TextField } from '../../../ui';
import { Avatar } from '../list/Avatar';
import type { SearchDraft as ListSearchDraft } from '../list/use-search-draft';
import { PageSizeSelect } from '../list/PageSizeSelect';
import { SortSelect } from '../list/SortSelect';
import { useWhen } from '../session-card/use-when';
import { DEFAULT_PAGE_SIZE, type DirectorySort, type DirectoryState } from './directory-state';
import { directoryNamespace, directoryStrings, type DirectoryKey } from './strings';

const SORT_KEYS: Record<DirectorySort, DirectoryKey> = {
  relevance: 'translate.shared-directory.sort.relevance',
  asc: 'translate.shared-directory.sort.name-asc',
  desc: 'translate.shared-directory.sort.name-desc',
};
/** People sort by last name (the API's sort name is last name, then first name). */
export const PEOPLE_SORT_KEYS: Record<DirectorySort, DirectoryKey> = {
  relevance: 'translate.shared-directory.sort.relevance',
  asc: 'translate.shared-directory.sort.last-name-asc',
  desc: 'translate.shared-directory.sort.last-name-desc',
};

/** What the search box needs of the list kit's search draft. */
export type SearchDraft = Pick<ListSearchDraft, 'draft' | 'setDraft' | 'commitNow'>;

interface ControlsProps {
  idBase: string;
  state: DirectoryState;
  go: (next: DirectoryState) => void;
  search: SearchDraft | null;
  searchLabel: string;
  showPageSize: boolean;
  /** Called with the page size the visitor picks (it is remembered for them). */
  onPageSize?: (size: number) => void;
  /** The keys of the sort choices' labels (default: Best match, Name A–Z, Name Z–A). */
  sortKeys?: Record<DirectorySort, DirectoryKey>;
  /** Filters between the search box and the sort (company, type). */
  children?: ReactNode;
}

/** Search as you type, the filters, sort and page size, in one wrapping row. */
export function DirectoryControls({ idBase, state, go, search, searchLabel, showPageSize, onPageSize, sortKeys = SORT_KEYS, children }: ControlsProps) {
  const { t } = useTranslation(directoryStrings, directoryNamespace);
  const sortLabels: Record<DirectorySort, string> = { relevance: t(sortKeys.relevance), asc: t(sortKeys.asc), desc: t(sortKeys.desc) };
  const sorts: DirectorySort[] = state.search ? [...DIRECTORY_SORTS] : DIRECTORY_SORTS.filter((sort) => sort !== SEARCH_SORT);
  const sortBy = state.sortBy && sorts.includes(state.sortBy) ? state.sortBy : state.search ? SEARCH_SORT : DEFAULT_SORT;
  return (
    <div className="ui-filter-bar blk-dir__bar" role="search" aria-label={searchLabel}>
      {search ? (
        <TextField
          id={`${idBase}-q`}
          className="blk-dir__search"
          label={searchLabel}
          type="search"
          autoComplete="off"
          value={search.draft}
          onChange={(e) => search.setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') search.commitNow();
          }}
        />
      ) : null}
      {children}
      <SortSelect value={sortBy} sorts={sorts} labels={sortLabels} onChange={(sort) => go({ ...state, sortBy: sort, currentPage: undefined })} />
      {showPageSize ? (
        <PageSizeSelect
          value={state.pageSize ?? DEFAULT_PAGE_SIZE}
          onChange={(size) => {
            onPageSize?.(size);
            go({ ...state, pageSize: size, currentPage: undefined });
          }}
        />
      ) : null}
    </div>
  );
}

/** A speaker's photo or a company's logo (vetted), else the initials on a tinted tile; decorative beside the name. */
/** A filter of the directory's controls: "all" (no value) first, then `options` as [value, text]. */
export function DirectoryFilter({ label, value, allText, options, onChange }: { label: string; value: string | undefined; allText: string; options: readonly (readonly [string, string])[]; onChange: (value: string | undefined) => void }) {
  return (
    <Select label={label} className="blk-dir__filter" value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value || undefined)}>
      <option value="">{allText}</option>
      {options.map(([id, text]) => (
        <option key={id} value={id}>
          {text}
        </option>
      ))}
    </Select>
  );
}

export function Picture({ src, name, shape, size }: { src: string; name: string; shape: 'round' | 'logo'; size: number }) {
  const style = { '--pic': `${size}px` } as CSSProperties;
  return <Avatar src={safeMediaSrc(src)} name={name} className={`blk-dir__pic blk-dir__pic--${shape}`} emptyClassName="blk-dir__pic--empty" logo={shape === 'logo'} width={size} height={size} style={style} />;
}

/** A detail page's sessions: title (linking to the session when sessions are on), code, time, place, type. */
export function SessionList({ sessions, onClick, label }: { sessions: readonly SessionCard[]; onClick: (event: MouseEvent<HTMLAnchorElement>) => void; label: string }) {
  const { language, features } = useRenderContext();
  const when = useWhen();
  const { t } = useTranslation(directoryStrings, directoryNamespace);
  const linked = features.enableSessions !== false;
  return (
    <ul className="blk-dir__sessions" aria-label={label}>
      {sessions.map((s) => (
        <li key={s.sessionId} className="blk-dir__session">
          <h3 className="blk-dir__session-title">
            {linked ? (
              <a href={`/${language}/sessions/${encodeURIComponent(s.sessionId)}`} onClick={onClick}>
                {s.title}
              </a>
            ) : (
              s.title
            )}
          </h3>
          <p className="ui-cluster blk-dir__session-meta">
            <span className="blk-dir__code">{s.sessionCode}</span>
            {s.startDateTime ? <time dateTime={s.startDateTime}>{when(s.startDateTime)}</time> : <span>{t('translate.shared-directory.on-demand')}</span>}
            {s.location ? <span>{s.location}</span> : null}
          </p>
          <p className="blk-dir__pills">
            {s.sessionType.displayValue ? <Pill>{s.sessionType.displayValue}</Pill> : null}
            {s.sessionLevel.displayValue ? <Pill>{s.sessionLevel.displayValue}</Pill> : null}
            {s.topic ? <Pill>{s.topic}</Pill> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** An unknown id: a heading that says so and the way back to the directory. */
export function NotFound({ heading, text, backHref, backText, onClick }: { heading: string; text: string; backHref: string; backText: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <div className="blk-dir__notfound" role="alert">
      <h1 className="blk-dir__title">{heading}</h1>
      <p>{text}</p>
      <LinkButton variant="primary" href={backHref} onClick={onClick}>
        {backText}
      </LinkButton>
    </div>
  );
}

/** A detail page whose item could not be loaded: the back link and the failure (`text`), announced. */
export function LoadFailed({ text, backHref, backText, onClick }: { text: string; backHref: string; backText: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <div className="blk-dir blk-dir--detail">
      <BackLink href={backHref} text={backText} onClick={onClick} />
      <p role="alert">{text}</p>
    </div>
  );
}

/**
 * The back link above a detail page (docs/behaviour/catalog.md, Navigation): to the page the visitor came from when the back
 * trail has one ("Back": a session page, say), else to `href`, the directory (`text`).
 */
export function BackLink({ href, text, onClick }: { href: string; text: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  const back = useBackLink(href);
  const { t } = useTranslation(directoryStrings, directoryNamespace);
  return (
    <p className="blk-dir__back">
      <a
        href={back.href}
        onClick={(event) => {
          back.onClick(event);
          if (!event.defaultPrevented) onClick(event);
        }}
      >
        <span aria-hidden="true">← </span>
        {back.fromTrail ? t('translate.shared-directory.back') : text}
      </a>
    </p>
  );
}

/** The error of a query: true when the API said the id does not exist. */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/** No results: what to try, and one button back to the whole directory (search and filters cleared). */
export function EmptyResults({ text, state, go }: { text: string; state: DirectoryState; go: (next: DirectoryState) => void }) {
  const filtered = Boolean(state.search || state.company || state.type);
  const { t } = useTranslation(directoryStrings, directoryNamespace);
  return (
    <div className="blk-dir__empty">
      <p>{text}</p>
      {filtered ? (
        <Button variant="secondary" onClick={() => go({ pageSize: state.pageSize, sortBy: state.sortBy === SEARCH_SORT ? undefined : state.sortBy })}>
          {t('translate.shared-directory.clear')}
        </Button>
      ) : null}
    </div>
  );
}
