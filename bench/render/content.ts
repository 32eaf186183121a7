// The bench page (node side): realistic blocks from the demo conference generator (server/demo), the blocks
// a page of the product really holds, with their wrapper, visibility, nesting and translation-key props.
import { generateDemo } from '../../server/build-tools';
import { isBlockVisible } from '../../renderer';
import type { BlockRegistry, RenderContextValue, RenderableComponent } from '../../renderer';

/** A signed-in attendee during the live phase: who the bench page is rendered for. */
export const BENCH_CONTEXT: RenderContextValue = {
  scopes: ['attendee'],
  signedIn: true,
  features: {},
  phaseId: 'live',
  editMode: false,
  environment: 'prod',
  language: 'en',
  pageId: 'home',
};

// Once per page in the product; repeated 100 times they would be 100 <title>s, which no page holds.
const ONCE_PER_PAGE = new Set(['pageMeta', 'pageProperties']);

export interface BenchContent {
  /** The page as stored: containers hold their children through parentId/slot. */
  nested: RenderableComponent[];
  /**
   * The same blocks with every parent removed: what both sides render. A bare map has no tree, and a container
   * renders some children only (the randomizer one, a drawer none while closed), so with the page as stored the
   * renderer would render fewer blocks than the map.
   */
  flat: RenderableComponent[];
  /** Block types in the page and how often, for the report. */
  types: Record<string, number>;
  /** English texts of the demo's translation keys (what the shell's translator answers). */
  texts: Record<string, string>;
}

/**
 * `count` blocks from the production pages of every phase of the demo, page after page (each copy's ids get a
 * prefix so they stay unique), keeping only blocks the bench viewer sees and whose type has a component, so
 * that the renderer and the bare map render exactly the same blocks. Parents come before their children in a
 * stored page, so cutting the list at `count` never leaves a child without its parent.
 */
export function benchContent(count: number, registry: BlockRegistry): BenchContent {
  const demo = generateDemo();
  const pages = demo.pages.filter((p) => p.environment === 'prod');
  const texts: Record<string, string> = {};
  for (const t of demo.translations)
    if (t.environment === 'prod' && t.locale === 'en-US') texts[t.key] = t.content;
  const nested: RenderableComponent[] = [];
  const seenOnce = new Set<string>();
  for (let copy = 0; nested.length < count; copy++) {
    for (const page of pages) {
      const kept = new Set<string>();
      for (const c of page.components) {
        if (nested.length >= count) break;
        const props = (c.props ?? {}) as Record<string, unknown>;
        const parentKept = !c.parentId || kept.has(c.parentId);
        if (!parentKept || !registry[c.component]?.component || props.isDisabled === true) continue;
        if (!isBlockVisible(props, BENCH_CONTEXT)) continue;
        if (ONCE_PER_PAGE.has(c.component) && seenOnce.has(c.component)) continue;
        seenOnce.add(c.component);
        kept.add(c.componentId);
        const id = (raw: string) => `${copy}.${page.id}.${raw}`;
        nested.push({
          componentId: id(c.componentId),
          component: c.component,
          parentId: c.parentId ? id(c.parentId) : null,
          slot: c.slot ?? null,
          props,
        });
      }
    }
  }
  const types: Record<string, number> = {};
  for (const c of nested) types[c.component] = (types[c.component] ?? 0) + 1;
  const flat = nested.map((c) => ({ ...c, parentId: null, slot: null }));
  return { nested, flat, types, texts };
}
