import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PageDocument } from '../../api-client';
import { realApiPerFile } from '../../test-support/real-api';
import type { EditorBlock } from '../state/types';
import { createTestStore, EditorProviders } from '../test-support/harness';
import { UiView } from './UiView';

// The real API (server/app.ts on an embedded store, seeded with the server tests' fixture: home--live holds the
// sectionHeading blocks 'heading' and 'note').
const api = realApiPerFile();
beforeEach(() => api.signIn('contenteditor'));

/** The page as stored now, read as another editor would. */
async function storedPage(): Promise<PageDocument> {
  return (await api.call<PageDocument>('GET', '/content/home--live?env=cont', { persona: 'contenteditor' })).body;
}

const block: EditorBlock = {
  componentId: 'intro',
  component: 'sectionHeading',
  parentId: null,
  slot: null,
  props: { heading: 'Hello', headingLevel: 2 },
  originalHash: 'hash-1',
};
const pageKey = { layoutId: 'home', phase: 'live', environment: 'cont' as const };

function setup(blocks: EditorBlock[] = [block], componentId = 'intro') {
  const store = createTestStore(blocks);
  render(
    <EditorProviders store={store}>
      <UiView componentId={componentId} page={pageKey} />
    </EditorProviders>,
  );
  return store;
}

const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
const reset = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Reset' });

describe('ui view', () => {
  it('offers the editable props from the schema, including the visibility keys', () => {
    setup();
    expect(screen.getByLabelText<HTMLInputElement>('heading').value).toBe('Hello');
    expect(screen.getByLabelText<HTMLInputElement>('headingLevel').type).toBe('number');
    expect(screen.getByLabelText<HTMLInputElement>('isDisabled').type).toBe('checkbox');
    // Lists of values (scopes, features, phases) and of objects (buttons) are lists with add, move and remove.
    for (const key of ['blockedScope', 'requireScope', 'requiresFeature', 'requiresPhaseId', 'headingButtons']) {
      expect(within(screen.getByRole('group', { name: key })).getByRole('button', { name: `Add to ${key}` })).toBeTruthy();
    }
    expect(screen.getByLabelText('body').tagName).toBe('TEXTAREA');
  });

  it('shows the validator message beside a field as the value changes', async () => {
    const user = userEvent.setup();
    setup();
    const level = screen.getByLabelText('headingLevel');
    await user.clear(level);
    await user.type(level, '9');
    expect(level.getAttribute('aria-invalid')).toBe('true');
    const errorId = level.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    expect(document.getElementById(errorId)?.textContent).toMatch(/headingLevel must be <= 6/);
  });

  it('enables Save and Reset only while the props differ from the saved ones; Reset restores them', async () => {
    const user = userEvent.setup();
    const store = setup();
    expect(save().disabled).toBe(true);
    expect(reset().disabled).toBe(true);
    await user.type(screen.getByLabelText('heading'), '!');
    expect(store.getState().components[0]?.props).toMatchObject({ heading: 'Hello!' });
    expect(save().disabled).toBe(false);
    expect(reset().disabled).toBe(false);
    await user.type(screen.getByLabelText('heading'), '{Backspace}');
    expect(save().disabled).toBe(true);
    await user.type(screen.getByLabelText('heading'), '?');
    await user.click(reset());
    expect(screen.getByLabelText<HTMLInputElement>('heading').value).toBe('Hello');
    expect(save().disabled).toBe(true);
  });

  it("saves with the original hash, then says 'Component settings saved successfully' and takes the stored hashes", async () => {
    const user = userEvent.setup();
    const read = await storedPage();
    const heading = read.components.find((c) => c.componentId === 'heading')!;
    const store = setup(read.components as EditorBlock[], 'heading');
    await user.clear(screen.getByLabelText('heading'));
    await user.type(screen.getByLabelText('heading'), 'Saved from the ui view');
    await user.click(save());
    expect(await screen.findByText('Component settings saved successfully')).toBeTruthy();
    const after = await storedPage();
    const saved = after.components.find((c) => c.componentId === 'heading')!;
    expect(saved.props.heading).toBe('Saved from the ui view');
    expect(saved.originalHash).not.toBe(heading.originalHash);
    // The save's result reached the store: the stored block is the new original state, the page hash the new base.
    expect(store.getState().originals.heading?.originalHash).toBe(saved.originalHash);
    expect(store.getState().baseHash).toBe(after.hash);
    expect(save().disabled).toBe(true);
  });

  it('shows a conflict inside the editor; the force-save dialog cancels back to Save, or force-saves on confirm', async () => {
    const user = userEvent.setup();
    const read = await storedPage();
    const note = read.components.find((c) => c.componentId === 'note')!;
    setup(read.components as EditorBlock[], 'note');
    // Another editor saves the block after this one read it.
    const path = `/content/component/cont/home/live/note/sectionHeading/${Date.now()}/normal`;
    const other = await api.call('PUT', path, {
      persona: 'siteeditor',
      body: { originalHash: note.originalHash, changes: { ...note.props, heading: 'Saved by someone else' }, parentId: null },
    });
    expect(other.status).toBe(200);

    await user.clear(screen.getByLabelText('heading'));
    await user.type(screen.getByLabelText('heading'), 'Mine');
    await user.click(save());
    let dialog = await screen.findByRole('dialog', { name: 'Save over the newer version?' });
    expect(screen.getByRole('alert').textContent).toBe('The content changed since it was read.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(save());
    expect((await storedPage()).components.find((c) => c.componentId === 'note')?.props.heading).toBe('Saved by someone else');

    await user.click(save());
    dialog = await screen.findByRole('dialog', { name: 'Save over the newer version?' });
    await user.click(within(dialog).getByRole('button', { name: 'Force save' }));
    expect(await screen.findByText('Component settings saved successfully')).toBeTruthy();
    expect((await storedPage()).components.find((c) => c.componentId === 'note')?.props.heading).toBe('Mine');
  });
});
