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

  it('Save inserts at the same position, removes, saves the page of each phase, then closes', async () => {
    const { calls, fetchImpl } = fakeFetch((call) => {
      if (call.method === 'GET' && call.url.startsWith('/api/content/all/home')) return { status: 200, body: all };
      if (call.method === 'PUT' && call.url === '/api/content/home') return { status: 200, body: { changed: true, layout: storedLayout('cont', 'x', []) } };
      return undefined;
    });
    vi.stubGlobal('fetch', fetchImpl);
    const onClose = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Add Pre-event' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Post-event' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const saves = calls.filter((c) => c.method === 'PUT').map((c) => c.body as { phase: string; components: { componentId: string; originalHash: string | null }[]; originalPageHash: string });
    expect(saves.map((s) => s.phase)).toEqual(['pre-event', 'post-event']);
    expect(saves[0]?.components.map((c) => c.componentId)).toEqual(['hero', 'intro', 'outro']);
    expect(saves[0]?.components[1]?.originalHash).toBeNull();
    expect(saves[0]?.components[0]?.originalHash).toBe(hero.originalHash);
    expect(saves[0]?.originalPageHash).toBe(all.cont[0]?.hash);
    expect(saves[1]?.components.map((c) => c.componentId)).toEqual(['hero']);
  });
});
