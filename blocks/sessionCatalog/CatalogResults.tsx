// The results: the tiles or list of the page, their loading, error and empty states, and the pager.
import type { MouseEvent } from 'react';
import type { SessionCatalogParams } from '../../api-client/catalog';
import { useTranslation } from '../../renderer';
import type { CatalogSessionList } from '../../schemas/api-types';
import { Button } from '../../ui';
import { Pager } from '../shared/list/Pager';
import { SkeletonGrid } from '../shared/list/SkeletonGrid';
import { SessionTile, type CatalogView, type TileFormat } from './SessionTile';
import { catalogNamespace, catalogStrings } from './strings';

interface ResultsProps {
  list: CatalogSessionList | undefined;
  fetching: boolean;
  failed: boolean;
  view: CatalogView;
  format: TileFormat;
  now: number;
  params: SessionCatalogParams;
  /** Clears every refinement; null when none is on. */
  clearAll: (() => void) | null;
  hrefOf: (next: SessionCatalogParams) => string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export function CatalogResults({ list, fetching, failed, view, format, now, params, clearAll, hrefOf, onClick }: ResultsProps) {
  const { t } = useTranslation(catalogStrings, catalogNamespace);
  const current = params.currentPage ?? 1;
  return (
    <div className="blk-catalog__results" aria-busy={fetching}>
      {failed && !list ? (
        <p role="alert" className="blk-catalog__empty">
          {t('translate.sessionCatalog.results.error')}
        </p>
      ) : !list ? (
        <SkeletonGrid className={`blk-catalog__grid blk-catalog__grid--${view}`} height="10rem" />
      ) : list.items.length === 0 ? (
        <div className="blk-catalog__empty">
          <p className="blk-catalog__empty-title">
            {t(params.recommendations ? 'translate.sessionCatalog.empty.recommendations-title' : 'translate.sessionCatalog.empty.title')}
          </p>
          <p>{t(params.recommendations ? 'translate.sessionCatalog.empty.recommendations-hint' : 'translate.sessionCatalog.empty.hint')}</p>
          {clearAll ? <Button onClick={clearAll}>{t('translate.sessionCatalog.empty.clear')}</Button> : null}
        </div>
      ) : (
        <ul className={`blk-catalog__grid blk-catalog__grid--${view}`} aria-label={t('translate.sessionCatalog.results.label')}>
          {list.items.map((s) => (
            <li key={s.sessionId}>
              <SessionTile session={s} format={format} view={view} now={now} />
            </li>
          ))}
        </ul>
      )}
      <Pager block="blk-catalog" full current={current} last={list?.pageCount ?? 0} hrefOf={(page) => hrefOf({ ...params, currentPage: page })} onClick={onClick} />
    </div>
  );
}
