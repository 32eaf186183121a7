import type { MouseEvent } from 'react';
import { LinkButton } from '../../ui';
import { PAGER_LINKS, PAGER_LINKS_SMALL, pageWindow } from './catalog-state';

interface PagerProps {
  current: number;
  last: number;
  hrefOf: (page: number) => string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * Previous, 5 page links around the current page (3 on small screens), Next; links, so each page is a shareable
 * URL. The links outside the small window carry a class that hides them below the small breakpoint.
 */
export function Pager({ current, last, hrefOf, onClick }: PagerProps) {
  if (last <= 1) return null;
  const small = new Set(pageWindow(current, last, PAGER_LINKS_SMALL));
  return (
    <nav className="blk-catalog__pager" aria-label="Pages">
      <ul>
        <li>
          {current > 1 ? (
            <LinkButton size="sm" variant="ghost" href={hrefOf(current - 1)} onClick={onClick} rel="prev">
              <span aria-hidden="true">‹</span> Previous
            </LinkButton>
          ) : (
            <span className="blk-catalog__pager-gap" aria-hidden="true" />
          )}
        </li>
        {pageWindow(current, last, PAGER_LINKS).map((page) => (
          <li key={page} className={small.has(page) ? undefined : 'blk-catalog__page--wide'}>
            <LinkButton
              size="sm"
              variant={page === current ? 'primary' : 'secondary'}
              className="blk-catalog__page"
              href={hrefOf(page)}
              onClick={onClick}
              aria-current={page === current ? 'page' : undefined}
              aria-label={`Page ${page}`}
            >
              {page}
            </LinkButton>
          </li>
        ))}
        <li>
          {current < last ? (
            <LinkButton size="sm" variant="ghost" href={hrefOf(current + 1)} onClick={onClick} rel="next">
              Next <span aria-hidden="true">›</span>
            </LinkButton>
          ) : (
            <span className="blk-catalog__pager-gap" aria-hidden="true" />
          )}
        </li>
      </ul>
      <p className="blk-catalog__pager-of">
        Page {current} of {last}
      </p>
    </nav>
  );
}
