// The attendee type changer in the real shell against the real API (test-support/real-api) (docs/behaviour/settings.md; docs/behaviour/README.md
// section 4 "Attendee type change"): after a successful change or reset the original type is remembered locally,
// the query cache is cleared and the page reloads; a restore button shows while the type differs.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession, queryKeys, signIn, type Persona } from '../../api-client';
import type { StoredSiteSettings } from '../../api-client/editing';
import { storage, useTranslation } from '../../renderer';
import { realApiPerFile } from '../../test-support/real-api';
import { renderSite, siteToolsSeed, siteToolsSettings } from '../test-support/site-under-test';
import { AttendeeTypeChanger, ORIGINAL_TYPE_KEY } from './AttendeeTypeChanger';
import { SettingsTools } from './SettingsTools';
import { settingsStrings } from './strings';
import { resetSiteBetweenTests } from '../../test-support/site-test-hooks';

const api = realApiPerFile(siteToolsSeed);
resetSiteBetweenTests(api, () => storage.remove(ORIGINAL_TYPE_KEY));

/** Switches the changer's feature flag in the stored settings, as another site editor would. */
async function setChangerFlag(enabled: boolean): Promise<void> {
  const current = (await api.call<StoredSiteSettings>('GET', '/siteeditor?env=cont', { persona: 'siteeditor' })).body;
  const changes = { features: siteToolsSettings({ enableAdminAttendeeTypeChanger: enabled }).features };
  await api.call('POST', '/siteeditor', { persona: 'siteeditor', body: { environment: 'cont', changes, originalHash: current.hash } });
}
const refused = { code: 'translate.base.error.internal-server-error', message: 'Broken.', details: null };

/**
 * A page load of the site with the changer in the tools slot. jsdom cannot reload a document, so the test plays
 * the reload: `reload` only counts, and the test then unmounts and loads the site again (fresh memory, same storage).
 */
function loadSite() {
  const load = { reloads: 0, settingsCachedAtReload: null as boolean | null };
  function Changer() {
    const { t } = useTranslation(settingsStrings);
    return (
      <AttendeeTypeChanger
        t={t}
        reload={() => {
          load.settingsCachedAtReload = site.client.getQueryCache().find({ queryKey: queryKeys.settings('cont') }) !== undefined;
          load.reloads++;
        }}
      />
    );
  }
  const site = renderSite('/en/home', { SiteTools: Changer });
  return Object.assign(load, { unmount: site.unmount });
}

const changer = () => screen.findByRole('group', { name: 'View as attendee type' });
const posts = () => api.requests.filter((r) => r.method === 'POST' && r.url.startsWith('/siteeditor/')).map((r) => `/api${r.url}`);

