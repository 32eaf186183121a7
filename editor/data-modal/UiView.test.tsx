import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient, resetApiClientConfig } from '../../api-client';
import type { EditorBlock } from '../state/types';
import { createTestStore, EditorProviders, startTestApi } from '../test-support/harness';
import { UiView } from './UiView';

let api: Awaited<ReturnType<typeof startTestApi>>;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
afterEach(() => resetApiClientConfig());

const block: EditorBlock = {
  componentId: 'intro',
  component: 'sectionHeading',
  parentId: null,
  slot: null,
  props: { heading: 'Hello', headingLevel: 2 },
  originalHash: 'hash-1',
};
const pageKey = { layoutId: 'home', phase: 'live', environment: 'cont' as const };

function stored(props: Record<string, unknown>, hash: string) {
  const component = { ...block, props, originalHash: hash, schemaVersion: 1, editor: null };
  return { changed: true, layout: { id: 'home--live', page: 'home', phase: 'live', environment: 'cont', hash: `page-${hash}`, revision: 2, components: [component] }, component };
}

function setup() {
  configureApiClient({ baseUrl: api.origin });
  const store = createTestStore([block]);
  render(
    <EditorProviders store={store}>
      <UiView componentId="intro" page={pageKey} />
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

  it("saves with the original hash, is disabled while saving, then says 'Component settings saved successfully'", async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    api.on('PUT', '/content/component/cont/home/live/intro/sectionHeading/', (body, res) => {
      const sent = JSON.parse(body) as { originalHash: string; changes: Record<string, unknown> };
      expect(sent.originalHash).toBe('hash-1');
      release = () => api.json(res, 200, stored(sent.changes, 'hash-2'));
    });
    const store = setup();
    await user.type(screen.getByLabelText('heading'), ' there');
    await user.click(save());
    await waitFor(() => expect(api.seen.some((r) => r.method === 'PUT')).toBe(true));
    expect(save().disabled).toBe(true);
    expect(reset().disabled).toBe(true);
    release();
    expect(await screen.findByText('Component settings saved successfully')).toBeTruthy();
    expect(store.getState().originals.intro?.originalHash).toBe('hash-2');
    expect(store.getState().baseHash).toBe('page-hash-2');
    expect(save().disabled).toBe(true);
  });

  it('shows a conflict inside the editor; the force-save dialog cancels back to Save, or force-saves on confirm', async () => {
    const user = userEvent.setup();
    api.on('PUT', '/content/component/cont/home/live/intro/sectionHeading/', (_body, res, req) => {
      if (req.url?.endsWith('/force')) api.json(res, 200, stored({ heading: 'Hello again', headingLevel: 2 }, 'hash-3'));
      else api.json(res, 409, { code: 'translate.base.error.component-settings.conflict', message: 'The content changed since it was read.', details: { currentHash: 'other' } });
    });
    setup();
    await user.type(screen.getByLabelText('heading'), ' again');
    await user.click(save());
    let dialog = await screen.findByRole('dialog', { name: 'Save over the newer version?' });
    expect(screen.getByRole('alert').textContent).toBe('The content changed since it was read.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(save());
    expect(api.seen.filter((r) => r.method === 'PUT' && r.url.endsWith('/force'))).toHaveLength(0);

    await user.click(save());
    dialog = await screen.findByRole('dialog', { name: 'Save over the newer version?' });
    await user.click(within(dialog).getByRole('button', { name: 'Force save' }));
    expect(await screen.findByText('Component settings saved successfully')).toBeTruthy();
    expect(api.seen.filter((r) => r.method === 'PUT' && r.url.endsWith('/force'))).toHaveLength(1);
  });
});
