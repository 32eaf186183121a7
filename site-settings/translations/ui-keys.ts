import { uiNamespacesOf, uiStringsOf } from '../../blocks/ui-strings';

/** A block's UI key: the words its code writes, read from and saved to its own namespace (the key's second segment). */
export interface UiKey {
  key: string;
  namespace: string;
  /** The English default beside the component: what a language without a text shows. */
  english: string;
}

/** The UI keys the same block types of a page read: a block's own namespace, or a shared part's several blocks read. */
export interface UiKeyGroup {
  /** The block types of the page that read these keys, in page order. */
  blockTypes: readonly string[];
  namespaces: readonly string[];
  keys: readonly UiKey[];
}

/** The UI keys of a namespace, in the order of its strings module. */
export function uiKeysOf(namespace: string): UiKey[] {
  return Object.entries(uiStringsOf(namespace)).map(([key, english]) => ({ key, namespace, english }));
}

/**
 * The UI keys of the blocks on a page, grouped by the block types that read them: each namespace once, under the
 * page's block types that read it (a shared part's keys under all of them), groups in order of first use.
 */
export function uiKeyGroupsOf(blockTypes: Iterable<string>): UiKeyGroup[] {
  const readers = new Map<string, string[]>();
  for (const type of new Set(blockTypes)) {
    for (const ns of uiNamespacesOf(type)) readers.set(ns, [...(readers.get(ns) ?? []), type]);
  }
  const groups = new Map<string, { blockTypes: string[]; namespaces: string[] }>();
  for (const [ns, types] of readers) {
    const id = types.join(' ');
    const group = groups.get(id) ?? { blockTypes: types, namespaces: [] };
    group.namespaces.push(ns);
    groups.set(id, group);
  }
  return [...groups.values()].map((g) => ({ ...g, keys: g.namespaces.flatMap(uiKeysOf) }));
}

/** The namespace a UI key is saved to: its second segment (`translate.sessionCatalog.…` -> `sessionCatalog`). */
export function namespaceOfKey(key: string): string {
  return key.split('.')[1] ?? '';
}
