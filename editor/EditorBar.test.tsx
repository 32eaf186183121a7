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

/** A structural change: a new heading at the end (marks the page unsaved, one undo step). */
const addBlock = (store: ReturnType<typeof createTestStore>, componentId: string) =>
  store.getState().insert({ component: 'sectionHeading', componentId, props: { heading: 'Keys' }, afterId: null });

async function renderBarWithUnmount() {
  const read = await stored();
  const store = createTestStore(read.components as EditorBlock[], read.hash);
  return render(
    <EditorProviders store={store}>
      <EditModeProvider initialMode="content">
        <EditorBar page={pageKey} />
      </EditModeProvider>
    </EditorProviders>,
  );
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
    await user.click(button('Save page'));
    await waitFor(() => expect(store.getState().unsaved).toBe(false));
    const after = await stored();
    expect(ids(after)).toEqual(['note', ...ids(read).filter((id) => id !== 'note')]);
    expect(store.getState().baseHash).toBe(after.hash);
    expect(store.getState().lastAction?.type).toBe('saved');
    expect(store.getState().past).toEqual([]);
    expect(button('Undo').disabled).toBe(true);
    expect(within(bar()).getByRole('status').textContent).toBe('Page saved');
  });

  it('merges a removal here with a reorder another editor saved since: no dialog, both land', async () => {
    const user = userEvent.setup();
    const { read, store } = await renderBar();
    // Another editor saves the page after this working copy was read.
    const moved = await api.call('PUT', '/content/home', {
      persona: 'siteeditor',
      body: { environment: 'cont', phase: 'post-event', components: [...read.components].reverse(), originalPageHash: read.hash },
    });
    expect(moved.status).toBe(200);
    act(() => store.getState().remove('note'));
    await user.click(button('Save page'));
    await waitFor(() => expect(store.getState().unsaved).toBe(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ids(await stored())).toEqual([...ids(read)].reverse().filter((id) => id !== 'note'));
  });

  it('a field both editors changed shows the one error text and the merge dialog; Force save: keep mine on these fields stores the working copy', async () => {
    const user = userEvent.setup();
    const { read, store } = await renderBar();
    // The earlier tests changed the page: any block of it will do.
    const note = read.components[0]!;
    const id = note.componentId;
    // Another editor changes the block's heading after this working copy was read; this editor changes it too.
    const edited = await api.call('PUT', '/content/home', {
      persona: 'siteeditor',
      body: {
        environment: 'cont', phase: 'post-event', originalPageHash: read.hash,
        components: read.components.map((c) => (c.componentId === id ? { ...c, props: { ...c.props, heading: 'Theirs' } } : c)),
      },
    });
    expect(edited.status).toBe(200);
    act(() => store.getState().editProps(id, { ...note.props, heading: 'Mine' }));
    await user.click(button('Save page'));
    const dialog = await screen.findByRole('dialog', { name: 'Choose which changes to keep' });
    expect(within(bar()).getByRole('alert').textContent).toBe('The content changed since it was read.');
    expect(within(dialog).getByRole('group', { name: `${id} · heading` }).textContent).toContain('TheirsTheirs');
    await user.click(within(dialog).getByRole('button', { name: 'Force save: keep mine on these fields' }));
    await waitFor(() => expect(store.getState().unsaved).toBe(false));
    expect((await stored()).components.find((c) => c.componentId === id)?.props.heading).toBe('Mine');
  });

  it('Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, Ctrl+S saves (the browser keeps its save dialog); the buttons name the keys', async () => {
    const user = userEvent.setup();
    const { read, store } = await renderBar();
    expect(button('Undo').title).toBe('Undo (Ctrl+Z)');
    expect(button('Undo').getAttribute('aria-keyshortcuts')).toBe('Control+Z Meta+Z');
    expect(button('Redo').title).toBe('Redo (Ctrl+Shift+Z, Ctrl+Y)');
    expect(button('Redo').getAttribute('aria-keyshortcuts')).toContain('Control+Y');
    expect(button('Save page').title).toBe('Save page (Ctrl+S)');
    expect(button('Save page').getAttribute('aria-keyshortcuts')).toBe('Control+S Meta+S');

    const added = [...ids(read), 'keys-added'];
    act(() => addBlock(store, 'keys-added'));
    expect(ids(store.getState())).toEqual(added);
    await user.keyboard('{Control>}z{/Control}');
    expect(ids(store.getState())).toEqual(ids(read));
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(ids(store.getState())).toEqual(added);
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Control>}y{/Control}');
    expect(ids(store.getState())).toEqual(added);

    const press = new KeyboardEvent('keydown', { key: 's', ctrlKey: true, bubbles: true, cancelable: true });
    act(() => void document.body.dispatchEvent(press));
    expect(press.defaultPrevented).toBe(true);
    await waitFor(() => expect(store.getState().unsaved).toBe(false));
    expect(ids(await stored())).toEqual(added);
  });

  it('leaves a text field its own Ctrl+Z', async () => {
    const { read, store } = await renderBar();
    act(() => addBlock(store, 'field-keys'));
    const field = document.body.appendChild(document.createElement('input'));
    const press = new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, cancelable: true });
    act(() => void field.dispatchEvent(press));
    expect(press.defaultPrevented).toBe(false);
    expect(ids(store.getState())).toEqual([...ids(read), 'field-keys']);
    field.remove();
  });

  it('asks before the tab closes or reloads while there are unsaved edits, and not after they are saved', async () => {
    const user = userEvent.setup();
    const { read, store } = await renderBar();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    act(() => addBlock(store, `leave-${ids(read).length}`));
    expect(leave()).toBe(true);
    await user.click(button('Save page'));
    await waitFor(() => expect(store.getState().unsaved).toBe(false));
    expect(leave()).toBe(false);
  });

  it('sticks under the site header: the header height is the bar\'s sticky top, the bar\'s bottom is --ed-chrome-top', async () => {
    const header = document.body.appendChild(document.createElement('header'));
    header.className = 'shell-header';
    header.getBoundingClientRect = () => ({ height: 65 }) as DOMRect;
    const { unmount } = await renderBarWithUnmount();
    const section = bar();
    expect(section.style.getPropertyValue('--ed-header-height')).toBe('65px');
    // jsdom lays nothing out: the bar is 0 high here, so the chrome ends at the header's bottom.
    expect(document.documentElement.style.getPropertyValue('--ed-chrome-top')).toBe('65px');
    unmount();
    expect(document.documentElement.style.getPropertyValue('--ed-chrome-top')).toBe('');
    header.remove();
  });
});
