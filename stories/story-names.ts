// Names shared by the story generator, the generated files and scripts/check-storybook.ts.
import type { BlockDefinition } from '../renderer';

/** Sidebar title of a block's stories, grouped by its x-group: `Blocks/Banner/headerBanner`. */
export function storyTitle(def: Pick<BlockDefinition, 'group' | 'type'>): string {
  return `Blocks/${def.group}/${def.type}`;
}

/** Export name of the story for schema example `index` (0-based): Example1, Example2, ... */
export function storyExportName(index: number): string {
  return `Example${index + 1}`;
}
