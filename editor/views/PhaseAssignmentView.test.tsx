import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryKeys } from '../../api-client';
import { type AllEnvironmentsAnswer } from '../../api-client/editing';
import { PhaseAssignmentView } from './PhaseAssignmentView';
import { fakeFetch, renderWithProviders, storedBlock, storedLayout } from './view-test-support';

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

afterEach(() => vi.unstubAllGlobals());

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

  it('Save sends every pending change in one call, with the hashes of the layouts it shows, then closes', async () => {
    const { calls, fetchImpl } = fakeFetch((call) => {
      if (call.method === 'PUT' && call.url === '/api/content/phase-assignment/cont/home/intro') {
        return { status: 200, body: { changed: true, layouts: [storedLayout('cont', 'pre-event', [hero, intro, outro]), storedLayout('cont', 'post-event', [hero])] } };
      }
      return undefined;
    });
    vi.stubGlobal('fetch', fetchImpl);
    const onClose = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Add Pre-event' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Post-event' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const writes = calls.filter((c) => c.method === 'PUT');
    expect(writes).toHaveLength(1);
    expect(writes[0]?.body).toEqual({
      sourcePhase: 'live',
      block: { component: 'sectionHeading', parentId: null, slot: null, props: { heading: 'Intro' } },
      targets: [
        { phase: 'pre-event', assign: true, originalPageHash: all.cont[0]?.hash },
        { phase: 'post-event', assign: false, originalPageHash: all.cont[2]?.hash },
      ],
      force: false,
    });
  });

  it('a conflict opens the force-save dialog; confirming sends the same change with force', async () => {
    let tries = 0;
    const { calls, fetchImpl } = fakeFetch((call) => {
      if (call.method !== 'PUT') return undefined;
      tries += 1;
      if (tries === 1) {
        return { status: 409, body: { code: 'translate.base.error.component-settings.conflict', message: 'The content changed since it was read.', details: null } };
      }
      return { status: 200, body: { changed: true, layouts: [storedLayout('cont', 'pre-event', [hero, intro, outro])] } };
    });
    vi.stubGlobal('fetch', fetchImpl);
    const onClose = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Add Pre-event' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Force save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const writes = calls.filter((c) => c.method === 'PUT').map((c) => (c.body as { force: boolean }).force);
    expect(writes).toEqual([false, true]);
  });
});
