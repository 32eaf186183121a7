// A directory's results area, the same for speakers, companies and attendees: the count (a live status), the list or its
// loading, error and empty states, and the pager. The cards are the caller's.
import type { ReactNode } from 'react';
import type { DirectoryPage } from './use-directory-page';
import { Pager } from '../list/Pager';
import { SkeletonGrid } from '../list/SkeletonGrid';
import { EmptyResults } from './parts';

interface ResultsProps {
  /** The live count of what the list holds ("12 speakers"; a company type's noun when a filter narrows the kind). */
  countText: (total: number) => string;
  /** The list could not be loaded ("The speakers could not be loaded. Please try again."). */
  failedText: string;
  /** The pager's name ("Speakers pages"). */
  pagesLabel: string;
  /** The list's query: the page of results, and whether the next one is on its way or the load failed. */
  query: { data?: { total: number; pageCount: number; items: readonly unknown[] } | undefined; isFetching: boolean; isError: boolean };
  /** What the empty state says (the list has no items). */
  emptyText: string;
  listClassName: string;
  /** The directory's page (useDirectoryPage): its state in the URL, the moves and links to other states. */
  page: Pick<DirectoryPage, 'state' | 'go' | 'hrefOf' | 'spaClick'>;
  /** The cards, one <li> each. */
  children: ReactNode;
}

export function DirectoryResults({ countText, failedText, pagesLabel, query, emptyText, listClassName, page, children }: ResultsProps) {
  const { state, go, hrefOf } = page;
  const list = query.data;
  return (
    <>
      <p className="blk-dir__count" role="status">
        {list === undefined ? '' : countText(list.total)}
      </p>
      <div className="blk-dir__results" aria-busy={query.isFetching}>
        {query.isError && !list ? (
          <p role="alert">{failedText}</p>
        ) : !list ? (
          <SkeletonGrid className="blk-dir__grid" height="9rem" />
        ) : list.items.length === 0 ? (
          <EmptyResults text={emptyText} state={state} go={go} />
        ) : (
          <ul className={listClassName}>{children}</ul>
        )}
        <Pager block="blk-dir" label={pagesLabel} current={state.currentPage ?? 1} last={list?.pageCount ?? 0} hrefOf={(p) => hrefOf({ ...state, currentPage: p })} onClick={page.spaClick} />
      </div>
    </>
  );
}

/** A directory's own heading, when the block has one (it then labels the block's section). */
export function DirectoryHeading({ id, heading }: { id: string; heading: string | undefined }) {
  return heading ? (
    <h2 id={id} className="blk-dir__heading">
      {heading}
    </h2>
  ) : null;
}
