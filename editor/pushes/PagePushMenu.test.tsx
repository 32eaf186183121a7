// The page pushes against the real API (test-support/real-api: server/app.ts on an embedded store seeded with the
// server tests' fixture plus two languages and a translated heading): every push shows what changes in its target
// and waits for a confirmation, is refused while the page has unsaved edits, needs "prod" typed for prod, and push
// to next phase merges into the next phase unless the editor chooses replace.
import { act, screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PageDocument } from '../../api-client';
import { blockSchemas } from '../../schemas/validators';
import { FIXTURE_PHASES, homePages } from '../../test-support/home-pages';
import { realApiPerFile } from '../../test-support/real-api';
import type { EditorBlock } from '../state/types';
import { createTestStore, EditorProviders } from '../test-support/harness';
import { PagePushMenu } from './PagePushMenu';

const settings = {
  eventPhases: FIXTURE_PHASES,
  testingDate: null,
  allowLogOn: true,
  languages: [
    { language: 'en', langLocale: 'en-US' },
    { language: 'de', langLocale: 'de-DE' },
  ],
};
const example = (blockSchemas.sectionHeading.examples as Record<string, unknown>[])[0]!;
// Every environment and phase of home holds 'heading' (showing a translated text) and 'note'.
const pages = homePages(() => [
  { componentId: 'heading', component: 'sectionHeading', parentId: null, slot: null, props: { ...example, heading: 'translate.base.welcome' } },
  { componentId: 'note', component: 'sectionHeading', parentId: null, slot: null, props: { ...example } },
]);
// The translations are the fixture's: the English text differs per environment; the German one is the same everywhere.
const api = realApiPerFile({ settings: { cont: settings, uat: settings, prod: settings }, pages });
beforeEach(() => api.signIn('contenteditor'));

type Env = 'cont' | 'uat' | 'prod';
const stored = async (env: Env, phase = 'live') =>
  (await api.call<PageDocument>('GET', `/content/home--${phase}?env=${env}`, { persona: 'contenteditor' })).body;
const ids = (layout: { components: readonly { componentId: string }[] }) => layout.components.map((c) => c.componentId);

/** Another editor saves a page layout (as read, with changes). */
async function savePage(env: Env, phase: string, change: (components: PageDocument['components']) => readonly object[]) {
  const read = await stored(env, phase);
  const res = await api.call('PUT', '/content/home', {
    persona: 'siteeditor',
    body: { environment: env, phase, components: change(read.components), originalPageHash: read.hash },
  });
  expect(res.status).toBe(200);
}

async function renderMenu() {
  const read = await stored('cont');
  const store = createTestStore(read.components as EditorBlock[], read.hash);
  render(
    <EditorProviders store={store}>
      <PagePushMenu page={{ layoutId: 'home', phase: 'live', environment: 'cont' }} layout={read} />
    </EditorProviders>,
  );
  await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Push to next phase' }).disabled).toBe(false));
  return { store };
}

const menuButton = (name: string) => within(screen.getByRole('region', { name: 'Push this page' })).getByRole('button', { name });

