// "No lost work" in the settings editor: another site editor's save (heard on the live channel) never
// remounts the form, moves it to its first category or drops a typed value; a field both changed is resolved in the
// per-field conflict dialog (Before / Theirs / Mine), and force means mine wins on those fields only.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient, invalidateForLiveEvent } from '../../api-client';
import type { StoredSiteSettings } from '../../api-client/editing';
import { createI18n, I18nextProvider, useTranslation } from '../../renderer';
import { realApiPerFile } from '../../test-support/real-api';
import { saveByForce, saveIntoConflict } from '../test-support/merge-dialog';
import { SettingsEditor } from './SettingsEditor';
import { settingsStrings } from './strings';

const doc = () => ({
  eventPhases: [{ id: 'live', label: 'Live', start: '2027-05-18T08:00:00Z' }],
  testingDate: null,
  liveHelpAppId: 'help-1',
  chat: { enableChat: true, placeholderRotationIntervalMs: 3000, chatPlaceholderKeys: [], isChatSearchBarOpenByDefault: false, showAnonymously: true, chatMessageActionRateLimitMs: 1000 },
  features: { enableFavorites: true },
});

const api = realApiPerFile({ settings: { cont: doc(), uat: null, prod: null } });
const stored = async () => (await api.call<StoredSiteSettings>('GET', '/siteeditor?env=cont', { persona: 'siteeditor' })).body;

/** Another site editor saves these top-level settings against the current version. */
async function theirSave(changes: Record<string, unknown>) {
  const current = await stored();
  const res = await api.call('POST', '/siteeditor', { persona: 'siteeditor', body: { environment: 'cont', changes, originalHash: current.hash } });
  expect(res.status).toBe(200);
}

beforeEach(async () => {
  const current = await stored();
  await api.call('POST', '/siteeditor/setting/cont', { persona: 'siteeditor', body: { settings: doc(), originalHash: current.hash, force: true } });
  await api.signIn('siteeditor');
});

function Editor() {
  const { t } = useTranslation(settingsStrings);
  return <SettingsEditor siteEnvironment="cont" t={t} />;
}

let client: QueryClient;
function renderEditor() {
  client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={createI18n({ language: 'en' })}>
      <QueryClientProvider client={client}>
        <Editor />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** What the live channel does when someone saves the settings of cont. */
const heardSave = () => invalidateForLiveEvent(client, { type: 'onSettingsChanged', environment: 'cont' });
const category = (name: string) => within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('button', { name: new RegExp(`^${name}`) });
const outcome = () => document.querySelector('[data-outcome]') as HTMLElement;
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
const rotation = () => screen.getByLabelText('placeholderRotationIntervalMs') as HTMLInputElement;

/** A opens Chat and types into liveHelpAppId; B then saves the same field and another one of Chat. */
async function typedThenTheirSave(user: ReturnType<typeof userEvent.setup>) {
  renderEditor();
  await user.click(await screen.findByRole('button', { name: /^Chat/ }));
  const field = screen.getByLabelText('liveHelpAppId') as HTMLInputElement;
  await user.clear(field);
  await user.type(field, 'help-mine');
  await theirSave({ liveHelpAppId: 'help-theirs', chat: { ...doc().chat, placeholderRotationIntervalMs: 4000 } });
  await heardSave();
  await waitFor(() => expect(rotation().value).toBe('4000'));
  return field;
}

describe('the settings editor follows saves made elsewhere', () => {
  it('keeps the category and the typed value, marks it "Changed elsewhere", and updates untouched fields in place', async () => {
    const user = userEvent.setup();
    await typedThenTheirSave(user);
    expect(category('Chat').getAttribute('aria-current')).toBe('true');
    const field = screen.getByLabelText('liveHelpAppId') as HTMLInputElement;
    expect(field.value).toBe('help-mine');
    expect(description(field)).toContain('Changed elsewhere');
    expect(description(rotation())).not.toContain('Changed elsewhere');
  });

  it('opens the per-field dialog on Save (Before / Theirs / Mine) and saves the choice with their other change kept', async () => {
    const user = userEvent.setup();
    await typedThenTheirSave(user);
    const dialog = await saveIntoConflict(user);
    const group = within(dialog).getByRole('group', { name: 'settings · liveHelpAppId' });
    expect(group.textContent).toContain('Beforehelp-1');
    expect(group.textContent).toContain('Theirshelp-theirs');
    expect(group.textContent).toContain('Minehelp-mine');
    await user.click(within(group).getByRole('radio', { name: 'Keep mine' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    await waitFor(() => expect(outcome().textContent).toBe('Settings saved.'));
    const after = (await stored()).settings as ReturnType<typeof doc>;
    expect(after.liveHelpAppId).toBe('help-mine');
    expect(after.chat.placeholderRotationIntervalMs).toBe(4000);
    expect(screen.queryByText('Changed elsewhere')).toBeNull();
  });

  it('force: mine wins on the conflicting field, their change to another field stays', async () => {
    const user = userEvent.setup();
    await typedThenTheirSave(user);
    await saveByForce(user);
    await waitFor(() => expect(outcome().textContent).toBe('Settings saved.'));
    const after = (await stored()).settings as ReturnType<typeof doc>;
    expect(after.liveHelpAppId).toBe('help-mine');
    expect(after.chat.placeholderRotationIntervalMs).toBe(4000);
  });
});
