// The phase switcher in the real shell: the page follows Apply (Local), and Apply (Server) goes to the API with
// the shell's toasts (docs/behaviour/phases.md, Test date).
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient, type PublicSettings } from '../../api-client';
import { SiteApp } from '../../renderer';
import { headingRegistry } from '../../test-support/heading-registry';
import { PhaseTools } from './PhaseTools';
import { FIXTURE_PHASES, homePages } from '../../test-support/home-pages';
import { realApiPerFile } from '../../test-support/real-api';

const settings = () => ({
  eventPhases: FIXTURE_PHASES,
  testingDate: null,
  testingTimezone: 'UTC',
  languages: [{ language: 'en', langLocale: 'en-US', langTranslation: 'English' }],
  features: {},
});

// The real API, with one layout of home per phase, so a test sees which phase the page shows.
const api = realApiPerFile({
    settings: { cont: settings() },
    pages: homePages((phase) => [{ componentId: 'title', component: 'testHeading', parentId: null, slot: null, props: { text: `Home in ${phase}` } }], ['cont']),
  });

const storedSettings = async () => (await api.call<PublicSettings>('GET', '/settings')).body;
const testingDateWrites = () => api.requests.filter((r) => r.method === 'POST' && r.url === '/siteeditor/testing-date').map((r) => r.body);

beforeEach(async () => {
  window.scrollTo = () => undefined;
  // Every test starts without a server testing date (written as another content editor would).
  const current = await storedSettings();
  if (current.testingDate !== null) {
    await api.call('POST', '/siteeditor/testing-date', { persona: 'contenteditor', body: { testingDate: null, originalHash: current.hash } });
  }
  await api.signIn('contenteditor');
  api.requests.length = 0;
});

function renderSite() {
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/home']}>
        <SiteApp
          registry={headingRegistry}
          clock={() => new Date('2026-11-21T20:00:00Z')}
          environment="cont"
          editorSlots={{ SiteTools: PhaseTools }}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function openAtLive(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Home in pre-event' });
  await user.click(await screen.findByRole('button', { name: 'Phase switcher' }));
  await user.selectOptions(screen.getByLabelText('Phase'), 'Live');
}

describe('PhaseTools in the shell', () => {
  it('moves this page to the live layout with Apply (Local), without writing to the server', async () => {
    const user = userEvent.setup();
    renderSite();
    await openAtLive(user);
    await user.click(screen.getByRole('button', { name: 'Apply (Local)' }));
    expect(await screen.findByRole('heading', { name: 'Home in live' })).toBeTruthy();
    expect(testingDateWrites()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Reset to real time' }));
    expect(await screen.findByRole('heading', { name: 'Home in pre-event' })).toBeTruthy();
  });

  it('saves the server testing date with the settings hash, disabled while in flight, then says so', async () => {
    const user = userEvent.setup();
    renderSite();
    await openAtLive(user);
    const apply = screen.getByRole('button', { name: 'Apply (Server)' }) as HTMLButtonElement;
    const local = screen.getByRole('button', { name: 'Apply (Local)' }) as HTMLButtonElement;
    const read = await storedSettings();
    const release = api.holdNext('POST', '/siteeditor/testing-date');
    await user.click(apply);
    await waitFor(() => expect(testingDateWrites()).toEqual([{ testingDate: '2027-05-18T08:00:00.000Z', originalHash: read.hash }]));
    expect(apply.disabled).toBe(true);
    expect(local.disabled).toBe(true);
    release();
    expect(await screen.findByText('Updated Server Testing Date. Refresh page to take effect.')).toBeTruthy();
    // The settings are read again: this tab shows the server's date, with nothing left to apply.
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Phase and date' })).getByRole('status').textContent).toContain('The server testing date is 2027-05-18 08:00 UTC.'));
    expect(apply.disabled).toBe(true);
  });

  it("shows 'Failed to Update Server Testing Date' when another editor set a different date since this tab read it", async () => {
    const user = userEvent.setup();
    renderSite();
    await openAtLive(user);
    // Another editor moves the server's date after this tab read the settings: both changed the one field.
    const read = await storedSettings();
    await api.call('POST', '/siteeditor/testing-date', { persona: 'contenteditor', body: { environment: 'cont', testingDate: '2027-05-19T08:00:00.000Z', originalHash: read.hash } });
    await user.click(screen.getByRole('button', { name: 'Apply (Server)' }));
    expect(await screen.findByText('Failed to Update Server Testing Date')).toBeTruthy();
    expect((await storedSettings()).testingDate).toBe('2027-05-19T08:00:00.000Z');
    expect((screen.getByRole('button', { name: 'Apply (Server)' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps a setting another editor saved since this tab read them (the date merges with it)', async () => {
    const user = userEvent.setup();
    renderSite();
    await openAtLive(user);
    const read = await storedSettings();
    await api.call('POST', '/siteeditor', { persona: 'siteeditor', body: { environment: 'cont', changes: { features: { enableFavorites: true } }, originalHash: read.hash } });
    await user.click(screen.getByRole('button', { name: 'Apply (Server)' }));
    expect(await screen.findByText('Updated Server Testing Date. Refresh page to take effect.')).toBeTruthy();
    // The earlier test's toast may still be up on a loaded machine: the write itself is what counts.
    await waitFor(async () => expect((await storedSettings()).testingDate).toBe('2027-05-18T08:00:00.000Z'));
    const stored = await storedSettings();
    expect((stored as unknown as { features?: { enableFavorites?: boolean } }).features?.enableFavorites).toBe(true);
  });
});
