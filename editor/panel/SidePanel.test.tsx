import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { EditModeProvider } from '../../renderer';
import { EditorModals } from '../EditorModals';
import type { EditorBlock } from '../state/types';
import { createTestStore, EditorProviders, testContext, WorkingPage } from '../test-support/harness';
import { SidePanel } from './SidePanel';

const page = { layoutId: 'home', phase: 'live', environment: 'cont' } as const;
const blocks: EditorBlock[] = [
  { componentId: 'intro', component: 'sectionHeading', props: { heading: 'Welcome', headingLevel: 2 }, originalHash: 'h1' },
  {
    componentId: 'closing',
    component: 'sectionHeading',
    props: { heading: 'See you there', headingLevel: 2, requireScope: ['inperson'] },
    originalHash: 'h2',
    editor: { name: 'Casey Morgan', email: 'casey@example.com', edited: '2026-11-02T09:30:00Z', revision: 4 },
  } as EditorBlock,
];

function setup(mode: 'content' | 'meta' = 'content') {
  const store = createTestStore(blocks);
  render(
    <EditorProviders store={store}>
      <EditModeProvider initialMode={mode}>
        <WorkingPage registry={registry} context={testContext()} />
        <SidePanel page={page} registry={registry} context={{ ...testContext(), editMode: false }} />
        <EditorModals />
      </EditModeProvider>
    </EditorProviders>,
  );
  return store;
}

const panel = () => screen.getByRole('complementary', { name: 'Editor panel' });
const toolbar = (id: string) => screen.getByRole('toolbar', { name: new RegExp(`^Block ${id} `) });

afterEach(() => document.documentElement.removeAttribute('data-ed-panel'));

// jsdom lays nothing out and has no scrollIntoView: record which element the outline asked to bring into view.
const scrolled: Element[] = [];
beforeAll(async () => {
  // The page's blocks load lazily; on a busy machine their first load can outlast a query's wait, so load them first.
  await registry.sectionHeading.preload?.();
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});

