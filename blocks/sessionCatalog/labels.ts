// The catalog's visible names of its sorts and toggles, and the half-hour steps of its time controls.
import { DAY_MINUTES, type CatalogSort, type CatalogToggle } from './catalog-state';

export const SORT_LABELS: Record<CatalogSort, string> = {
  relevance: 'Relevance',
  asc: 'Title A–Z',
  desc: 'Title Z–A',
  chronological: 'Date and time',
};

export const TOGGLE_LABELS: Record<CatalogToggle, string> = {
  recommendations: 'Recommended for me',
  favorites: 'My favorites',
  spaceAvailable: 'Space available',
  onDemand: 'On demand',
  liveAndUpcoming: 'Live now and upcoming',
  recorded: 'Will be recorded',
  notRecorded: 'Will not be recorded',
};

/** Start and end choices of the time controls: every half hour of the day. */
export const TIME_STEPS = Array.from({ length: DAY_MINUTES / 30 + 1 }, (_, i) => i * 30);

