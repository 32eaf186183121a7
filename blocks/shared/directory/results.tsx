// A directory's results area, the same for speakers and companies: the count (a live status), the list or its
// loading, error and empty states, and the pager. The cards are the caller's.
import type { MouseEvent, ReactNode } from 'react';
import { Skeleton } from '../../../ui';
import type { DirectoryState } from './directory-state';
import { Pager } from '../list/Pager';
import { EmptyResults } from './parts';

interface ResultsProps {
  /** What the list holds, singular and plural ("speaker", "speakers"), for the count and the error. */
  noun: readonly [string, string];
  /** The count's noun when a filter narrows the kind (a company type); else `noun`. */
  countNoun?: readonly [string, string];
  list: { total: number; pageCount: number } | undefined;
  fetching: boolean;
  failed: boolean;
  /** Whether the page of results is empty (the empty state shows instead of the list). */
  empty: boolean;
  emptyText: string;
  listClassName: string;
  state: DirectoryState;
  go: (next: DirectoryState) => void;
  hrefOf: (next: DirectoryState) => string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The cards, one <li> each. */
  children: ReactNode;
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export function DirectoryResults({ noun, countNoun = noun, list, fetching, failed, empty, emptyText, listClassName, state, go, hrefOf, onClick, children }: ResultsProps) {
  const current = state.currentPage ?? 1;
  return (
    <>
      <p className="blk-dir__count" role="status">
        {list === undefined ? '' : `${list.total} ${list.total === 1 ? countNoun[0] : countNoun[1]}`}
      </p>
      <div className="blk-dir__results" aria-busy={fetching}>
        {failed && !list ? (
          <p role="alert">The {noun[1]} could not be loaded. Please try again.</p>
        ) : !list ? (
          <ul className="blk-dir__grid">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton height="9rem" />
              </li>
            ))}
          </ul>
        ) : empty ? (
          <EmptyResults text={emptyText} state={state} go={go} />
        ) : (
          <ul className={listClassName}>{children}</ul>
        )}
        {list ? (
          <Pager
            block="blk-dir"
            label={`${capitalised(noun[1])} pages`}
            current={Math.min(current, Math.max(1, list.pageCount))}
            last={list.pageCount}
            hrefOf={(page) => hrefOf({ ...state, currentPage: page })}
            onClick={onClick}
          />
        ) : null}
      </div>
    </>
  );
}
