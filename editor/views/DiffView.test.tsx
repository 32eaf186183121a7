import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryKeys } from '../../api-client';
import { type AllEnvironmentsAnswer } from '../../api-client/editing';
import { DiffView } from './DiffView';
import type { DataViewProps } from './types';
import { fakeFetch, renderWithProviders, storedBlock, storedLayout } from './view-test-support';

const hero = storedBlock('hero', { heading: 'Welcome to Nimbus', headingLevel: 1 });
const page = { layoutId: 'home', phase: 'live', environment: 'cont' as const };

function answer(uat: ReturnType<typeof storedBlock>[], prod: ReturnType<typeof storedBlock>[] = [hero]): AllEnvironmentsAnswer {
  return {
    cont: [storedLayout('cont', 'live', [hero])],
    uat: [storedLayout('uat', 'live', uat), storedLayout('uat', 'pre-event', [hero])],
    prod: [storedLayout('prod', 'live', prod)],
  };
}

function renderDiff(all: AllEnvironmentsAnswer, props: Partial<DataViewProps> = {}) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.allEnvironments('home'), all);
  return renderWithProviders(<DiffView block={hero} page={page} onSaved={vi.fn()} onClose={vi.fn()} {...props} />, client);
}

afterEach(() => vi.unstubAllGlobals());

describe('DiffView', () => {
  it('compares with the next environment (cont -> uat) and says when it lacks the block; push is offered', () => {
    renderDiff(answer([]));
    expect(screen.getByLabelText('Compare with')).toHaveProperty('value', 'uat');
    expect(screen.getByText('UAT does not contain this component')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Push to UAT' })).toHaveProperty('disabled', false);
  });

  it('says when the target is identical, and then push is disabled', () => {
    renderDiff(answer([hero]));
    expect(screen.getByText('UAT is identical to CONT')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Push to UAT' })).toHaveProperty('disabled', true);
  });

  it('shows the jsondiffpatch diff when they differ, and follows the chosen environment', async () => {
    const older = { ...hero, props: { heading: 'Welcome', headingLevel: 1 }, originalHash: 'older' };
    renderDiff(answer([older], [hero]));
    const diff = screen.getByRole('region', { name: 'Changes from UAT (left) to CONT (right)' });
    expect(diff.querySelector('.jsondiffpatch-modified')).not.toBeNull();
    expect(diff.textContent).toContain('Welcome to Nimbus');
    expect(screen.getByRole('button', { name: 'Push to UAT' })).toHaveProperty('disabled', false);

    await userEvent.selectOptions(screen.getByLabelText('Compare with'), 'prod');
    expect(screen.getByText('PROD is identical to CONT')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Push to PROD' })).toHaveProperty('disabled', true);
  });

  it('on a conflict opens the force-save dialog; confirm retries with force and the diff then reads identical', async () => {
    const older = { ...hero, props: { heading: 'Welcome', headingLevel: 1 }, originalHash: 'older' };
    let pushed = false;
    const { calls, fetchImpl } = fakeFetch((call) => {
      if (call.method === 'PUT' && call.url.endsWith('/normal')) {
        return { status: 409, body: { code: 'translate.base.error.component-settings.conflict', message: 'The content changed since it was read.', details: { currentHash: 'moved' } } };
      }
      if (call.method === 'PUT' && call.url.endsWith('/force')) {
        pushed = true;
        const layout = storedLayout('uat', 'live', [hero]);
        return { status: 200, body: { changed: true, layout, component: hero } };
      }
      if (call.method === 'GET' && call.url.startsWith('/api/content/all/home')) return { status: 200, body: answer(pushed ? [hero] : [older]) };
      return undefined;
    });
    vi.stubGlobal('fetch', fetchImpl);
    renderDiff(answer([older]));

    const push = screen.getByRole('button', { name: 'Push to UAT' });
    await userEvent.click(push);
    const dialog = await screen.findByRole('dialog', { name: 'Save over the newer version?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);

    const first = calls.find((c) => c.method === 'PUT');
    expect(first?.url).toMatch(/^\/api\/content\/component\/uat\/home\/live\/hero\/sectionHeading\/\d+\/normal$/);
    expect(first?.body).toEqual({ originalHash: 'older', changes: hero.props, parentId: null, slot: null });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Force save' }));
    await waitFor(() => expect(screen.getByText('UAT is identical to CONT')).toBeTruthy());
    const retry = calls.filter((c) => c.method === 'PUT')[1];
    expect(retry?.url).toMatch(/\/uat\/home\/live\/hero\/sectionHeading\/\d+\/force$/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Push to UAT' })).toHaveProperty('disabled', true);
  });

  it('cancel (or Escape) closes the dialog without retrying and gives the focus back', async () => {
    const older = { ...hero, props: { heading: 'Welcome' }, originalHash: 'older' };
    const { calls, fetchImpl } = fakeFetch((call) =>
      call.method === 'PUT'
        ? { status: 409, body: { code: 'translate.base.error.component-settings.conflict', message: 'The content changed since it was read.', details: null } }
        : undefined,
    );
    vi.stubGlobal('fetch', fetchImpl);
    renderDiff(answer([older]));
    const push = screen.getByRole('button', { name: 'Push to UAT' });
    await userEvent.click(push);
    await screen.findByRole('dialog', { name: 'Save over the newer version?' });
    await act(async () => {
      await userEvent.keyboard('{Escape}');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(push);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('shows the translated error of any other failure', async () => {
    const { fetchImpl } = fakeFetch((call) =>
      call.method === 'PUT' ? { status: 400, body: { code: 'translate.base.error.bad-request', message: 'Parent faq is not on the page.', details: null } } : undefined,
    );
    vi.stubGlobal('fetch', fetchImpl);
    renderDiff(answer([]));
    await userEvent.click(screen.getByRole('button', { name: 'Push to UAT' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Parent faq is not on the page.');
  });
});
