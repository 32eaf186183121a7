import axe from 'axe-core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import type { EditorBlock } from '../state/types';
import { createTestStore, EditorProviders, testContext, WorkingPage } from '../test-support/harness';
import { InsertPanel } from './InsertPanel';

const page: EditorBlock[] = [
  { componentId: 'hero', component: 'headerBanner', props: {}, originalHash: 'h1' },
  { componentId: 'sectionheading1', component: 'sectionHeading', props: {}, originalHash: 'h2' },
];

function setup() {
  const store = createTestStore(page);
  let closed = 0;
  const added: string[] = [];
  render(
    <EditorProviders store={store}>
      <InsertPanel
        registry={registry}
        context={testContext()}
        autoFocus
        onClose={() => (closed += 1)}
        onAdded={(id) => added.push(id)}
      />
    </EditorProviders>,
  );
  return { store, closed: () => closed, added: () => added };
}

const dialog = () => screen.getByRole('region', { name: 'Insert block' });
const idField = () => within(dialog()).getByLabelText<HTMLInputElement>('Component ID');

describe('insert list (the side panel\'s Insert tab)', () => {
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

  it('checks the ID as it is typed, with the message beside the field, and adds a trimmed lower-cased one', async () => {
    const user = userEvent.setup();
    const { store, added: addedIds } = setup();
    const add = () => within(dialog()).getByRole<HTMLButtonElement>('button', { name: 'Add' });
    await user.click(within(dialog()).getByRole('button', { name: 'Section heading' }));
    expect(idField().getAttribute('aria-invalid')).toBeNull();
    await user.clear(idField());
    // The message is the field's description (beside it), before any Add.
    expect(idField().getAttribute('aria-invalid')).toBe('true');
    expect(idField().getAttribute('aria-describedby')).toBeTruthy();
    const note = () => document.getElementById(idField().getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent;
    expect(note()).toBe('Component ID is required.');
    expect(add().disabled).toBe(true);
    await user.type(idField(), ' HERO ');
    expect(note()).toBe('This component ID is already used on this page.');
    expect(add().disabled).toBe(true);
    await user.clear(idField());
    await user.type(idField(), 'bad id!');
    expect(note()).toBe('Component ID may contain only lower-case letters, digits, hyphens and underscores.');
    expect(store.getState().components).toHaveLength(2);
    await user.clear(idField());
    await user.type(idField(), '  Welcome-Heading ');
    expect(idField().getAttribute('aria-invalid')).toBeNull();
    await user.click(add());
    const added = store.getState().components.at(-1);
    expect(added).toMatchObject({ componentId: 'welcome-heading', component: 'sectionHeading', originalHash: null });
    expect(added?.props).toMatchObject({ heading: 'Featured sessions' });
    expect(store.getState().unsaved).toBe(true);
    expect(addedIds()).toEqual(['welcome-heading']);
    expect(store.getState().selectedId).toBe('welcome-heading');
  });

  it('keeps a typed ID when another type is picked; an untouched ID follows the type', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(within(dialog()).getByRole('button', { name: 'Section heading' }));
    expect(idField().value).toBe('sectionheading2');
    await user.click(within(dialog()).getByRole('button', { name: 'Countdown' }));
    expect(idField().value).toBe('countdown1');
    await user.clear(idField());
    await user.type(idField(), 'launch-timer');
    await user.click(within(dialog()).getByRole('button', { name: 'Section heading' }));
    expect(idField().value).toBe('launch-timer');
  });

  it('lists "hero" results best first, moves from the search into the list with ArrowDown, and adds with Enter', async () => {
    const user = userEvent.setup();
    const { store, added: addedIds, closed } = setup();
    const search = within(dialog()).getByLabelText('Search blocks');
    await user.type(search, 'hero');
    const list = within(dialog()).getByRole('navigation', { name: 'Blocks' });
    const titles = within(list).getAllByRole('button').map((b) => b.textContent);
    expect(titles.slice(0, 2).sort()).toEqual(['Hero image blade', 'Video hero']);
    expect(titles).not.toContain('Festival cards');
    await user.keyboard('{ArrowDown}');
    const first = within(list).getAllByRole('button')[0]!;
    expect(document.activeElement).toBe(first);
    // The focused block is the picked one: its preview shows.
    expect(first.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{ArrowDown}');
    const second = within(list).getAllByRole('button')[1]!;
    expect(document.activeElement).toBe(second);
    expect(second.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(search);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const added = store.getState().components.at(-1);
    expect(added?.component).toBe(second.getAttribute('data-block-type'));
    expect(added?.componentId).toBe(`${added?.component.toLowerCase()}1`);
    expect(addedIds()).toEqual([added?.componentId]);
    // Escape goes back (the panel then shows the fields).
    await user.keyboard('{Escape}');
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
        <InsertPanel registry={registry} context={testContext()} onClose={() => undefined} onAdded={() => undefined} />
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

  it('"faq" lists the Faq group; ArrowDown moves from the search into it and Enter adds the drawer', async () => {
    const user = userEvent.setup();
    const { store } = setup();
    await user.type(within(dialog()).getByLabelText('Search blocks'), 'faq');
    const list = within(dialog()).getByRole('navigation', { name: 'Blocks' });
    expect(within(list).getByRole('heading', { name: 'Faq' })).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Drawer' }));
    await user.keyboard('{Enter}');
    expect(store.getState().components.at(-1)).toMatchObject({ componentId: 'drawer1', component: 'drawer' });
  });

  it('pastes copied block JSON after the selected block, renumbered, and refuses invalid JSON with a clear message', async () => {
    const user = userEvent.setup();
    const { store, added } = setup();
    store.getState().select('hero');
    const field = within(dialog()).getByLabelText('Block JSON to paste');
    await user.click(field);
    await user.paste('{"componentId": "intro"');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog()).getByText('The clipboard does not hold JSON: copy a block first.')).toBeTruthy();
    expect(store.getState().components).toHaveLength(2);
    await user.clear(field);
    await user.paste(JSON.stringify({ componentId: 'intro', component: 'sectionHeading', props: { headingLevel: 9 } }));
    expect(within(dialog()).getByText(/^Block intro is not valid: .*headingLevel/)).toBeTruthy();
    expect(store.getState().components).toHaveLength(2);
    await user.clear(field);
    const copied = { kind: 'conference-editor/blocks', version: 1, blocks: [{ componentId: 'sectionheading1', component: 'sectionHeading', parentId: null, slot: null, props: { heading: 'Copied' } }] };
    await user.paste(JSON.stringify(copied));
    expect(store.getState().components.map((c) => c.componentId)).toEqual(['hero', 'sectionheading2', 'sectionheading1']);
    expect(store.getState().components[1]?.props).toEqual({ heading: 'Copied' });
    expect(added()).toEqual(['sectionheading2']);
  });
});
