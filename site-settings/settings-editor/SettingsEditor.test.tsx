import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api-client';
import type { StoredSiteSettings } from '../../api-client/editing';
import { createI18n, I18nextProvider, useTranslation } from '../../renderer';
import { SettingsEditor } from './SettingsEditor';
import { settingsStrings } from './strings';
import { realApiPerFile } from '../../test-support/real-api';

/** The settings the tests edit: phases, a chat block, menus, features and an override. */
const testSettingsDoc = () => ({
  eventPhases: [
    { id: 'pre-event', label: 'Pre-event', start: '2026-09-01T00:00:00Z' },
    { id: 'live', label: 'Live', start: '2027-05-18T08:00:00Z' },
  ],
  testingDate: null,
  pwaInstallPhases: ['live'],
  liveHelpAppId: 'help-1',
  chat: { enableChat: true, placeholderRotationIntervalMs: 3000, chatPlaceholderKeys: [], isChatSearchBarOpenByDefault: false, showAnonymously: true, chatMessageActionRateLimitMs: 1000 },
  menus: { anonymousNavigation: [{ name: 'Sessions', href: '/sessions' }, { name: 'Speakers', href: '/speakers' }] },
  features: { enableFavorites: true },
  scopedFeatureOverrides: [{ featureFlagName: 'showMeetings', permissions: ['meetings'] }],
});

// The real API (server/app.ts on an embedded store), with these settings in cont and uat and none in prod.
const api = realApiPerFile({ settings: { cont: testSettingsDoc(), uat: { ...testSettingsDoc(), liveHelpAppId: 'help-uat' }, prod: null } });

/** One environment's stored settings, read as another site editor would. */
const stored = async (env: string) => (await api.call<StoredSiteSettings>('GET', `/siteeditor?env=${env}`, { persona: 'siteeditor' })).body;

beforeEach(async () => {
  // Every test starts from the same cont document (a forced write of it, as another site editor).
  const current = await stored('cont');
  await api.call('POST', '/siteeditor/setting/cont', { persona: 'siteeditor', body: { settings: testSettingsDoc(), originalHash: current.hash, force: true } });
  await api.signIn('siteeditor');
  api.requests.length = 0;
});

function Editor() {
  const { t } = useTranslation(settingsStrings);
  return <SettingsEditor siteEnvironment="cont" t={t} />;
}

