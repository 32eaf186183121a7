import type { MouseEvent } from 'react';
import { useTranslation } from '../../../renderer';
import { LinkButton } from '../../../ui';
import { PAGER_LINKS, PAGER_LINKS_SMALL, pageWindow } from './page-window';
import { listNamespace, listStrings } from './strings';

interface PagerProps {
  /** The page shown; one past the end (the list shrank) is read as the last. */
  current: number;
  /** The number of pages: none shown below two. */
  last: number;
  hrefOf: (page: number) => string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The block's class (`blk-catalog`, `blk-dir`): the pager's classes are its elements. */
  block: string;
  /** The navigation's name (default "Pages"). */
  label?: string;
  /**
   * The catalog's pager: arrows on Previous and Next, a gap keeping the place of a missing one, a class on each page
   * link and the "Page n of m" line. Without it, the directories' plain pager.
   */
  full?: boolean;
}

/**
 * Previous, the page links around the current page (5; 3 on small screens), Next: links, so each page is a shareable
 * URL. The links outside the small window carry a class that hides them below the small breakpoint.
 */
export function Pager({ current: asked, last, hrefOf, onClick, block, label, full = false }: PagerProps) {
  const { t } = useTranslation(listStrings, listNamespace);
  if (last <= 1) return null;
  const previous = t('translate.shared-list.pager.previous');
  const next = t('translate.shared-list.pager.next');
  const current = Math.min(asked, last);
  const small = new Set(pageWindow(current, last, PAGER_LINKS_SMALL));
  const gap = full ? <span className={`${block}__pager-gap`} aria-hidden="true" /> : null;
  const edge = (rel: 'prev' | 'next', page: number, shown: boolean) => {
    const link = shown ? (
      <LinkButton size="sm" variant={full ? 'ghost' : undefined} href={hrefOf(page)} onClick={onClick} rel={rel}>
        {rel === 'prev' ? (full ? <><span aria-hidden="true">‹</span> {previous}</> : previous) : full ? <>{next} <span aria-hidden="true">›</span></> : next}
      </LinkButton>
    ) : gap;
    return link ? <li>{link}</li> : null;
  };
  return (
    <nav className={`${block}__pager`} aria-label={label ?? t('translate.shared-list.pager.label')}>
      <ul>
        {edge('prev', current - 1, current > 1)}
        {pageWindow(current, last, PAGER_LINKS).map((page) => (
          <li key={page} className={small.has(page) ? undefined : `${block}__page--wide`}>
            <LinkButton
              size="sm"
              variant={page === current ? 'primary' : 'secondary'}
              className={full ? `${block}__page` : undefined}
              href={hrefOf(page)}
              onClick={onClick}
              aria-current={page === current ? 'page' : undefined}
              aria-label={t('translate.shared-list.pager.page', { page })}
            >
              {page}
            </LinkButton>
          </li>
        ))}
        {edge('next', current + 1, current < last)}
      </ul>
      {full ? (
        <p className={`${block}__pager-of`}>{t('translate.shared-list.pager.page-of', { current, last })}</p>
      ) : null}
    </nav>
  );
}
