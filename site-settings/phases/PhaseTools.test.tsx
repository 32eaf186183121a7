// The phase switcher in the real shell: the page follows Apply (Local), and Apply (Server) goes to the API with
// the shell's toasts (spec 001 section 8).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { configureApiClient, createQueryClient, resetApiClientConfig, signIn, signOut } from '../../api-client';
import { SiteApp } from '../../renderer';
import { headingRegistry } from '../../test-support/heading-registry';
import { PhaseTools } from './PhaseTools';
import { startPhaseTestServer, type PhaseTestServer } from './test-support/phase-test-server';

let server: PhaseTestServer;
beforeAll(async () => {
  server = await startPhaseTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  window.scrollTo = () => undefined;
  configureApiClient({ baseUrl: `${server.origin}/api`, staticBaseUrl: `${server.origin}/static` });
  server.testingDate = null;
  server.failWrites = false;
  server.testingDateWrites.length = 0;
  await signIn('contenteditor');
});
afterEach(() => {
  signOut();
  resetApiClientConfig();
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
    expect(server.testingDateWrites).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Reset to real time' }));
    expect(await screen.findByRole('heading', { name: 'Home in pre-event' })).toBeTruthy();
  });

  it('saves the server testing date with the settings hash, disabled while in flight, then says so', async () => {
    const user = userEvent.setup();
    renderSite();
    await openAtLive(user);
    const apply = screen.getByRole('button', { name: 'Apply (Server)' }) as HTMLButtonElement;
    const local = screen.getByRole('button', { name: 'Apply (Local)' }) as HTMLButtonElement;
    const release = server.holdWrites();
    await user.click(apply);
    await waitFor(() => expect(server.testingDateWrites).toEqual([{ testingDate: '2027-05-18T08:00:00.000Z', originalHash: 'hash-1' }]));
    expect(apply.disabled).toBe(true);
    expect(local.disabled).toBe(true);
    release();
    expect(await screen.findByText('Updated Server Testing Date. Refresh page to take effect.')).toBeTruthy();
    // The settings are read again: this tab shows the server's date, with nothing left to apply.
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Phase and date' })).getByRole('status').textContent).toContain('The server testing date is 2027-05-18 08:00 UTC.'));
    expect(apply.disabled).toBe(true);
  });

  it("shows 'Failed to Update Server Testing Date' when the save fails", async () => {
    const user = userEvent.setup();
    server.failWrites = true;
    renderSite();
    await openAtLive(user);
    await user.click(screen.getByRole('button', { name: 'Apply (Server)' }));
    expect(await screen.findByText('Failed to Update Server Testing Date')).toBeTruthy();
    expect(server.testingDate).toBeNull();
    expect((screen.getByRole('button', { name: 'Apply (Server)' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