function renderEditor() {
  const i18n = createI18n({ language: 'en' });
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Editor />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const category = (name: string) => within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('button', { name: new RegExp(`^${name}`) });
const outcome = () => document.querySelector('[data-outcome]') as HTMLElement;
const posts = () => api.requests.filter((r) => r.method === 'POST');

describe('the settings editor', () => {
  it('generates a field per setting, grouped by top and sub category, with a widget per type', async () => {
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole('heading', { name: 'Phases', level: 3 });
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    for (const top of ['Phases', 'Meetings', 'Navigation', 'Banners', 'Chat', 'Maps', 'Features']) expect(within(nav).getByRole('button', { name: top })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Event phases', level: 4 })).toBeTruthy();
    // Phase lists are check boxes of the draft's phases; the testing date is a date-time input.
    const install = screen.getByRole('group', { name: 'pwaInstallPhases' });
    expect((within(install).getByRole('checkbox', { name: 'Live (live)' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('testingDate').getAttribute('type')).toBe('datetime-local');
    expect(screen.getByLabelText('testingTimezone').tagName).toBe('SELECT');

    await user.click(category('Chat'));
    expect((screen.getByLabelText('liveHelpAppId') as HTMLInputElement).value).toBe('help-1');
    expect(screen.getByRole('switch', { name: 'enableChat' })).toBeTruthy();
    // A list of plain values: one field per value, with add, move and remove.
    const keys = screen.getByRole('group', { name: 'chatPlaceholderKeys' });
    expect(within(keys).getByRole('button', { name: 'Add to chatPlaceholderKeys' })).toBeTruthy();

    await user.click(category('Navigation'));
    const menus = screen.getByRole('group', { name: 'menus' });
    expect(within(menus).getByText('Sessions')).toBeTruthy();
    const sessions = within(menus).getByRole('group', { name: 'Actions for Sessions' });
    expect((within(sessions).getByRole('button', { name: 'Move up' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(sessions).getByRole('button', { name: 'Move down' }));
    const items = within(menus).getAllByRole('listitem').map((li) => li.querySelector('summary')?.textContent);
    expect(items.slice(0, 2)).toEqual(['Speakers', 'Sessions']);

    await user.click(category('Features'));
    expect(screen.getByRole('switch', { name: 'enableFavorites' })).toBeTruthy();
    const override = screen.getByRole('group', { name: 'scopedFeatureOverrides' });
    // featureFlagName is a choice among the flags `features` declares; permissions are scope check boxes.
    const flag = within(override).getByLabelText('featureFlagName') as HTMLSelectElement;
    expect(flag.selectedOptions[0]?.textContent).toBe('showMeetings');
    expect(within(flag).getAllByRole('option').length).toBeGreaterThan(30);
    expect((within(override).getByRole('checkbox', { name: 'meetings' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the validator message next to an invalid field and blocks saving with outcome invalid', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: /^Chat/ }));
    const baseUrl = screen.getByLabelText('baseUrl');
    await user.type(baseUrl, 'not a url');
    expect(baseUrl.getAttribute('aria-invalid')).toBe('true');
    const errorId = (baseUrl.getAttribute('aria-describedby') ?? '').split(' ')[0] as string;
    expect(document.getElementById(errorId)?.textContent).toBe('chat/baseUrl must match pattern "^https?://"');
    expect(category('Chat').textContent).toContain('1 invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(outcome().textContent).toBe('Some fields are not valid: fix them before saving.');
    expect(outcome().dataset.outcome).toBe('invalid');
    expect(document.activeElement).toBe(baseUrl);
    expect(posts()).toEqual([]);
    // Changing a field resets the outcome to none.
    await user.clear(baseUrl);
    expect(outcome().dataset.outcome).toBe('none');
    expect(outcome().textContent).toBe('');
  });

  it('answers no-change without a request when nothing changed', async () => {
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole('heading', { name: 'Phases', level: 3 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(outcome().textContent).toBe('There are no changes to save.');
    expect(posts()).toEqual([]);
  });

  it('saves only the changed settings with the hash they were read with, then shows saved', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: /^Chat/ }));
    const field = screen.getByLabelText('liveHelpAppId');
    await user.clear(field);
    await user.type(field, 'help-2');
    const read = await stored('cont');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(outcome().textContent).toBe('Settings saved.'));
    expect(posts()[0]?.body).toEqual({ environment: 'cont', changes: { liveHelpAppId: 'help-2' }, originalHash: read.hash });
    expect((await stored('cont')).settings.liveHelpAppId).toBe('help-2');
  });

  it('shows outcome error when the save fails (another site editor saved since it was read)', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: /^Chat/ }));
    const current = await stored('cont');
    await api.call('POST', '/siteeditor', { persona: 'siteeditor', body: { environment: 'cont', changes: { liveHelpAppId: 'help-other' }, originalHash: current.hash } });
    await user.type(screen.getByLabelText('liveHelpAppId'), '-x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(outcome().dataset.outcome).toBe('error'));
    expect(outcome().textContent).toContain(settingsStrings['translate.site-settings.outcome.error']);
    expect((await stored('cont')).settings.liveHelpAppId).toBe('help-other');
  });
});

describe('the environment compare', () => {
  it('shows cont, uat and prod side by side and copies one setting to another environment', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Compare environments' }));
    const row = (await screen.findByRole('rowheader', { name: 'liveHelpAppId' })).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(0, 3)).toEqual(['help-1', 'help-uat', 'This environment has no settings document.']);
    await user.selectOptions(screen.getByLabelText('Copy from'), 'uat');
    await user.selectOptions(screen.getByLabelText('Copy to'), 'cont');
    const read = await stored('cont');
    await user.click(within(row).getByRole('button', { name: 'Copy liveHelpAppId from uat to cont' }));
    await waitFor(async () => expect((await stored('cont')).settings.liveHelpAppId).toBe('help-uat'));
    const write = posts().find((r) => r.url === '/siteeditor/setting/cont');
    expect((write?.body as { originalHash?: string }).originalHash).toBe(read.hash);
  });

  it("says 'Error updating setting in {env} environment' when the copy fails", async () => {
    const user = userEvent.setup();
    api.failNext('POST', '/siteeditor/setting/prod', 500, { code: 'translate.base.error.internal-server-error', message: 'x', details: null });
    renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Compare environments' }));
    const row = (await screen.findByRole('rowheader', { name: 'liveHelpAppId' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Copy liveHelpAppId from uat to prod' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error updating setting in prod environment');
  });

  it("says 'Error fetching settings from all environments' when they cannot be read", async () => {
    const user = userEvent.setup();
    api.failNext('GET', '/siteeditor/all', 500, { code: 'translate.base.error.internal-server-error', message: 'x', details: null });
    renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Compare environments' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error fetching settings from all environments');
  });
});
