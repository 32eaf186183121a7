// Checks the static Storybook (`npm run build-storybook`): storybook-static/index.json must list every
// registered block with at least two stories, and a docs page for each. Exit code 1 with the gaps otherwise.
//   npx tsx scripts/check-storybook.ts [path/to/index.json]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { registry } from '../blocks';
import type { BlockDefinition } from '../renderer';
import { storyTitle } from '../stories/story-names';

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
}

export const MIN_STORIES_PER_BLOCK = 2;

/** The problems of a Storybook index for a registry; empty when every block is covered. */
export function storybookGaps(
  index: { entries?: Record<string, IndexEntry> },
  blocks: readonly Pick<BlockDefinition, 'type' | 'group'>[],
): string[] {
  const entries = Object.values(index.entries ?? {});
  const gaps: string[] = [];
  for (const def of blocks) {
    const title = storyTitle(def);
    const stories = entries.filter((e) => e.type === 'story' && e.title === title).length;
    if (stories < MIN_STORIES_PER_BLOCK)
      gaps.push(`${def.type}: ${stories} stories under "${title}", needs at least ${MIN_STORIES_PER_BLOCK}`);
    if (!entries.some((e) => e.type === 'docs' && e.title === title))
      gaps.push(`${def.type}: no docs page under "${title}"`);
  }
  return gaps;
}

function main(path: string): number {
  let index: { entries?: Record<string, IndexEntry> };
  try {
    index = JSON.parse(readFileSync(path, 'utf8')) as typeof index;
  } catch (error) {
    console.error(`Cannot read ${path} (run npm run build-storybook first): ${(error as Error).message}`);
    return 1;
  }
  const blocks = Object.values(registry);
  const gaps = storybookGaps(index, blocks);
  const stories = Object.values(index.entries ?? {}).filter((e) => e.type === 'story').length;
  if (gaps.length > 0) {
    console.error(`Storybook is missing blocks:\n  ${gaps.join('\n  ')}`);
    return 1;
  }
  console.log(`storybook ok: ${blocks.length} registered blocks covered, ${stories} stories in ${path}`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv[2] ?? 'storybook-static/index.json');
}
