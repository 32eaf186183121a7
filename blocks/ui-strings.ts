/**
 * Every UI namespace of the blocks with its English defaults (blocks/**\/strings.ts: a module's `…Namespace` export
 * names it, its `…Strings` exports are the texts), and which block types read each namespace (blocks/namespaces.ts
 * over the registry's types). For the editors' Translations tool (site-settings/translations/) only: it lists a
 * page's UI keys by block and reports the keys a language has no text for. Attendee code never imports this module,
 * which bundles every block's defaults.
 */
import { namespacesOf } from './namespaces';
import { registry } from './registry';

type StringsModule = Record<string, unknown>;

// A copy of each strings module (the query makes it a module of its own): shared with the blocks' chunks, every
// block's strings became a file of its own, one more request and lost gzip context on every attendee page.
const modules = import.meta.glob<StringsModule>('./**/strings.ts', { eager: true, query: '?tools-copy' });

/** namespace -> key -> English default, namespaces in path order. */
function collect(): ReadonlyMap<string, Readonly<Record<string, string>>> {
  const byNamespace = new Map<string, Record<string, string>>();
  for (const path of Object.keys(modules).sort()) {
    const module = modules[path]!;
    const namespace = Object.entries(module).find(([name, value]) => name.endsWith('Namespace') && typeof value === 'string')?.[1];
    if (typeof namespace !== 'string') continue;
    const texts = byNamespace.get(namespace) ?? {};
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith('Strings') || typeof value !== 'object' || value === null) continue;
      for (const [key, text] of Object.entries(value)) if (typeof text === 'string') texts[key] = text;
    }
    byNamespace.set(namespace, texts);
  }
  return byNamespace;
}

const UI_STRINGS = collect();

/** The UI namespaces of the blocks (`sessionCatalog`, `shared`, `shared-meetings`, …). */
export function uiNamespaces(): readonly string[] {
  return [...UI_STRINGS.keys()];
}

/** A UI namespace's English defaults (key -> text); empty for a namespace that is not one. */
export function uiStringsOf(namespace: string): Readonly<Record<string, string>> {
  return UI_STRINGS.get(namespace) ?? {};
}

/** The UI namespaces a block type reads (its own and the shared parts' it renders), those with defaults here. */
export function uiNamespacesOf(blockType: string): readonly string[] {
  return namespacesOf(blockType).filter((ns) => UI_STRINGS.has(ns));
}

/** The block types whose component tree reads `namespace`, in registry order. */
export function blockTypesReading(namespace: string): readonly string[] {
  return Object.keys(registry).filter((type) => namespacesOf(type).includes(namespace));
}

/** The block type's title (its schema's), or the type itself for a type the registry does not know. */
export function blockTitleOf(blockType: string): string {
  return (registry as Readonly<Record<string, { title?: string } | undefined>>)[blockType]?.title ?? blockType;
}