describe('editor side panel', () => {
  it('tells the page how it sits, and asks for a block before showing fields', () => {
    setup();
    expect(document.documentElement.getAttribute('data-ed-panel')).toBe('open');
    expect(within(panel()).getByRole('tab', { name: 'Fields' }).getAttribute('aria-selected')).toBe('true');
    expect(within(panel()).getByText('Select a block on the page or in the outline to edit its fields.')).toBeTruthy();
  });

  it("opens a block's fields from its toolbar: grouped by x-interface, searchable, editing the page as typed", async () => {
    const user = userEvent.setup();
    const store = setup();
    await user.click(within(await screen.findByRole('toolbar', { name: /^Block intro / })).getByRole('button', { name: 'Edit' }));
    const block = within(panel()).getByRole('region', { name: 'Component intro' });
    expect(within(block).getByRole('tab', { name: 'UI' }).getAttribute('aria-selected')).toBe('true');
    const content = await within(block).findByRole('region', { name: 'Content' });
    await user.clear(within(content).getByLabelText('heading'));
    await user.type(within(content).getByLabelText('heading'), 'Hello');
    expect(store.getState().components[0]?.props?.heading).toBe('Hello');
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeTruthy();
    await user.type(within(block).getByRole('searchbox', { name: 'Search properties...' }), 'zzqxw');
    expect(within(block).getByText('No properties match your search')).toBeTruthy();
    // The JSON view widens the panel.
    await user.click(within(block).getByRole('tab', { name: 'JSON' }));
    expect(document.documentElement.getAttribute('data-ed-panel')).toBe('wide');
  });

  it('lists the blocks in the outline; choosing one selects it', async () => {
    const user = userEvent.setup();
    const store = setup();
    await screen.findByRole('heading', { name: 'Welcome' });
    await user.click(within(panel()).getByRole('tab', { name: 'Outline' }));
    const outline = within(panel()).getByRole('navigation', { name: 'Page outline' });
    expect(within(outline).getByRole('button', { name: 'Drag closing to reorder' })).toBeTruthy();
    await user.click(within(outline).getByRole('button', { name: /^closing / }));
    expect(store.getState().selectedId).toBe('closing');
    expect(within(outline).getByRole('button', { name: /^closing / }).getAttribute('aria-current')).toBe('true');
    expect(toolbar('closing').closest('.ed-frame-selected')).not.toBeNull();
    expect(scrolled.at(-1)?.getAttribute('data-editor-frame')).toBe('closing');
  });

  it('opens the insert list from the store and goes back to the fields on Escape', async () => {
    const user = userEvent.setup();
    const store = setup();
    store.getState().showPanel('insert', true);
    const insert = await within(panel()).findByRole('region', { name: 'Insert block' });
    expect(document.activeElement).toBe(within(insert).getByLabelText('Search blocks'));
    await user.keyboard('{Escape}');
    expect(within(panel()).queryByRole('region', { name: 'Insert block' })).toBeNull();
    expect(store.getState().panelTab).toBe('fields');
  });

  it('folds away and back', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(within(panel()).getByRole('button', { name: 'Hide panel' }));
    expect(document.documentElement.getAttribute('data-ed-panel')).toBe('folded');
    await user.click(within(panel()).getByRole('button', { name: 'Show editor panel' }));
    expect(within(panel()).getByRole('tablist', { name: 'Panel' })).toBeTruthy();
  });

  it('in meta edit shows badges on the frames and the metadata with the common props in the panel', async () => {
    const user = userEvent.setup();
    const store = setup('meta');
    const badges = await screen.findByRole('list', { name: 'Metadata of closing' });
    expect(within(badges).getByText('Requires scope inperson')).toBeTruthy();
    expect(within(badges).getByText(/^Edited by Casey Morgan, .*2026.*, revision 4$/)).toBeTruthy();
    await user.click(within(toolbar('intro')).getByRole('button', { name: 'Edit' }));
    const block = within(panel()).getByRole('region', { name: 'Component intro' });
    expect(within(block).getByRole('region', { name: 'Editor metadata' })).toBeTruthy();
    const visibility = await within(block).findByRole('region', { name: 'Visibility' });
    expect(within(block).queryByLabelText('heading')).toBeNull();
    await user.click(within(visibility).getByLabelText('isDisabled'));
    expect(store.getState().components[0]?.props?.isDisabled).toBe(true);
    expect(within(await screen.findByRole('list', { name: 'Metadata of intro' })).getByText('Disabled')).toBeTruthy();
  });

  it('edits a per-breakpoint prop for the device the switch chooses, keeping what the others show', async () => {
    const user = userEvent.setup();
    const store = setup('meta');
    await user.click(within(await screen.findByRole('toolbar', { name: /^Block intro / })).getByRole('button', { name: 'Edit' }));
    const block = within(panel()).getByRole('region', { name: 'Component intro' });
    await within(block).findByRole('region', { name: 'Wrapper' });
    await user.selectOptions(within(block).getByLabelText('wrapperWidth'), '50');
    expect(store.getState().components[0]?.props?.wrapperWidth).toBe(50);
    await user.click(within(block).getByRole('radio', { name: 'Mobile' }));
    // Mobile shows what a visitor's phone shows: 50 becomes 100 there (docs/behaviour/content-and-environments.md, Wrapper widths presets).
    const mobile = within(block).getByLabelText('wrapperWidth (Mobile)');
    expect((mobile as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('100');
    await user.click(within(block).getByRole('radio', { name: 'Desktop' }));
    await user.selectOptions(within(block).getByLabelText('wrapperWidth (Desktop)'), '33');
    // Only Desktop changes: Small tablet and Tablet keep 100, Ultrawide keeps 50.
    expect(store.getState().components[0]?.props?.wrapperWidth).toEqual({ smallTablet: 100, desktop: 33, ultrawide: 50 });
    const list = within(block).getByRole('list', { name: 'wrapperWidth per device' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Mobile: 100, inherited from Small tablet',
      'Small tablet: 100, set here',
      'Tablet: 100, inherited from Small tablet',
      'Desktop: 33, set here',
      'Ultrawide: 50, set here',
    ]);
    await user.click(within(block).getByRole('radio', { name: 'All sizes' }));
    expect(within(block).getByText('Set per device: Small tablet 100, Desktop 33, Ultrawide 50')).toBeTruthy();
  });

  it('keeps Save block disabled while a field is invalid and says what each Save stores', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(within(await screen.findByRole('toolbar', { name: /^Block intro / })).getByRole('button', { name: 'Edit' }));
    const block = within(panel()).getByRole('region', { name: 'Component intro' });
    const level = await within(block).findByLabelText('headingLevel');
    const save = within(block).getByRole('button', { name: 'Save block' });
    expect(save.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(save.getAttribute('aria-describedby')!)?.textContent).toBe(
      "Save block stores this block's fields only. Save page, in the editor bar, stores every change on the page.",
    );
    await user.clear(level);
    await user.type(level, '9');
    expect(await within(block).findByText(/must be <= 6/)).toBeTruthy();
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(within(block).getByText('Fix the fields marked invalid to save this block.')).toBeTruthy();
    await user.clear(level);
    await user.type(level, '3');
    expect((save as HTMLButtonElement).disabled).toBe(false);
  });
});
