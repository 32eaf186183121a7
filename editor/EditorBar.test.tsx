// The editor bar's page save against the real API (test-support/real-api: server/app.ts on an embedded store; home
// holds the sectionHeading blocks 'heading' and 'note' in every phase): the save's result reaches the store as the
// one `saved` action, which clears the unsaved mark and the undo log; a conflict goes through the force-save flow.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PageDocument } from '../api-client';
import { EditModeProvider } from '../renderer';
import { realApiPerFile } from '../test-support/real-api';
import { EditorBar } from './EditorBar';
import type { EditorBlock } from './state/types';
import { createTestStore, EditorProviders } from './test-support/harness';

const api = realApiPerFile();
beforeEach(() => api.signIn('contenteditor'));

const pageKey = { layoutId: 'home', phase: 'post-event', environment: 'cont' as const };
const stored = async () => (await api.call<PageDocument>('GET', '/content/home--post-event?env=cont', { persona: 'contenteditor' })).body;
const ids = (layout: { components: readonly { componentId: string }[] }) => layout.components.map((c) => c.componentId);

async function renderBar() {
  const read = await stored();
  const store = createTestStore(read.components as EditorBlock[], read.hash);
  render(
    <EditorProviders store={store}>
      <EditModeProvider initialMode="content">
        <EditorBar page={pageKey} />
      </EditModeProvider>
    </EditorProviders>,
  );
  return { read, store };
}

const bar = () => screen.getByRole('region', { name: /editor/i });
const button = (name: string) => within(bar()).getByRole<HTMLButtonElement>('button', { name });

describe('the editor bar', () => {
  it('saves the working copy with the hash it read; the saved action clears the unsaved mark and the undo log', async () => {
    const user = userEvent.setup();
    const { read, store } = await renderBar();
    act(() => store.getState().move('note', 0));
    expect(store.getState().unsaved).toBe(true);
    expect(button('Undo').disabled).toBe(false);
    await user.click(button('Save'));
    await waitFor(() => expect(store.getState().unsaved).toBe(false));
    const after = await stored();
    expect(ids(after)).toEqual(['note', ...ids(read).filter((id) => id !== 'note')]);
    expect(store.getState().baseHash).toBe(after.hash);
    expect(store.getState().lastAction?.type).toBe('saved');
    expect(store.getState().past).toEqual([]);
    expect(button('Undo').disabled).toBe(true);
    expect(within(bar()).getByRole('status').textContent).toBe('Page saved');
  });

  it('a conflict shows the one error text and the force-save dialog; Force save stores the working copy', async () => {
    const user = userEvent.setup();
    const { read, store } = await renderBar();
    // Another editor saves the page after this working copy was read.
    const moved = await api.call('PUT', '/content/home', {
      persona: 'siteeditor',
      body: { environment: 'cont', phase: 'post-event', components: [...read.components].reverse(), originalPageHash: read.hash },
    });
    expect(moved.status).toBe(200);
    act(() => store.getState().remove('note'));
    await user.click(button('Save'));
    const dialog = await screen.findByRole('dialog', { name: 'Save over the newer version?' });
    expect(within(bar()).getByRole('alert').textContent).toBe('The content changed since it was read.');
    expect(store.getState().unsaved).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Force save' }));
    await waitFor(() => expect(store.getState().unsaved).toBe(false));
    expect(ids(await stored())).toEqual(ids(read).filter((id) => id !== 'note'));
  });
});
