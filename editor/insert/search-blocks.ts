import Fuse from 'fuse.js';
import type { BlockGroup, BlockRegistry } from '../../renderer';
import { blockGroups, isBlockType } from '../../schemas';
import { blockSchemas } from '../../schemas/validators';
import { blockSynonyms } from './block-synonyms';

/** Fuzzy match threshold of the insert dialog's search (docs/behaviour/editor.md, Inserting a block). */
export const INSERT_SEARCH_THRESHOLD = 0.4;

export interface BlockEntry {
  type: string;
  title: string;
  description: string;
  group: BlockGroup;
  /** Other words for the block ("hero", "faq", "video"): block-synonyms.ts. */
  synonyms: readonly string[];
}

export function blockEntries(registry: BlockRegistry): BlockEntry[] {
  // Descriptions come from the full schemas (in the editor's chunk); the registry's summaries leave them out.
  return Object.values(registry).map((d) => ({
    type: d.type,
    title: d.title,
    description: descriptionOf(d.type),
    group: d.group,
    synonyms: blockSynonyms[d.type] ?? [],
  }));
}

function descriptionOf(type: string): string {
  const description = isBlockType(type) ? blockSchemas[type].description : undefined;
  return typeof description === 'string' ? description : '';
}

/**
 * Creates the search over titles, synonyms, groups ("faq" lists the Faq group), type names and descriptions, best
 * match first. Fuse's threshold bounds each key's
 * match; its combined score can still be high (a one-letter hit deep in a description), so results whose score is
 * above the threshold too are left out: "vid" is the video hero, not 17 types. An empty query answers every entry.
 */
export function createBlockSearch(entries: readonly BlockEntry[]): (query: string) => BlockEntry[] {
  const fuse = new Fuse(entries, {
    keys: [
      // Title, group and synonyms are one key: fuse divides the weights by their sum, so each key added on its own
      // would weaken a title match ("secton headng" went over the threshold).
      { name: 'names', getFn: (e) => [e.title, e.group, ...e.synonyms], weight: 3 },
      { name: 'type', weight: 2 },
      { name: 'description', weight: 1 },
    ],
    threshold: INSERT_SEARCH_THRESHOLD,
    ignoreLocation: true,
    includeScore: true,
    // Words are matched each on its own, all of them required ("hero blad" is the hero image blade): as one
    // pattern, a second word scored the right block 0.73, over the threshold.
    useExtendedSearch: true,
  });
  return (query) => {
    const q = query.trim();
    if (q === '') return [...entries];
    // fuse answers best first (lowest score); the sort is stable, so ties keep fuse's order.
    return fuse
      .search(q)
      .filter((r) => (r.score ?? 1) <= INSERT_SEARCH_THRESHOLD)
      .map((r) => r.item);
  };
}

/**
 * Entries grouped by x-group. Without ranking (an empty query) the groups follow the spec's order and titles are
 * sorted inside; with `ranked` (search results, best first) the group of the best match comes first and each group
 * keeps the rank order, so the first entry of the list is the best match.
 */
export function groupEntries(
  entries: readonly BlockEntry[],
  ranked = false,
): { group: BlockGroup; entries: BlockEntry[] }[] {
  if (ranked) {
    const groups = new Map<BlockGroup, BlockEntry[]>();
    for (const e of entries) groups.set(e.group, [...(groups.get(e.group) ?? []), e]);
    return [...groups].map(([group, items]) => ({ group, entries: items }));
  }
  // The dialog's group order is the x-group list of docs/behaviour/editor.md.
  return blockGroups.map((group) => ({
    group,
    entries: entries.filter((e) => e.group === group).sort((a, b) => a.title.localeCompare(b.title)),
  })).filter((g) => g.entries.length > 0);
}