describe('the attendee type changer', () => {
  it('views the site as an exhibitor, then restores the signed-in type, reloading after each', async () => {
    const user = userEvent.setup();
    await signIn('siteeditor');
    let site = loadSite();
    const group = await changer();
    expect(within(group).queryByRole('button', { name: /^Restore attendee type/ })).toBeNull();
    expect(within(group).queryByText(/^Viewing as/)).toBeNull();
    const options = within(group).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Staff', 'Attendee', 'In-person attendee', 'Exhibitor']);
    // The select shows the viewer's real type: a site editor is Staff, not "Attendee".
    const select = within(group).getByLabelText('View as attendee type') as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Staff');
    expect((within(group).getByRole('button', { name: 'Change attendee type' }) as HTMLButtonElement).disabled).toBe(true);

    await user.selectOptions(within(group).getByLabelText('View as attendee type'), 'Exhibitor');
    await user.click(within(group).getByRole('button', { name: 'Change attendee type' }));
    await waitFor(() => expect(site.reloads).toBe(1));
    expect(posts()).toEqual(['/api/siteeditor/change-attendee-type/exhibitor']);
    expect(storage.get<string | null>(ORIGINAL_TYPE_KEY, null)).toBe('staff');
    expect(site.settingsCachedAtReload).toBe(false);
    // The new token speaks for an exhibitor and keeps the editor scopes, so the tools stay reachable.
    expect(getSession().scopes).toEqual(expect.arrayContaining(['expertconnect', 'siteeditor']));

    site.unmount();
    site = loadSite();
    const viewing = await changer();
    expect(within(viewing).getByText('Viewing as Exhibitor')).toBeTruthy();
    expect((within(viewing).getByLabelText('View as attendee type') as HTMLSelectElement).value).toBe('exhibitor');
    await user.selectOptions(within(viewing).getByLabelText('View as attendee type'), 'Exhibitor');
    expect((within(viewing).getByRole('button', { name: 'Change attendee type' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(viewing).getByRole('button', { name: 'Restore attendee type (Staff)' }));
    await waitFor(() => expect(site.reloads).toBe(1));
    expect(posts()).toEqual(['/api/siteeditor/change-attendee-type/exhibitor', '/api/siteeditor/reset-attendee-type']);
    expect(storage.get<string | null>(ORIGINAL_TYPE_KEY, null)).toBeNull();
    expect(getSession().scopes).not.toContain('expertconnect');

    site.unmount();
    loadSite();
    const restored = await changer();
    expect(within(restored).queryByRole('button', { name: /^Restore attendee type/ })).toBeNull();
    expect(within(restored).queryByText(/^Viewing as/)).toBeNull();
  });

  it("says 'Failed to change attendee type' and 'Failed to reset attendee type' when the server refuses, without reloading", async () => {
    const user = userEvent.setup();
    await signIn('siteeditor');
    api.failNext('POST', '/siteeditor/change-attendee-type/attendee', 500, refused);
    let site = loadSite();
    await user.selectOptions(within(await changer()).getByLabelText('View as attendee type'), 'Attendee');
    await user.click(within(await changer()).getByRole('button', { name: 'Change attendee type' }));
    expect(await screen.findByText('Failed to change attendee type')).toBeTruthy();
    expect(site.reloads).toBe(0);
    expect(storage.get<string | null>(ORIGINAL_TYPE_KEY, null)).toBeNull();

    await user.click(within(await changer()).getByRole('button', { name: 'Change attendee type' }));
    await waitFor(() => expect(site.reloads).toBe(1));
    site.unmount();
    site = loadSite();
    api.failNext('POST', '/siteeditor/reset-attendee-type', 500, refused);
    await user.click(within(await changer()).getByRole('button', { name: 'Restore attendee type (Staff)' }));
    expect(await screen.findByText('Failed to reset attendee type')).toBeTruthy();
    expect(site.reloads).toBe(0);
    expect(storage.get<string | null>(ORIGINAL_TYPE_KEY, null)).toBe('staff');
    expect(getSession().user?.attendeeType).toBe('attendee');
  });
});

/** The home page with the settings tools, as persona; answers the site tools bar once the page is drawn. */
async function siteToolsOfHome(persona: Persona): Promise<HTMLElement> {
  await signIn(persona);
  renderSite('/en/home', { SiteTools: SettingsTools });
  // The page is drawn once the settings (and so the flags) are in.
  await screen.findByRole('heading', { name: 'Home', level: 1 });
  return screen.getByRole('complementary', { name: 'Site tools' });
}

describe('who gets the attendee type changer (site tools bar)', () => {
  it('a site editor, while enableAdminAttendeeTypeChanger is on', async () => {
    await signIn('siteeditor');
    renderSite('/en/home', { SiteTools: SettingsTools });
    const tools = await screen.findByRole('complementary', { name: 'Site tools' });
    expect(await within(tools).findByRole('group', { name: 'View as attendee type' })).toBeTruthy();
  });

  it('not a site editor while the flag is off', async () => {
    await setChangerFlag(false);
    const tools = await siteToolsOfHome('siteeditor');
    expect(within(tools).getByRole('button', { name: 'Site Settings' })).toBeTruthy();
    expect(within(tools).queryByRole('group', { name: 'View as attendee type' })).toBeNull();
    await setChangerFlag(true);
  });

  it('not a content editor, flag on or not', async () => {
    const tools = await siteToolsOfHome('contenteditor');
    expect(within(tools).getByRole('button', { name: 'File Uploader' })).toBeTruthy();
    expect(within(tools).queryByRole('group', { name: 'View as attendee type' })).toBeNull();
  });
});
