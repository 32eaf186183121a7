// Catalog filter overrides by scope (docs/behaviour/catalog.md "filter override", "Catalog overrides target or
// block by scope"), read from the site settings' catalogFilterOverrides.
import type { FilterSelection } from './catalog-query.js';

export interface FilterOverride {
  catalog: string;
  facetLogicalName: string;
  filterLogicalName: string;
  isFixed: boolean;
  startDate?: string | null;
  endDate?: string | null;
  targetUserScopes?: string[];
  blockedUserScopes?: string[];
}

export interface AppliedFilter {
  facet: string;
  filter: string;
  fixed: boolean;
  source: 'visitor' | 'override';
}

/** The overrides that apply to a visitor with these scopes at `now`. */
export function overridesFor(all: unknown, catalog: string, scopes: readonly string[], now: Date): FilterOverride[] {
  const list = Array.isArray(all) ? (all as FilterOverride[]) : [];
  const at = now.getTime();
  return list.filter((o) => {
    if (o.catalog !== catalog) return false;
    if (o.startDate && at < Date.parse(o.startDate)) return false;
    if (o.endDate && at > Date.parse(o.endDate)) return false;
    const target = o.targetUserScopes ?? [];
    if (target.length > 0 && !target.some((s) => scopes.includes(s))) return false;
    return !(o.blockedUserScopes ?? []).some((s) => scopes.includes(s));
  });
}

/**
 * The filters a query runs with: fixed overrides always (they are not the visitor's to clear, so they narrow the
 * base set and every facet count); default overrides only for a facet the visitor has not chosen in, and not after
 * the visitor cleared everything (docs/behaviour/catalog.md).
 */
export function withOverrides(
  visitor: readonly FilterSelection[],
  defaultsCleared: boolean,
  overrides: readonly FilterOverride[],
): { fixed: FilterSelection[]; selected: FilterSelection[]; applied: AppliedFilter[] } {
  const fixed: FilterSelection[] = [];
  const selected = [...visitor];
  const applied: AppliedFilter[] = [];
  for (const o of overrides) {
    const sel = { facet: o.facetLogicalName, path: `${o.facetLogicalName}>${o.filterLogicalName}` };
    if (o.isFixed) {
      fixed.push(sel);
      applied.push({ facet: sel.facet, filter: o.filterLogicalName, fixed: true, source: 'override' });
    } else if (!defaultsCleared && !visitor.some((v) => v.facet === sel.facet) && !selected.some((s) => s.path === sel.path)) {
      selected.push(sel);
      applied.push({ facet: sel.facet, filter: o.filterLogicalName, fixed: false, source: 'override' });
    }
  }
  for (const v of visitor) applied.push({ facet: v.facet, filter: v.path.slice(v.facet.length + 1), fixed: false, source: 'visitor' });
  return { fixed, selected, applied };
}
