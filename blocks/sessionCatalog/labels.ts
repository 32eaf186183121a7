// The catalog's sorts and toggles as keys of their visible names (strings.ts, translated where rendered), and the
// half-hour steps of its time controls.
import { DAY_MINUTES, type CatalogSort, type CatalogToggle } from './catalog-state';
import type { CatalogKey } from './strings';

export const SORT_LABELS: Record<CatalogSort, CatalogKey> = {
  relevance: 'translate.sessionCatalog.sort.relevance',
  asc: 'translate.sessionCatalog.sort.asc',
  desc: 'translate.sessionCatalog.sort.desc',
  chronological: 'translate.sessionCatalog.sort.chronological',
};

export const TOGGLE_LABELS: Record<CatalogToggle, CatalogKey> = {
  recommendations: 'translate.sessionCatalog.toggle.recommendations',
  favorites: 'translate.sessionCatalog.toggle.favorites',
  spaceAvailable: 'translate.sessionCatalog.toggle.spaceAvailable',
  onDemand: 'translate.sessionCatalog.toggle.onDemand',
  liveAndUpcoming: 'translate.sessionCatalog.toggle.liveAndUpcoming',
  recorded: 'translate.sessionCatalog.toggle.recorded',
  notRecorded: 'translate.sessionCatalog.toggle.notRecorded',
};

/** Start and end choices of the time controls: every half hour of the day. */
export const TIME_STEPS = Array.from({ length: DAY_MINUTES / 30 + 1 }, (_, i) => i * 30);
