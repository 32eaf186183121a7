// The refiner drawer's content: the on/off toggles, the time of day, the facets and the button that shows the
// results; with a scrim behind it while it is open.
import type { SessionCatalogParams } from '../../api-client/catalog';
import { SIGN_IN_ACTION, useRenderContext, useTranslation } from '../../renderer';
import { zoneCity } from '../../schemas';
import type { CatalogFacets } from '../../schemas/api-types';
import { Button, IconButton, Select, Skeleton, Switch } from '../../ui';
import { dispatchCustomAction } from '../shared/custom-action';
import { DAY_MINUTES, setToggle, toggleFilter, toggleOn, updateTime, type CatalogToggle } from './catalog-state';
import { TIME_STEPS, TOGGLE_LABELS } from './labels';
import { Refiners } from './Refiners';
import { catalogNamespace, catalogStrings } from './strings';
import { useRefinerLabels } from './use-catalog-format';
import type { RefinerDrawer } from './use-refiner-drawer';

interface RefinerPanelProps {
  id: string;
  drawer: RefinerDrawer;
  params: SessionCatalogParams;
  go: (next: SessionCatalogParams) => void;
  toggles: readonly CatalogToggle[];
  signedIn: boolean;
  showTimeFilter: boolean;
  facets: { data?: CatalogFacets; isError: boolean };
  chosen: readonly string[];
  visible: number;
  hasDefaults: boolean;
  total: number | undefined;
}

export function RefinerPanel({ id, drawer, params, go, toggles, signedIn, showTimeFilter, facets, chosen, visible, hasDefaults, total }: RefinerPanelProps) {
  const { eventTimeZone } = useRenderContext();
  const { t } = useTranslation(catalogStrings, catalogNamespace);
  const { minuteLabel } = useRefinerLabels();
  const { open, closeDrawer, panelHeading } = drawer;
  return (
    <>
      {open ? <div className="blk-catalog__scrim" aria-hidden="true" onClick={closeDrawer} /> : null}
      <aside id={id} className="blk-catalog__refiners" aria-labelledby={`${id}h`}>
        <div className="blk-catalog__refiners-head">
          <h3 id={`${id}h`} ref={panelHeading} tabIndex={-1}>
            {t('translate.sessionCatalog.refiners.heading')}
          </h3>
          <IconButton
            className="blk-catalog__refiners-close"
            label={t('translate.sessionCatalog.refiners.close')}
            icon="close"
            size="sm"
            onClick={closeDrawer}
          />
        </div>
        {toggles.length > 0 ? (
          <fieldset className="blk-catalog__facet blk-catalog__toggles">
            <legend>{t('translate.sessionCatalog.refiners.show-only')}</legend>
            {toggles.map((toggle) => (
              <Switch
                key={toggle}
                label={t(TOGGLE_LABELS[toggle])}
                checked={toggleOn(params, toggle)}
                onChange={(e) => {
                  // Anonymous visitors asking for recommendations are asked to sign in.
                  if (toggle === 'recommendations' && !signedIn) {
                    dispatchCustomAction({
                      componentId: 'catalog-recommendations',
                      action: SIGN_IN_ACTION,
                    });
                    return;
                  }
                  go(setToggle(params, toggle, e.currentTarget.checked));
                }}
              />
            ))}
          </fieldset>
        ) : null}
        {showTimeFilter ? (
          <fieldset className="blk-catalog__facet blk-catalog__time">
            <legend>{t('translate.sessionCatalog.refiners.time-of-day')}</legend>
            <div className="blk-catalog__time-row">
              <Select
                compact
                label={t('translate.sessionCatalog.refiners.from')}
                value={String(params.start ?? 0)}
                onChange={(e) => go(updateTime(params, Number(e.currentTarget.value), params.end))}
              >
                {TIME_STEPS.filter((m) => m < DAY_MINUTES).map((m) => (
                  <option key={m} value={m}>
                    {minuteLabel(m)}
                  </option>
                ))}
              </Select>
              <Select
                compact
                label={t('translate.sessionCatalog.refiners.to')}
                value={String(params.end ?? DAY_MINUTES)}
                onChange={(e) => go(updateTime(params, params.start, Number(e.currentTarget.value)))}
              >
                {TIME_STEPS.filter((m) => m > 0).map((m) => (
                  <option key={m} value={m}>
                    {minuteLabel(m)}
                  </option>
                ))}
              </Select>
            </div>
            {eventTimeZone ? <p className="ui-field__hint blk-catalog__hint">{t('translate.sessionCatalog.refiners.event-time', { city: zoneCity(eventTimeZone) })}</p> : null}
          </fieldset>
        ) : null}
        {facets.data ? (
          <Refiners
            facets={facets.data.facets}
            selected={chosen}
            visible={visible}
            onToggle={(path, on) => go(toggleFilter(params, path, on, hasDefaults))}
          />
        ) : facets.isError ? (
          <p className="ui-field__hint blk-catalog__hint">{t('translate.sessionCatalog.refiners.error')}</p>
        ) : (
          <Skeleton height="12rem" />
        )}
        <div className="blk-catalog__refiners-foot">
          <Button variant="primary" block onClick={closeDrawer}>
            {total === undefined
              ? t('translate.sessionCatalog.refiners.show-sessions')
              : t('translate.sessionCatalog.refiners.show-count', { count: total })}
          </Button>
        </div>
      </aside>
    </>
  );
}
