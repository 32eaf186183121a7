import Fuse from 'fuse.js';
import type { BlockGroup, BlockRegistry } from '../../renderer';
import { blockGroups, isBlockType } from '../../schemas';
import { blockSchemas } from '../../schemas/validators';

/** Fuzzy match threshold of the insert dialog's search (spec 001 section 2). */
export const INSERT_SEARCH_THRESHOLD = 0.4;

export interface BlockEntry {
  type: string;
  title: string;
  description: string;
  group: BlockGroup;
}

export function blockEntries(registry: BlockRegistry): BlockEntry[] {
  // Descriptions come from the full schemas (in the editor's chunk); the registry's summaries leave them out.
  return Object.values(registry).map((d) => ({ type: d.type, title: d.title, description: descriptionOf(d.type), group: d.group }));
}

function descriptionOf(type: string): string {
  const description = isBlockType(type) ? blockSchemas[type].description : undefined;
  return typeof description === 'string' ? description : '';
}

/** Creates the search over titles, descriptions and type names; an empty query answers every entry. */
export function createBlockSearch(entries: readonly BlockEntry[]): (query: string) => BlockEntry[] {
  const fuse = new Fuse(entries, {
    keys: [
      { name: 'title', weight: 3 },
      { name: 'type', weight: 2 },
      { name: 'description', weight: 1 },
    ],
    threshold: INSERT_SEARCH_THRESHOLD,
    ignoreLocation: true,
  });
  return (query) => {
    const q = query.trim();
    return q === '' ? [...entries] : fuse.search(q).map((r) => r.item);
  };
}

/** Entries grouped by x-group in the spec's order (groups without entries left out), titles sorted inside. */
export function groupEntries(entries: readonly BlockEntry[]): { group: BlockGroup; entries: BlockEntry[] }[] {
  // The dialog's group order is the x-group list of spec 001 section 3.
  return blockGroups.map((group) => ({
    group,
    entries: entries.filter((e) => e.group === group).sort((a, b) => a.title.localeCompare(b.title)),
  })).filter((g) => g.entries.length > 0);
}
