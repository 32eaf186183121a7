import { describe, expect, it } from 'vitest';
import { storybookGaps } from './check-storybook';

const entry = (type: 'story' | 'docs', title: string, name: string) => ({
  type,
  id: `${title}--${name}`,
  title,
  name,
});

describe('storybookGaps', () => {
  const blocks = [
    { type: 'headerBanner', group: 'Banner' as const },
    { type: 'sectionHeading', group: 'Other' as const },
  ];

  it('passes when every block has two stories and a docs page', () => {
    const entries = Object.fromEntries(
      blocks.flatMap((b) =>
        ['Example 1', 'Example 2', 'Docs'].map((n) => [
          `${b.type}-${n}`,
          entry(n === 'Docs' ? 'docs' : 'story', `Blocks/${b.group}/${b.type}`, n),
        ]),
      ),
    );
    expect(storybookGaps({ entries }, blocks)).toEqual([]);
  });

  it('names blocks with fewer than two stories or none at all', () => {
    const entries = {
      a: entry('story', 'Blocks/Banner/headerBanner', 'Example 1'),
      b: entry('docs', 'Blocks/Banner/headerBanner', 'Docs'),
    };
    expect(storybookGaps({ entries }, blocks)).toEqual([
      'headerBanner: 1 stories under "Blocks/Banner/headerBanner", needs at least 2',
      'sectionHeading: 0 stories under "Blocks/Other/sectionHeading", needs at least 2',
      'sectionHeading: no docs page under "Blocks/Other/sectionHeading"',
    ]);
  });
});
