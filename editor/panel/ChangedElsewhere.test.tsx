// An open side panel follows a save another editor made to the same block (brought by the live channel):
// untouched fields update in place, the editor's own changes stay and are marked "Changed elsewhere".
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { EditModeProvider } from '../../renderer';
import type { EditorBlock } from '../state/types';
import { createTestStore, EditorProviders, testContext, WorkingPage } from '../test-support/harness';
import { SidePanel } from './SidePanel';

const page = { layoutId: 'home', phase: 'live', environment: 'cont' } as const;
const read: EditorBlock = { componentId: 'intro', component: 'sectionHeading', props: { heading: 'Welcome', subheading: 'Read', headingLevel: 2 }, originalHash: 'h1' };
const other: EditorBlock = { componentId: 'other', component: 'sectionHeading', props: { heading: 'Other', headingLevel: 2 }, originalHash: 'o1' };

function setup() {
  const store = createTestStore([read, other]);
  render(
    <EditorProviders store={store}>
      <EditModeProvider initialMode="content">
        <WorkingPage registry={registry} context={testContext()} />
        <SidePanel page={page} registry={registry} context={{ ...testContext(), editMode: false }} />
      </EditModeProvider>
    </EditorProviders>,
  );
  return store;
}

afterEach(() => document.documentElement.removeAttribute('data-ed-panel'));

async function openIntro(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await screen.findByRole('toolbar', { name: /^Block intro / })).getByRole('button', { name: 'Edit' }));
  const block = screen.getByRole('region', { name: 'Component intro' });
  return { block, content: await within(block).findByRole('region', { name: 'Content' }) };
}

/** Opens the intro block and types this editor's heading into it. */
async function editIntroHeading(user: ReturnType<typeof userEvent.setup>) {
  const opened = await openIntro(user);
  await user.clear(within(opened.content).getByLabelText('heading'));
  await user.type(within(opened.content).getByLabelText('heading'), 'Mine');
  return opened;
}

/** Another editor's save of the page arrives (the live channel's follow). */
function savedElsewhere(store: ReturnType<typeof setup>, components: EditorBlock[]) {
  act(() => {
    store.getState().dispatch({ type: 'follow', layout: { hash: 'page-2', components } });
  });
}

describe('the side panel follows saves made elsewhere', () => {
  it('updates untouched fields in place, keeps and marks the field this editor changed, and keeps the base for the save', async () => {
    const user = userEvent.setup();
    const store = setup();
    const { block, content } = await editIntroHeading(user);

    // Another editor saved the heading and the subheading of this block, and the other block.
    savedElsewhere(store, [
      { ...read, props: { heading: 'Theirs', subheading: 'Sub by B', headingLevel: 2 }, originalHash: 'h2' },
      { ...other, props: { heading: 'Other by B', headingLevel: 2 }, originalHash: 'o2' },
    ]);

    expect((within(content).getByLabelText('subheading') as HTMLInputElement).value).toBe('Sub by B');
    expect((within(content).getByLabelText('heading') as HTMLInputElement).value).toBe('Mine');
    // The canvas shows the other block as saved elsewhere (the block modules load lazily).
    await waitFor(() => expect(document.querySelector('[data-editor-frame="other"]')?.textContent).toContain('Other by B'), { timeout: 10000 });
    const note = within(block).getByRole('region', { name: 'Changed elsewhere' });
    expect(within(note).getByText('heading: changed elsewhere to “Theirs”. Your value is kept; saving asks which one to keep.')).toBeTruthy();
    // The field itself says so too, in its description.
    const described = (within(content).getByLabelText('heading').getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')).toContain('Changed elsewhere to “Theirs”. Your value is kept.');
    // The save still names the version the edit was made from, so the server's merge sees which fields are mine.
    expect(store.getState().originals.intro?.originalHash).toBe('h1');
    expect(store.getState().originals.other?.originalHash).toBe('o2');

    await user.click(within(note).getByRole('button', { name: 'Use their value for heading' }));
    expect((within(content).getByLabelText('heading') as HTMLInputElement).value).toBe('Theirs');
    expect(within(block).queryByRole('region', { name: 'Changed elsewhere' })).toBeNull();
  });

  it('shows no note when the other save changed only fields this editor left alone', async () => {
    const user = userEvent.setup();
    const store = setup();
    const { block, content } = await editIntroHeading(user);
    savedElsewhere(store, [{ ...read, props: { ...read.props, subheading: 'Sub by B' }, originalHash: 'h2' }, other]);
    expect((within(content).getByLabelText('subheading') as HTMLInputElement).value).toBe('Sub by B');
    expect((within(content).getByLabelText('heading') as HTMLInputElement).value).toBe('Mine');
    expect(within(block).queryByRole('region', { name: 'Changed elsewhere' })).toBeNull();
    // Reset brings back the newest stored version, not the one the edit started from.
    await user.click(within(block).getByRole('button', { name: 'Reset' }));
    expect((within(content).getByLabelText('heading') as HTMLInputElement).value).toBe('Welcome');
    expect((within(content).getByLabelText('subheading') as HTMLInputElement).value).toBe('Sub by B');
  });
});
