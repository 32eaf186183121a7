// Above the results: the search box and the day selector, then the bar with the Refine button, the list/tile
// switch, the time-zone switcher, the sort and the page size.
import type { SessionCatalogParams } from '../../api-client/catalog';
import { TimeZoneControl, useRenderContext, useTranslation } from '../../renderer';
import { Button, ButtonCount, Icon, Select, TextField } from '../../ui';
import { PageSizeSelect } from '../shared/list/PageSizeSelect';
import { SortSelect } from '../shared/list/SortSelect';
import type { SearchDraft } from '../shared/list/use-search-draft';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, selectDay, type CatalogSort } from './catalog-state';
import { SORT_LABELS } from './labels';
import type { CatalogView } from './SessionTile';
import { catalogNamespace, catalogStrings } from './strings';
import { useRefinerLabels } from './use-catalog-format';
import type { RefinerDrawer } from './use-refiner-drawer';

interface SearchRowProps {
  search: SearchDraft | null;
  eventDays: readonly string[] | null;
  params: SessionCatalogParams;
  go: (next: SessionCatalogParams) => void;
}

/** The search box (when shown) and the day selector (when the event has days and the selector is on). */
export function SearchRow({ search, eventDays, params, go }: SearchRowProps) {
  const { dayLabel } = useRefinerLabels();
  const { t } = useTranslation(catalogStrings, catalogNamespace);
  return (
    <div className="ui-filter-bar blk-catalog__search-row">
      {search ? (
        <div className="blk-catalog__search">
          <TextField
            label={t('translate.sessionCatalog.search.label')}
            type="search"
            placeholder={t('translate.sessionCatalog.search.placeholder')}
            value={search.draft}
            enterKeyHint="search"
            onChange={(e) => search.setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') search.commitNow();
            }}
          />
        </div>
      ) : null}
      {eventDays ? (
        <Select
          className="blk-catalog__day-select"
          label={t('translate.sessionCatalog.day.label')}
          value={params.day ?? ''}
          onChange={(e) => go(selectDay(params, e.currentTarget.value || undefined))}
        >
          <option value="">{t('translate.sessionCatalog.day.all')}</option>
          {eventDays.map((d) => (
            <option key={d} value={d}>
              {dayLabel(d)}
            </option>
          ))}
        </Select>
      ) : null}
    </div>
  );
}

interface ToolbarProps {
  /** The drawer's Refine button and the id of the drawer it controls; null without refiners. */
  refine: { drawer: RefinerDrawer; controls: string; count: number } | null;
  views: { view: CatalogView; setView: (view: CatalogView) => void } | null;
  params: SessionCatalogParams;
  go: (next: SessionCatalogParams) => void;
  sortBy: CatalogSort;
  sortOptions: readonly CatalogSort[];
  /** The page size select (shown above a threshold), and where a choice is remembered. */
  pageSize: { size: number; remember: (size: number) => void } | null;
}

export function Toolbar({ refine, views, params, go, sortBy, sortOptions, pageSize }: ToolbarProps) {
  const { eventTimeZone, features } = useRenderContext();
  const { t } = useTranslation(catalogStrings, catalogNamespace);
  const sortLabels = Object.fromEntries(sortOptions.map((sort) => [sort, t(SORT_LABELS[sort])])) as Record<CatalogSort, string>;
  return (
    <div className="ui-spread blk-catalog__bar">
      <div className="blk-catalog__bar-start">
        {refine ? <RefineButton {...refine} /> : null}
        {views ? (
          <div className="blk-catalog__views" role="group" aria-label={t('translate.sessionCatalog.view.label')}>
            {(['list', 'tile'] as const).map((v) => (
              <button
                key={v}
                type="button"
                className="blk-catalog__view"
                aria-pressed={views.view === v}
                onClick={() => views.setView(v)}
              >
                <Icon glyph={v === 'list' ? 'list' : 'calendar'} />
                {t(v === 'list' ? 'translate.sessionCatalog.view.list' : 'translate.sessionCatalog.view.tile')}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <div className="blk-catalog__bar-end">
        {features.showTimezoneSwitcher && eventTimeZone ? <ZoneSwitcher eventTimeZone={eventTimeZone} /> : null}
        <SortSelect
          className="blk-catalog__sort"
          value={params.recommendations && !params.sortBy ? '' : sortBy}
          sorts={sortOptions}
          labels={sortLabels}
          onChange={(sort) => go({ ...params, sortBy: sort, currentPage: undefined })}
          before={params.recommendations ? <option value="">{t('translate.sessionCatalog.sort.recommended')}</option> : null}
        />
        {pageSize ? (
          <PageSizeSelect
            className="blk-catalog__size"
            value={pageSize.size}
            onChange={(size) => {
              pageSize.remember(size);
              go({ ...params, pageSize: size, currentPage: undefined });
            }}
          />
        ) : null}
      </div>
    </div>
  );
}

/** The page size shows only above a threshold: more sessions than the smallest page, or a size already chosen. */
export function pageSizeShown(total: number | undefined, size: number): boolean {
  return total === undefined || total > PAGE_SIZES[0] || size !== DEFAULT_PAGE_SIZE;
}

function RefineButton({ drawer, controls, count }: { drawer: RefinerDrawer; controls: string; count: number }) {
  const { open, openDrawer, closeDrawer, refineButton } = drawer;
  const { t } = useTranslation(catalogStrings, catalogNamespace);
  return (
    <Button
      ref={refineButton}
      className="blk-catalog__refine"
      variant={open ? 'primary' : 'secondary'}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => (open ? closeDrawer() : openDrawer())}
    >
      <Icon glyph="menu" />
      {t('translate.sessionCatalog.refine.button')}
      <ButtonCount count={count} suffix={t('translate.sessionCatalog.refine.count-suffix')} className="blk-catalog__refine-count" />
    </Button>
  );
}

/**
 * The time-zone switcher (flag showTimezoneSwitcher): event times in the event's zone or the visitor's own. The
 * choice is the site's one (the footer's control and every event time follow it).
 */
function ZoneSwitcher({ eventTimeZone }: { eventTimeZone: string }) {
  const { t } = useTranslation(catalogStrings, catalogNamespace);
  return (
    <TimeZoneControl
      as="radios"
      titles
      className="blk-catalog__seg blk-catalog__zone"
      classes={{ legend: 'blk-catalog__seg-legend', options: 'blk-catalog__seg-options' }}
      eventTimeZone={eventTimeZone}
      label={t('translate.sessionCatalog.zone.label')}
      eventOption={(city) => (
        <>
          <span>{t('translate.sessionCatalog.zone.event')}</span>
          <span className="blk-catalog__seg-note"> {t('translate.sessionCatalog.zone.city', { city })}</span>
        </>
      )}
      visitorOption={(city) => (
        <>
          <span>{t('translate.sessionCatalog.zone.mine')}</span>
          {city ? <span className="blk-catalog__seg-note"> {t('translate.sessionCatalog.zone.city', { city })}</span> : null}
        </>
      )}
    />
  );
}
