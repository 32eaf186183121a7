import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EditorBlock } from '../state/types';
import { createTestStore, EditorProviders } from '../test-support/harness';
import { ComponentWidthControl } from './ComponentWidthControl';

const hero: EditorBlock = { componentId: 'hero', component: 'sectionHeading', props: { heading: 'Hi', wrapperWidth: 50 }, originalHash: 'h1' };

function setup(componentId: string, width: unknown) {
  const store = createTestStore([hero]);
  render(
    <EditorProviders store={store}>
      <ComponentWidthControl componentId={componentId} width={width} onChange={(w) => store.getState().setWidth(componentId, w)} />
    </EditorProviders>,
  );
  return store;
}

describe('component width control', () => {
  it('shows the current preset and sets a new one in the working copy', async () => {
    const store = setup('hero', 50);
    const select = screen.getByLabelText<HTMLSelectElement>('Width of hero');
    expect(select.value).toBe('50');
    await userEvent.selectOptions(select, '20% width');
    expect(store.getState().components[0]?.props).toEqual({ heading: 'Hi', wrapperWidth: 20 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("answers 'Could not update component width' when the block is missing while resizing", async () => {
    const store = setup('gone', undefined);
    await userEvent.selectOptions(screen.getByLabelText('Width of gone'), '25% width');
    expect(screen.getByRole('alert').textContent).toBe('Could not update component width');
    expect(store.getState().components).toEqual([hero]);
    expect(store.getState().past).toHaveLength(0);
  });

  it('shows a width that is not a preset (per breakpoint) as custom until a preset is picked', () => {
    setup('hero', { mobile: 100, desktop: 40 });
    const select = screen.getByLabelText<HTMLSelectElement>('Width of hero');
    expect(select.selectedOptions[0]?.textContent).toBe('Custom width (see the JSON view)');
  });
});
