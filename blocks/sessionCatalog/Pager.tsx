import type { MouseEvent } from 'react';
import { LinkButton } from '../../ui';
import { pageWindow } from './catalog-state';

interface PagerProps {
  current: number;
  last: number;
  hrefOf: (page: number) => string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Previous, 5 page links around the current page, Next; links, so each page is a shareable URL. */
export function Pager({ current, last, hrefOf, onClick }: PagerProps) {
  if (last <= 1) return null;
  return (
    <nav className="blk-catalog__pager" aria-label="Pages">
      <ul>
        {current > 1 ? (
          <li>
            <LinkButton size="sm" href={hrefOf(current - 1)} onClick={onClick}>
              Previous
            </LinkButton>
          </li>
        ) : null}
        {pageWindow(current, last).map((page) => (
          <li key={page}>
            <LinkButton
              size="sm"
              variant={page === current ? 'primary' : 'secondary'}
              href={hrefOf(page)}
              onClick={onClick}
              aria-current={page === current ? 'page' : undefined}
              aria-label={`Page ${page}`}
            >
              {page}
            </LinkButton>
          </li>
        ))}
        {current < last ? (
          <li>
            <LinkButton size="sm" href={hrefOf(current + 1)} onClick={onClick}>
              Next
            </LinkButton>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
