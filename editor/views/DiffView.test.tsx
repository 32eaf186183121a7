import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryKeys, type PageDocument } from '../../api-client';
import { realApiPerFile } from '../../test-support/real-api';
import { type AllEnvironmentsAnswer } from '../../api-client/editing';
import { DiffView } from './DiffView';
import type { DataViewProps } from './types';
import { renderWithProviders, storedBlock, storedLayout } from './view-test-support';
import { EditorStoreContext } from '../state/store';
import { createTestStore } from '../test-support/harness';

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

  it('a push first shows what changes in the target and waits for a confirmation; cancel pushes nothing', async () => {
    const older = { ...hero, props: { heading: 'Welcome', headingLevel: 1 }, originalHash: 'older' };
    renderDiff(answer([older], []));
    await userEvent.click(screen.getByRole('button', { name: 'Push to UAT' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Push block hero to UAT?' });
    expect(within(dialog).getByRole('heading', { name: 'What changes in UAT' })).toBeTruthy();
    expect(within(dialog).getByText('Blocks changed (1):')).toBeTruthy();
    expect(within(dialog).getByText('hero: heading')).toBeTruthy();
    expect(within(dialog).queryByLabelText(/^Type prod/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // PROD lacks the block: the summary says it is added, and the push waits for "prod" typed.
    await userEvent.selectOptions(screen.getByLabelText('Compare with'), 'prod');
    await userEvent.click(screen.getByRole('button', { name: 'Push to PROD' }));
    const prod = screen.getByRole('alertdialog', { name: 'Push block hero to PROD?' });
    expect(within(prod).getByText('Blocks added (1): hero')).toBeTruthy();
    const confirm = within(prod).getByRole<HTMLButtonElement>('button', { name: 'Push to PROD' });
    expect(confirm.disabled).toBe(true);
    await userEvent.type(within(prod).getByLabelText('Type prod to push to production'), 'PROD');
    expect(confirm.disabled).toBe(true);
    await userEvent.clear(within(prod).getByLabelText('Type prod to push to production'));
    await userEvent.type(within(prod).getByLabelText('Type prod to push to production'), 'prod');
    expect(confirm.disabled).toBe(false);
  });

  it('refuses to push a block with unsaved edits', async () => {
    const store = createTestStore([{ ...hero, originalHash: hero.originalHash }]);
    act(() => store.getState().editProps('hero', { heading: 'Unsaved words', headingLevel: 1 }));
    const client = createQueryClient();
    client.setQueryData(queryKeys.allEnvironments('home'), answer([]));
    const edited = store.getState().components[0]!;
    renderWithProviders(
      <EditorStoreContext value={store}>
        <DiffView block={edited} page={page} onSaved={vi.fn()} onClose={vi.fn()} />
      </EditorStoreContext>,
      client,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Push to UAT' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Push block hero to UAT?' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'This block has unsaved edits. A push copies the saved block only: save or undo your edits, then push.',
    );
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Push to UAT' }).disabled).toBe(true);
  });

  describe('pushing to the real API', () => {
    // test-support/real-api: server/app.ts on an embedded store; home--live holds the sectionHeading 'heading' in
    // every environment.
    const api = realApiPerFile();
    beforeEach(() => api.signIn('contenteditor'));

    type Stored = AllEnvironmentsAnswer['cont'][number]['components'][number];
    const headingIn = async (env: 'cont' | 'uat'): Promise<Stored> => {
      const layout = (await api.call<PageDocument>('GET', `/content/home--live?env=${env}`, { persona: 'contenteditor' })).body;
      return layout.components.find((c) => c.componentId === 'heading') as Stored;
    };
    /** Another editor saves the uat heading with this text. */
    const saveUat = async (heading: string) => {
      const current = await headingIn('uat');
      const path = `/content/component/uat/home/live/heading/sectionHeading/${Date.now()}/normal`;
      const res = await api.call('PUT', path, { persona: 'siteeditor', body: { originalHash: current.originalHash, changes: { ...current.props, heading }, parentId: null } });
      expect(res.status).toBe(200);
    };
    const pushes = () => api.requests.filter((r) => r.method === 'PUT').map((r) => r.url);
    /** The push's confirmation: it names what changes in UAT (the heading prop); Push to UAT confirms. */
    const confirmPush = async () => {
      const dialog = await screen.findByRole('alertdialog', { name: 'Push block heading to UAT?' });
      expect(within(dialog).getByText('heading: heading')).toBeTruthy();
      expect(pushes()).toHaveLength(0);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Push to UAT' }));
    };

    async function renderAgainstApi() {
      const block = await headingIn('cont');
      await saveUat('Older in UAT');
      api.requests.length = 0;
      renderWithProviders(<DiffView block={block} page={page} onSaved={vi.fn()} onClose={vi.fn()} />, createQueryClient());
      await screen.findByRole('region', { name: 'Changes from UAT (left) to CONT (right)' });
      // Someone changes the uat block after this view read it: the push meets a conflict.
      await saveUat('Changed meanwhile in UAT');
      return block;
    }

    it('on a conflict opens the merge dialog (the push is merged); force retries and the diff then reads identical', async () => {
      const block = await renderAgainstApi();
      const push = screen.getByRole('button', { name: 'Push to UAT' });
      await userEvent.click(push);
      await confirmPush();
      const dialog = await screen.findByRole('dialog', { name: 'Choose which changes to keep' });
      expect(within(dialog).getByRole('group', { name: 'heading · heading' })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
      expect(pushes()).toHaveLength(1);
      expect(pushes()[0]).toMatch(/^\/content\/component\/uat\/home\/live\/heading\/sectionHeading\/\d+\/normal$/);

      await userEvent.click(within(dialog).getByRole('button', { name: 'Force save: keep mine on these fields' }));
      await waitFor(() => expect(screen.getByText('UAT is identical to CONT')).toBeTruthy());
      expect(pushes()[1]).toMatch(/\/uat\/home\/live\/heading\/sectionHeading\/\d+\/force$/);
      expect((await headingIn('uat')).props).toEqual(block.props);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('button', { name: 'Push to UAT' })).toHaveProperty('disabled', true);
    });

    it('cancel (or Escape) closes the dialog without retrying and gives the focus back', async () => {
      await renderAgainstApi();
      const push = screen.getByRole('button', { name: 'Push to UAT' });
      await userEvent.click(push);
      await confirmPush();
      await screen.findByRole('dialog', { name: 'Choose which changes to keep' });
      await act(async () => {
        await userEvent.keyboard('{Escape}');
      });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(push);
      expect(pushes()).toHaveLength(1);
      expect((await headingIn('uat')).props.heading).toBe('Changed meanwhile in UAT');
    });

    it('shows the translated error of any other failure', async () => {
      await renderAgainstApi();
      // The path carries the time of the edit: matched by a pattern.
      api.failNext('PUT', /^\/content\/component\/uat\/home\/live\/heading\//, 400, {
        code: 'translate.base.error.bad-request',
        message: 'Parent faq is not on the page.',
        details: null,
      });
      await userEvent.click(screen.getByRole('button', { name: 'Push to UAT' }));
      await confirmPush();
      expect((await screen.findByRole('alert')).textContent).toBe('Parent faq is not on the page.');
    });
  });
});
