// The refiner drawer's content: the on/off toggles, the time of day, the facets and the button that shows the
// results; with a scrim behind it while it is open.
import type { SessionCatalogParams } from '../../api-client/catalog';
import { SIGN_IN_ACTION, useRenderContext } from '../../renderer';
import { zoneCity, type CatalogFacets } from '../../schemas';
import { Button, IconButton, Select, Skeleton, Switch } from '../../ui';
import { dispatchCustomAction } from '../shared/custom-action';
import { DAY_MINUTES, setToggle, toggleFilter, toggleOn, updateTime, type CatalogToggle } from './catalog-state';
import { TIME_STEPS, TOGGLE_LABELS } from './labels';
import { Refiners } from './Refiners';
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
  const { minuteLabel } = useRefinerLabels();
  const { open, closeDrawer, panelHeading } = drawer;
  return (
    <>
      {open ? <div className="blk-catalog__scrim" aria-hidden="true" onClick={closeDrawer} /> : null}
      <aside id={id} className="blk-catalog__refiners" aria-labelledby={`${id}h`}>
        <div className="blk-catalog__refiners-head">
          <h3 id={`${id}h`} ref={panelHeading} tabIndex={-1}>
            Refine sessions
          </h3>
          <IconButton
            className="blk-catalog__refiners-close"
            label="Close filters"
            icon="close"
            size="sm"
            onClick={closeDrawer}
          />
        </div>
        {toggles.length > 0 ? (
          <fieldset className="blk-catalog__facet blk-catalog__toggles">
            <legend>Show only</legend>
            {toggles.map((t) => (
              <Switch
                key={t}
                label={TOGGLE_LABELS[t]}
                checked={toggleOn(params, t)}
                onChange={(e) => {
                  // Anonymous visitors asking for recommendations are asked to sign in.
                  if (t === 'recommendations' && !signedIn) {
                    dispatchCustomAction({
                      componentId: 'catalog-recommendations',
                      action: SIGN_IN_ACTION,
                    });
                    return;
                  }
                  go(setToggle(params, t, e.currentTarget.checked));
                }}
              />
            ))}
          </fieldset>
        ) : null}
        {showTimeFilter ? (
          <fieldset className="blk-catalog__facet blk-catalog__time">
            <legend>Time of day</legend>
            <div className="blk-catalog__time-row">
              <Select
                compact
                label="From"
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
                label="To"
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
            {eventTimeZone ? <p className="ui-field__hint blk-catalog__hint">Event time ({zoneCity(eventTimeZone)})</p> : null}
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
          <p className="ui-field__hint blk-catalog__hint">The filters could not be loaded.</p>
        ) : (
          <Skeleton height="12rem" />
        )}
        <div className="blk-catalog__refiners-foot">
          <Button variant="primary" block onClick={closeDrawer}>
            {total === undefined ? 'Show sessions' : `Show ${total} ${total === 1 ? 'session' : 'sessions'}`}
          </Button>
        </div>
      </aside>
    </>
  );
}
