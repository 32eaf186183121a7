import axe from 'axe-core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import type { EditorBlock } from '../state/types';
import { createTestStore, EditorProviders, testContext, WorkingPage } from '../test-support/harness';
import { InsertDialog } from './InsertDialog';

const page: EditorBlock[] = [
  { componentId: 'hero', component: 'headerBanner', props: {}, originalHash: 'h1' },
  { componentId: 'sectionheading1', component: 'sectionHeading', props: {}, originalHash: 'h2' },
];

function setup() {
  const store = createTestStore(page);
  let closed = 0;
  render(
    <EditorProviders store={store}>
      <InsertDialog registry={registry} context={testContext()} onClose={() => (closed += 1)} />
    </EditorProviders>,
  );
  return { store, closed: () => closed };
}

const dialog = () => screen.getByRole('dialog', { name: 'Insert block' });
const idField = () => within(dialog()).getByLabelText<HTMLInputElement>('Component ID');

describe('insert dialog', () => {
  it('starts in the search box and lists blocks grouped by x-group', () => {
    setup();
    expect(document.activeElement).toBe(within(dialog()).getByLabelText('Search blocks'));
    const list = within(dialog()).getByRole('navigation', { name: 'Blocks' });
    expect(within(list).getByRole('heading', { name: 'Layout' })).toBeTruthy();
    expect(within(list).getByRole('heading', { name: 'Banner' })).toBeTruthy();
  });

  it('finds a block by fuzzy search and shows the preview of its first example', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(within(dialog()).getByLabelText('Search blocks'), 'secton headng');
    const list = within(dialog()).getByRole('navigation', { name: 'Blocks' });
    expect(within(list).queryByRole('button', { name: 'Header banner' })).toBeNull();
    await user.click(within(list).getByRole('button', { name: 'Section heading' }));
    // sectionHeading's first example has the heading "Featured sessions".
    expect(await within(screen.getByTestId('insert-dialog.preview')).findByText('Featured sessions')).toBeTruthy();
    await user.clear(within(dialog()).getByLabelText('Search blocks'));
    await user.type(within(dialog()).getByLabelText('Search blocks'), 'zzqxw');
    expect(within(dialog()).getByText('No blocks match your search')).toBeTruthy();
  });

  it('defaults the ID to the lower-cased type plus a counter that skips used IDs', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(within(dialog()).getByRole('button', { name: 'Section heading' }));
    expect(idField().value).toBe('sectionheading2');
  });

  it('refuses an empty or used ID with the translated error, and adds a trimmed lower-cased one', async () => {
    const user = userEvent.setup();
    const { store, closed } = setup();
    await user.click(within(dialog()).getByRole('button', { name: 'Section heading' }));
    await user.clear(idField());
    await user.click(within(dialog()).getByRole('button', { name: 'Add' }));
    expect(within(dialog()).getByRole('alert').textContent).toBe('Component ID is required.');
    await user.type(idField(), ' HERO ');
    await user.click(within(dialog()).getByRole('button', { name: 'Add' }));
    expect(within(dialog()).getByRole('alert').textContent).toBe('This component ID is already used on this page.');
    expect(store.getState().components).toHaveLength(2);
    await user.clear(idField());
    await user.type(idField(), '  Welcome-Heading ');
    await user.click(within(dialog()).getByRole('button', { name: 'Add' }));
    const added = store.getState().components.at(-1);
    expect(added).toMatchObject({ componentId: 'welcome-heading', component: 'sectionHeading', originalHash: null });
    expect(added?.props).toMatchObject({ heading: 'Featured sessions' });
    expect(store.getState().unsaved).toBe(true);
    expect(closed()).toBe(1);
  });

  it('previews Featured speakers beside the same "Keynote speakers" block on the page with no axe violations', async () => {
    const user = userEvent.setup();
    // The page already has the block with the first example's heading: two copies of it must not give the page two
    // landmarks of one name.
    const store = createTestStore([
      { componentId: 'keynotes', component: 'featuredSpeakers', props: { heading: 'Keynote speakers', speakers: [{ speakerName: 'Ada Lovelace' }] }, originalHash: 'h1' },
    ]);
    render(
      <EditorProviders store={store}>
        <main>
          <WorkingPage registry={registry} context={testContext()} />
        </main>
        <InsertDialog registry={registry} context={testContext()} onClose={() => undefined} />
      </EditorProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Keynote speakers' })).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'Featured speakers' }));
    const preview = screen.getByTestId('insert-dialog.preview');
    expect(await within(preview).findByRole('heading', { name: 'Keynote speakers', hidden: true })).toBeTruthy();

    // Assistive technology hears the preview as one captioned figure; its links are neither focusable nor followable.
    const figure = within(dialog()).getByRole('figure', { name: 'Featured speakers with its example content (a picture only: its links do not work here)' });
    expect(figure).toBe(preview);
    expect(within(preview).getByRole('link', { name: 'Priya Raman', hidden: true }).closest('[inert]')).not.toBeNull();

    const result = await axe.run(document.body, {
      // jsdom has no layout: contrast cannot be measured here.
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
