// The management center's filters: status, sub type and category narrow the list; a name search finds rules by a
// fuzzy match (fuse.js, as the insert dialog's search), best match first. Without a search the server's order stays
// (newest change first).
import Fuse from 'fuse.js';
import type { NotificationRuleSummary } from '../../api-client/editing';
import type { NotificationCategory } from '../../schemas';

export interface RuleFilters {
  search: string;
  /** '' for any, else a status number. */
  status: '' | '0' | '1' | '2';
  /** '' for any, else a sub type number. */
  subType: '' | '0' | '1';
  category: '' | NotificationCategory;
}

export const noFilters: RuleFilters = { search: '', status: '', subType: '', category: '' };

/** How far a name may be from the search and still match (0 exact, 1 anything): the insert dialog's. */
export const RULE_SEARCH_THRESHOLD = 0.4;

export function filterRules(rules: readonly NotificationRuleSummary[], filters: RuleFilters): NotificationRuleSummary[] {
  const kept = rules.filter(({ rule }) =>
    (filters.status === '' || String(rule.status ?? 0) === filters.status) &&
    (filters.subType === '' || String(rule.notificationSubType) === filters.subType) &&
    (filters.category === '' || rule.categories.includes(filters.category)),
  );
  const search = filters.search.trim();
  if (search === '') return kept;
  const fuse = new Fuse(kept, {
    keys: ['rule.notificationName'],
    threshold: RULE_SEARCH_THRESHOLD,
    ignoreLocation: true,
    includeScore: true,
    // Each word is matched on its own, all of them required: as one pattern, "lnch served" missed "Lunch is served".
    useExtendedSearch: true,
  });
  return fuse
    .search(search)
    .filter((r) => (r.score ?? 1) <= RULE_SEARCH_THRESHOLD)
    .map((r) => r.item);
}

export const isFiltered = (filters: RuleFilters) => Object.values(filters).some((v) => v.trim() !== '');
