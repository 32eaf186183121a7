// Versions: the block changelog's and the page history's Preview and Restore this version, against the real
// API (a restore is a new save on top of the history; a field both editors changed asks before anything is written).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, type PageDocument } from '../../api-client';
import { realApiPerFile } from '../../test-support/real-api';
import { EditorStoreContext } from '../state/store';
import { createTestStore } from '../test-support/harness';
import type { EditorBlock } from '../state/types';
import { ChangelogView } from './ChangelogView';
import { PageHistory, restoreEffect } from './PageHistory';
import { renderWithProviders } from './view-test-support';

const api = realApiPerFile();
beforeEach(() => api.signIn('contenteditor'));

type Stored = PageDocument['components'][number];
const layoutOf = async (phase: string) => (await api.call<PageDocument>('GET', `/content/home--${phase}?env=cont`, { persona: 'contenteditor' })).body;
const blockOf = async (phase: string, id: string) => (await layoutOf(phase)).components.find((c) => c.componentId === id) as Stored;
/** A save made through the API as `persona` (the other editor, or this one before the view opened). */
async function save(phase: string, id: string, props: Record<string, unknown>, persona: 'contenteditor' | 'siteeditor' = 'contenteditor') {
  const current = await blockOf(phase, id);
  const res = await api.call('PUT', `/content/component/cont/home/${phase}/${id}/sectionHeading/${Date.now()}/normal`, {
    persona, body: { originalHash: current.originalHash, changes: { ...current.props, ...props }, parentId: current.parentId },
  });
  expect(res.status).toBe(200);
}
/** The log's own entries (the diffs inside them are lists too). */
const entriesOf = (list: HTMLElement) => [...list.children] as HTMLElement[];
const posts = () => api.requests.filter((r) => r.method === 'POST' && r.url.startsWith('/changelog/'));

describe("a block's changelog", () => {
  it('previews an earlier version (rendered, and its props against now) and restores it as a new save', async () => {
    await save('live', 'heading', { heading: 'First version' });
    await save('live', 'heading', { heading: 'Second version' });
    const block = await blockOf('live', 'heading');
    const onSaved = vi.fn();
    renderWithProviders(<ChangelogView block={block} page={{ layoutId: 'home', phase: 'live', environment: 'cont' }} onSaved={onSaved} onClose={vi.fn()} />, createQueryClient());
    const list = await screen.findByRole('list', { name: 'Saves of heading' });
    const entries = entriesOf(list);
    expect(entries).toHaveLength(2);
    const older = entries[1]!;

    const preview = within(older).getByRole('button', { name: 'Preview' });
    expect(preview.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(preview);
    expect(within(older).getByRole('button', { name: 'Hide preview' }).getAttribute('aria-expanded')).toBe('true');
    expect(await within(older).findByRole('figure', { name: /^heading as saved on / })).toBeTruthy();
    const diff = within(older).getByRole('region', { name: 'Changes from this version (left) to now (right)' });
    expect(diff.textContent).toContain('First version');
    expect(diff.textContent).toContain('Second version');

    await userEvent.click(within(older).getByRole('button', { name: 'Restore this version' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ changed: true, component: { componentId: 'heading', props: { heading: 'First version' } } });
    expect(posts()).toEqual([
      expect.objectContaining({ url: '/changelog/content/restore-block', body: expect.objectContaining({ env: 'cont', documentId: 'home--live', componentId: 'heading', originalHash: block.originalHash }) }),
    ]);
    // The restore is a third entry on top, saying what it restored; the two saves are still listed.
    await waitFor(() => expect(entriesOf(screen.getByRole('list', { name: 'Saves of heading' }))).toHaveLength(3));
    const newest = entriesOf(screen.getByRole('list', { name: 'Saves of heading' }))[0]!;
    expect(newest.textContent).toMatch(/Restored the version of .+ by Casey Contenteditor/);
    expect((await blockOf('live', 'heading')).props.heading).toBe('First version');
  });

  it('asks before restoring over a field another editor changed since, and writes nothing until then', async () => {
    await save('live', 'note', { heading: 'Note one' });
    await save('live', 'note', { heading: 'Note two' });
    const block = await blockOf('live', 'note');
    renderWithProviders(<ChangelogView block={block} page={{ layoutId: 'home', phase: 'live', environment: 'cont' }} onSaved={vi.fn()} onClose={vi.fn()} />, createQueryClient());
    const list = await screen.findByRole('list', { name: 'Saves of note' });
    // The other editor changes the heading after this view read the block.
    await save('live', 'note', { heading: 'Note by B' }, 'siteeditor');
    await userEvent.click(within(entriesOf(list)[1]!).getByRole('button', { name: 'Restore this version' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect((await blockOf('live', 'note')).props.heading).toBe('Note by B');
  });
});

/** The pre-event home page's history, over `store`; answers its list of saves. */
async function showPageHistory(store: ReturnType<typeof createTestStore>) {
  renderWithProviders(
    <EditorStoreContext value={store}>
      <PageHistory page={{ layoutId: 'home', phase: 'pre-event', environment: 'cont' }} />
    </EditorStoreContext>,
    createQueryClient(),
  );
  return screen.findByRole('list', { name: 'Saves of this page' });
}

describe("the page's history", () => {
  it('previews what a restore changes and restores the page as that save left it', async () => {
    await save('pre-event', 'heading', { heading: 'Page then' });
    await save('pre-event', 'heading', { heading: 'Page now' });
    const layout = await layoutOf('pre-event');
    const store = createTestStore(layout.components as EditorBlock[], layout.hash);
    const list = await showPageHistory(store);
    const older = entriesOf(list)[1]!;
    await userEvent.click(within(older).getByRole('button', { name: 'Preview' }));
    expect(await within(older).findByText('Changed back: heading')).toBeTruthy();
    expect(within(older).getByRole('figure', { name: /^The page as saved on / })).toBeTruthy();

    await userEvent.click(within(older).getByRole('button', { name: 'Restore this version' }));
    await waitFor(() => expect(store.getState().components.find((c) => c.componentId === 'heading')?.props?.heading).toBe('Page then'));
    expect(store.getState().unsaved).toBe(false);
    expect(posts().at(-1)).toMatchObject({ url: '/changelog/content/restore-page', body: { documentId: 'home--pre-event', originalPageHash: layout.hash } });
    expect((await blockOf('pre-event', 'heading')).props.heading).toBe('Page then');
  });

  it('keeps Restore disabled while the page has unsaved changes', async () => {
    const layout = await layoutOf('pre-event');
    const store = createTestStore(layout.components as EditorBlock[], layout.hash);
    store.getState().dispatch({ type: 'remove', componentId: layout.components[0]!.componentId });
    const list = await showPageHistory(store);
    for (const button of within(list).getAllByRole('button', { name: 'Restore this version' })) expect(button).toHaveProperty('disabled', true);
    expect(within(list).getAllByText('Save or undo your changes to this page first: a restore replaces the page.').length).toBeGreaterThan(0);
  });
});

describe('restoreEffect', () => {
  it('names the blocks that come back, go and change back', () => {
    const b = (componentId: string, heading: string) => ({ componentId, component: 'sectionHeading', props: { heading } });
    expect(restoreEffect([b('a', '1'), b('b', '2'), b('c', '3')], [b('a', '1'), b('b', 'two'), b('d', '4')])).toEqual({ back: ['c'], drop: ['d'], change: ['b'] });
  });
});