describe('page pushes', () => {
  it('is a labelled section: one group per kind of push, and the state of each target environment', async () => {
    // Fresh fixture: every environment holds the same live layout, then UAT gets one block of its own.
    await savePage('uat', 'live', (c) => [
      ...c,
      { componentId: 'uat-first', component: 'sectionHeading', parentId: null, slot: null, props: { heading: 'Only in UAT' }, originalHash: null },
    ]);
    await renderMenu();
    const region = screen.getByRole('region', { name: 'Push this page' });
    expect(within(region).getByText('Copies the saved live content of this page from CONT. Unsaved edits stay here until you save them.')).toBeTruthy();
    const toEnvironment = within(region).getByRole('group', { name: 'To another environment' });
    expect(within(toEnvironment).getByLabelText('Target environment')).toBeTruthy();
    expect(within(toEnvironment).getByRole('button', { name: 'Push All Content' })).toBeTruthy();
    expect(within(toEnvironment).getByRole('button', { name: 'Push Content with Updated Translations' })).toBeTruthy();
    const states = within(toEnvironment).getByRole('list', { name: 'Environments compared with CONT' });
    await waitFor(() => expect(within(states).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['UAT: 1 block differs', 'PROD: same as CONT']));
    const toNextPhase = within(region).getByRole('group', { name: 'To the next phase' });
    expect(within(toNextPhase).getByRole('button', { name: 'Push to next phase' })).toBeTruthy();
    // The tests below start from the same layout everywhere.
    await savePage('uat', 'live', (c) => c.filter((b) => b.componentId !== 'uat-first'));
  });

  it('Push All Content shows the blocks added, removed and changed in UAT, and pushes only once confirmed', async () => {
    const user = userEvent.setup();
    await savePage('cont', 'live', (c) => [
      ...c.map((b) => (b.componentId === 'note' ? { ...b, props: { ...b.props, subheading: 'New words' } } : b)),
      { componentId: 'added', component: 'sectionHeading', parentId: null, slot: null, props: { heading: 'Added' }, originalHash: null },
    ]);
    await savePage('uat', 'live', (c) => [
      ...c,
      { componentId: 'uat-only', component: 'sectionHeading', parentId: null, slot: null, props: { heading: 'Only in UAT' }, originalHash: null },
    ]);
    await renderMenu();
    await user.click(menuButton('Push All Content'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Push this page to UAT?' });
    expect(within(dialog).getByRole('heading', { name: 'What changes in UAT' })).toBeTruthy();
    expect(within(dialog).getByText('Blocks added (1): added')).toBeTruthy();
    expect(within(dialog).getByText('Blocks removed (1): uat-only')).toBeTruthy();
    expect(within(dialog).getByText('note: subheading')).toBeTruthy();
    expect(within(dialog).getByText('Blocks unchanged: 1')).toBeTruthy();
    // No translations in this push.
    expect(within(dialog).queryByRole('heading', { name: 'Translations' })).toBeNull();
    expect(ids(await stored('uat'))).toContain('uat-only');

    await user.click(within(dialog).getByRole('button', { name: 'Push to UAT' }));
    await waitFor(async () => expect(ids(await stored('uat'))).toEqual(ids(await stored('cont'))));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('with translations: the texts added and changed per language; cancel pushes nothing', async () => {
    const user = userEvent.setup();
    await renderMenu();
    const before = await stored('uat');
    await user.click(menuButton('Push Content with Updated Translations'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Push this page to UAT?' });
    expect(within(dialog).getByRole('heading', { name: 'Translations' })).toBeTruthy();
    // English reads "Welcome (cont)" here and "Welcome (uat)" there; German is the same in both.
    expect(within(dialog).getByText(/^en-US: 0 added, 1 changed/)).toBeTruthy();
    expect(within(dialog).getByText('Texts: translate.base.welcome')).toBeTruthy();
    expect(within(dialog).getByText('de-DE: 0 added, 0 changed')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((await stored('uat')).hash).toBe(before.hash);
  });

  it('refuses while the page has unsaved edits, and a push to prod waits for "prod" typed', async () => {
    const user = userEvent.setup();
    const { store } = await renderMenu();
    act(() => store.getState().insert({ component: 'sectionHeading', componentId: 'draft', props: {}, afterId: null }));
    await user.click(menuButton('Push All Content'));
    const refused = await screen.findByRole('alertdialog', { name: 'Push this page to UAT?' });
    expect(within(refused).getByRole('alert').textContent).toBe(
      'This page has unsaved edits. A push copies the saved content only: save or undo your edits, then push.',
    );
    expect(within(refused).getByRole<HTMLButtonElement>('button', { name: 'Push to UAT' }).disabled).toBe(true);
    await user.click(within(refused).getByRole('button', { name: 'Cancel' }));
    act(() => store.getState().undo());

    await user.selectOptions(screen.getByLabelText('Target environment'), 'prod');
    await user.click(menuButton('Push All Content'));
    const prod = await screen.findByRole('alertdialog', { name: 'Push this page to PROD?' });
    const push = within(prod).getByRole<HTMLButtonElement>('button', { name: 'Push to PROD' });
    expect(push.disabled).toBe(true);
    await user.type(within(prod).getByLabelText('Type prod to push to production'), 'prod');
    expect(push.disabled).toBe(false);
    await user.click(push);
    await waitFor(async () => expect(ids(await stored('prod'))).toEqual(ids(await stored('cont'))));
  });

  it('push to next phase merges into the next phase (its other blocks stay) unless the editor chooses replace', async () => {
    const user = userEvent.setup();
    await savePage('cont', 'post-event', (c) => [
      { componentId: 'post-only', component: 'sectionHeading', parentId: null, slot: null, props: { heading: 'Post only' }, originalHash: null },
      ...c,
    ]);
    await renderMenu();
    await user.click(menuButton('Push to next phase'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Push this page to the post-event phase?' });
    const merge = within(dialog).getByRole<HTMLInputElement>('radio', { name: /^Merge/ });
    expect(merge.checked).toBe(true);
    expect(within(dialog).queryByText(/^Blocks removed/)).toBeNull();
    expect(within(dialog).getByText('Blocks added (1): added')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: /^Replace/ }));
    expect(within(dialog).getByText('Blocks removed (1): post-only')).toBeTruthy();
    await user.click(merge);
    expect(within(dialog).queryByText(/^Blocks removed/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Push to next phase' }));
    await waitFor(async () => expect(ids(await stored('cont', 'post-event'))).toEqual(['post-only', ...ids(await stored('cont'))]));
  });
});
