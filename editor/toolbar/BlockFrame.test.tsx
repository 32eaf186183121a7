import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hasPropEdits, useEditorStore } from '../state/store';
import type { EditorBlock } from '../state/types';
import { createTestStore, EditorProviders, testContext, textRegistry, WorkingPage } from '../test-support/harness';
import { EditorModals } from '../EditorModals';

const blocks: EditorBlock[] = [
  { componentId: 'first', component: 'text', props: { text: 'One' }, originalHash: 'h1' },
  { componentId: 'middle', component: 'text', props: { text: 'Two' }, originalHash: 'h2' },
  { componentId: 'last', component: 'text', props: { text: 'Three' }, originalHash: 'h3' },
];

function Order() {
  const ids = useEditorStore((s) => s.components.map((c) => c.componentId).join(','));
  return <output data-testid="order">{ids}</output>;
}

async function setup(components: EditorBlock[] = blocks, environment: 'cont' | 'uat' = 'cont') {
  const store = createTestStore(components);
  render(
    <EditorProviders store={store}>
      <WorkingPage registry={textRegistry} context={testContext(environment)} />
      <Order />
      <EditorModals />
    </EditorProviders>,
  );
  await screen.findByText('Three');
  return store;
}

const toolbar = (id: string) => screen.getByRole('toolbar', { name: new RegExp(`^Block ${id} `) });

describe('block toolbar', () => {
  it('disables move up on the first block and move down on the last', async () => {
    await setup();
    expect(within(toolbar('first')).getByRole<HTMLButtonElement>('button', { name: 'Move up' }).disabled).toBe(true);
    expect(within(toolbar('first')).getByRole<HTMLButtonElement>('button', { name: 'Move down' }).disabled).toBe(false);
    expect(within(toolbar('last')).getByRole<HTMLButtonElement>('button', { name: 'Move down' }).disabled).toBe(true);
    expect(within(toolbar('middle')).getByRole<HTMLButtonElement>('button', { name: 'Move up' }).disabled).toBe(false);
  });

  it('moves a block and marks the page unsaved', async () => {
    const store = await setup();
    await userEvent.click(within(toolbar('first')).getByRole('button', { name: 'Move down' }));
    expect(screen.getByTestId('order').textContent).toContain('middle,first,last');
    expect(store.getState().unsaved).toBe(true);
    expect(within(toolbar('middle')).getByRole<HTMLButtonElement>('button', { name: 'Move up' }).disabled).toBe(true);
  });

  it('deletes only after Yes on the confirmation; No keeps the block', async () => {
    await setup();
    await userEvent.click(within(toolbar('middle')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Are you sure you want to delete this component?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.getByTestId('order').textContent).toContain('first,middle,last');
    await userEvent.click(within(toolbar('middle')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(screen.getByTestId('order').textContent).toContain('first,last');
    expect(screen.queryByText('Two')).toBeNull();
  });

  it('collapses and expands the block body', async () => {
    await setup();
    await userEvent.click(within(toolbar('first')).getByRole('button', { name: 'Collapse' }));
    expect(screen.getByText('One').closest('[hidden]')).not.toBeNull();
    const expand = within(toolbar('first')).getByRole('button', { name: 'Expand' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(expand);
    expect(screen.getByText('One').closest('[hidden]')).toBeNull();
  });

  it('disables Edit for a block with no original state and for unresolved components', async () => {
    await setup([
      ...blocks,
      { componentId: 'fresh', component: 'text', props: { text: 'New' } },
      { componentId: 'ghost', component: 'noSuchType', props: {}, originalHash: 'h9' },
    ]);
    expect(within(toolbar('first')).getByRole<HTMLButtonElement>('button', { name: 'Edit' }).disabled).toBe(false);
    expect(within(toolbar('fresh')).getByRole<HTMLButtonElement>('button', { name: 'Edit' }).disabled).toBe(true);
    expect(within(toolbar('ghost')).getByRole<HTMLButtonElement>('button', { name: 'Edit' }).disabled).toBe(true);
    expect(within(toolbar('ghost')).getByRole<HTMLButtonElement>('button', { name: 'Component data' }).disabled).toBe(true);
  });

  it('makes the drag handle a keyboard-operable sortable with screen-reader instructions', async () => {
    await setup();
    const handle = within(toolbar('first')).getByRole('button', { name: 'Drag to reorder' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    expect(handle.tabIndex).toBe(0);
    const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(instructions?.textContent).toContain('Use the arrow keys to move it among its siblings.');
  });

  it("sets a block's wrapper width from the toolbar through the store: undoable, unsaved, shown on the page", async () => {
    const store = await setup();
    const width = within(toolbar('middle')).getByLabelText<HTMLSelectElement>('Width of middle');
    // docs/behaviour/README.md: wrapper widths offered in the editor are 100, 66, 50, 33, 25 and 20 percent.
    expect([...width.options].map((o) => o.textContent)).toEqual([
      'Full width (100%)',
      '66% width',
      '50% width',
      '33% width',
      '25% width',
      '20% width',
    ]);
    expect(width.value).toBe('100');
    const wrapper = () => screen.getByText('Two').closest<HTMLElement>('[data-block-id="middle"]')!;
    expect(wrapper().className).not.toContain('rb-has-w');

    await userEvent.selectOptions(width, '33% width');
    expect(store.getState().components[1]?.props).toEqual({ text: 'Two', wrapperWidth: 33 });
    expect(hasPropEdits(store.getState())).toBe(true);
    expect(within(toolbar('middle')).getByLabelText<HTMLSelectElement>('Width of middle').value).toBe('33');
    expect(wrapper().className).toContain('rb-has-w');
    expect(wrapper().getAttribute('style')).toContain('33%');
    // The other blocks are untouched (same objects: they do not re-render).
    expect(store.getState().components[0]).toBe(blocks[0]);

    await userEvent.selectOptions(within(toolbar('middle')).getByLabelText('Width of middle'), 'Full width (100%)');
    expect(store.getState().components[1]?.props).toEqual({ text: 'Two' });
    // Each pick is one undo step.
    store.getState().undo();
    expect(store.getState().components[1]?.props).toEqual({ text: 'Two', wrapperWidth: 33 });
    store.getState().undo();
    expect(store.getState().components[1]?.props).toEqual({ text: 'Two' });
    expect(hasPropEdits(store.getState())).toBe(false);
    expect(await within(toolbar('middle')).findByDisplayValue('Full width (100%)')).toBeTruthy();
  });

  it('reaches the width select with the arrow keys, like the buttons', async () => {
    await setup();
    const edit = within(toolbar('first')).getByRole('button', { name: 'Edit' });
    const width = within(toolbar('first')).getByLabelText('Width of first');
    expect(width.tabIndex).toBe(-1);
    edit.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(width);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(edit);
  });

  it('offers no width for a read-only (unresolved) block', async () => {
    await setup([...blocks, { componentId: 'ghost', component: 'noSuchType', props: {}, originalHash: 'h9' }]);
    expect(within(toolbar('ghost')).queryByLabelText('Width of ghost')).toBeNull();
  });

  it('offers Copy component ID only in uat (an edit-mode extra tool)', async () => {
    await setup(blocks, 'cont');
    expect(within(toolbar('first')).queryByRole('button', { name: 'Copy component ID' })).toBeNull();
  });

  it('copies the component ID in uat', async () => {
    const user = userEvent.setup();
    await setup(blocks, 'uat');
    await user.click(within(toolbar('middle')).getByRole('button', { name: 'Copy component ID' }));
    expect(await navigator.clipboard.readText()).toBe('middle');
  });
});
