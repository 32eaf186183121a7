import { describe, expect, it } from 'vitest';
import { changeComponentWidthAction } from './component-width';

const layout = [
  { componentId: 'hero', component: 'headerBanner', props: { mainTitle: 'Hi' } },
  { componentId: 'card', component: 'sectionHeading', props: { heading: 'H', wrapperWidth: 50 } },
];

describe('changeComponentWidthAction', () => {
  it('sets the wrapperWidth preset of the block and leaves the others untouched', () => {
    const result = changeComponentWidthAction(layout, 'hero', 33);
    expect(result.ok && result.block.props).toEqual({ mainTitle: 'Hi', wrapperWidth: 33 });
    expect(result.ok && result.components[1]).toBe(layout[1]);
  });

  it('removes wrapperWidth for 100 (absent means full width)', () => {
    const result = changeComponentWidthAction(layout, 'card', 100);
    expect(result.ok && result.block.props).toEqual({ heading: 'H' });
  });

  it("answers 'Could not update component width' when the block is missing", () => {
    expect(changeComponentWidthAction(layout, 'nope', 50)).toEqual({ ok: false, error: 'Could not update component width' });
  });
});
