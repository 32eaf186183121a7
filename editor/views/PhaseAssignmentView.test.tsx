import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryKeys } from '../../api-client';
import { type AllEnvironmentsAnswer } from '../../api-client/editing';
import { PhaseAssignmentView } from './PhaseAssignmentView';
import { realApiPerFile } from '../../test-support/real-api';
import { renderWithProviders, storedBlock, storedLayout } from './view-test-support';

const hero = storedBlock('hero', { heading: 'Hero' });
const intro = storedBlock('intro', { heading: 'Intro' });
const outro = storedBlock('outro', { heading: 'Outro' });
const page = { layoutId: 'home', phase: 'live', environment: 'cont' as const };
const phases = [
  { id: 'pre-event', label: 'Pre-event', start: '2026-09-01T00:00:00Z' },
  { id: 'live', label: 'Live', start: '2027-05-18T08:00:00Z' },
  { id: 'post-event', label: 'Post-event', start: '2027-05-21T00:00:00Z' },
];
const all: AllEnvironmentsAnswer = {
  cont: [
    storedLayout('cont', 'pre-event', [hero, outro]),
    storedLayout('cont', 'live', [hero, intro, outro]),
    storedLayout('cont', 'post-event', [hero, intro]),
  ],
  uat: [],
  prod: [],
};

function renderView(onClose = vi.fn()) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.settings('cont'), { data: { eventPhases: phases }, fromStaticFallback: false });
  client.setQueryData(queryKeys.allEnvironments('home'), all);
  renderWithProviders(<PhaseAssignmentView block={intro} page={page} onSaved={vi.fn()} onClose={onClose} />, client);
  return onClose;
}

const row = (label: string) => screen.getByRole('row', { name: new RegExp(`^${label}`) });


describe('PhaseAssignmentView', () => {
  it('shows each phase as assigned or not', () => {
    renderView();
    expect(row('Pre-event').textContent).toContain('Not assigned');
    expect(row('Live').textContent).toContain('Assigned');
    expect(row('Post-event').textContent).toContain('Assigned');
    expect(screen.getByRole('button', { name: 'Add Pre-event' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Post-event' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('Add and Remove toggle a pending change', async () => {
    renderView();
    const add = screen.getByRole('button', { name: 'Add Pre-event' });
    await userEvent.click(add);
    expect(row('Pre-event').textContent).toContain('Will be added');
    expect(add.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    await userEvent.click(add);
    expect(row('Pre-event').textContent).toContain('Not assigned');
    expect(add.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Post-event' }));
    expect(row('Post-event').textContent).toContain('Will be removed');
  });

  describe('saving to the real API', () => {
    // test-support/real-api: server/app.ts on an embedded store; home holds the sectionHeading 'note' in every phase.
    const api = realApiPerFile();
    beforeEach(async () => {
      await api.signIn('contenteditor');
      api.requests.length = 0;
    });

    const readAll = async () => (await api.call<AllEnvironmentsAnswer>('GET', '/content/all/home', { persona: 'contenteditor' })).body;
    const holdsNote = (all: AllEnvironmentsAnswer, phase: string) =>
      all.cont.find((l) => l.phase === phase)?.components.some((c) => c.componentId === 'note') ?? false;

    async function renderNote(onClose = vi.fn()) {
      const all = await readAll();
      const note = all.cont.find((l) => l.phase === 'live')!.components.find((c) => c.componentId === 'note')!;
      renderWithProviders(<PhaseAssignmentView block={note} page={page} onSaved={vi.fn()} onClose={onClose} />, createQueryClient());
      await screen.findByRole('button', { name: 'Save' });
      return { all, note, onClose };
    }

    it('Save sends every pending change in one call, with the hashes of the layouts it shows, then closes', async () => {
      const { all, note, onClose } = await renderNote();
      await userEvent.click(screen.getByRole('button', { name: 'Remove Pre-event' }));
      await userEvent.click(screen.getByRole('button', { name: 'Remove Post-event' }));
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      const writes = api.requests.filter((r) => r.method === 'PUT');
      expect(writes.map((w) => w.url)).toEqual(['/content/phase-assignment/cont/home/note']);
      expect(writes[0]?.body).toEqual({
        sourcePhase: 'live',
        block: { component: 'sectionHeading', parentId: null, slot: null, props: note.props },
        targets: [
          { phase: 'pre-event', assign: false, originalPageHash: all.cont.find((l) => l.phase === 'pre-event')?.hash },
          { phase: 'post-event', assign: false, originalPageHash: all.cont.find((l) => l.phase === 'post-event')?.hash },
        ],
        force: false,
      });
      const after = await readAll();
      expect([holdsNote(after, 'pre-event'), holdsNote(after, 'live'), holdsNote(after, 'post-event')]).toEqual([false, true, false]);
    });

    it('a phase changed since it was read is merged: the block lands, the other editor’s change stays, no dialog', async () => {
      const { onClose } = await renderNote();
      await userEvent.click(screen.getByRole('button', { name: 'Add Pre-event' }));
      // Another editor saves the pre-event layout after this view read it.
      const pre = (await readAll()).cont.find((l) => l.phase === 'pre-event')!;
      const moved = await api.call('PUT', '/content/home', {
        persona: 'siteeditor',
        body: {
          environment: 'cont',
          phase: 'pre-event',
          components: pre.components.map((c) => (c.componentId === 'heading' ? { ...c, props: { ...c.props, heading: 'Changed meanwhile' } } : c)),
          originalPageHash: pre.hash,
        },
      });
      expect(moved.status).toBe(200);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(screen.queryByRole('dialog')).toBeNull();
      const writes = api.requests.filter((r) => r.method === 'PUT').map((r) => (r.body as { force: boolean }).force);
      expect(writes).toEqual([false]);
      const after = (await readAll()).cont.find((l) => l.phase === 'pre-event')!;
      expect(after.components.find((c) => c.componentId === 'heading')?.props.heading).toBe('Changed meanwhile');
      expect(holdsNote(await readAll(), 'pre-event')).toBe(true);
    });
  });
});
