import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../api-client';
import { createI18n, I18nextProvider } from '../../renderer';
import { PhaseSwitcher, SWITCHER_MODE_KEY, type PhaseSwitcherProps } from './PhaseSwitcher';
import { realApiPerFile } from '../../test-support/real-api';

const testPhases = [
  { id: 'pre-event', label: 'Pre-event', start: '2026-09-01T00:00:00Z' },
  { id: 'live', label: 'Live', start: '2027-05-18T08:00:00Z' },
  { id: 'post-event', label: 'Post-event', start: '2027-05-21T00:00:00Z' },
];

// The real API: Apply (Local) must never reach it.
const api = realApiPerFile();
afterEach(() => {
  vi.useRealTimers();
});

const NOW = new Date('2026-11-21T20:37:42Z');

/** The switcher with a real translator, a real query client and this tab's preview date held in state, as the shell does. */
function Harness(props: Partial<PhaseSwitcherProps>) {
  const [previewDate, setPreviewDate] = useState<Date | null>(null);
  return (
    <>
      <PhaseSwitcher
        phases={testPhases}
        testingDate={null}
        settingsHash="hash-1"
        previewDate={previewDate}
        setPreviewDate={setPreviewDate}
        canApplyServer
        now={() => NOW}
        {...props}
      />
      <p>preview: {previewDate ? previewDate.toISOString() : 'real time'}</p>
    </>
  );
}

function renderSwitcher(props: Partial<PhaseSwitcherProps> = {}) {
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = createI18n({ language: 'en' });
  const ui = (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Harness {...props} />
      </QueryClientProvider>
    </I18nextProvider>
  );
  return render(ui);
}

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Phase switcher' }));
  return screen.getByRole('region', { name: 'Phase and date' });
};
const disabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;
const dateInput = () => screen.getByLabelText('Date') as HTMLInputElement;

describe('PhaseSwitcher: hidden, collapsed toggle or panel (docs/behaviour/phases.md, Phase switcher)', () => {
  it('opens from the toggle, collapses back to it and hides, moving focus with the user', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    const toggle = screen.getByRole('button', { name: 'Phase switcher' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await open(user);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Phase and date' }));
    await user.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(screen.queryByRole('region', { name: 'Phase and date' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Phase switcher' }));
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('button', { name: 'Phase switcher' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Phase and date' })).toBeNull();
    await user.keyboard('{Alt>}{Shift>}D{/Shift}{/Alt}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Phase switcher' }));
  });

  it('remembers its state per tab (session storage)', async () => {
    const user = userEvent.setup();
    const first = renderSwitcher();
    await open(user);
    expect(JSON.parse(sessionStorage.getItem(SWITCHER_MODE_KEY) ?? 'null')).toBe('open');
    expect(localStorage.getItem(SWITCHER_MODE_KEY)).toBeNull();
    first.unmount();
    renderSwitcher();
    expect(screen.getByRole('region', { name: 'Phase and date' })).toBeTruthy();
  });
});

describe('PhaseSwitcher panel', () => {
  it('offers the test time zones, UTC first, and shows the date on the chosen zone', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    await open(user);
    const zone = screen.getByLabelText('Timezone') as HTMLSelectElement;
    expect([...zone.options].map((o) => o.value)).toEqual(['UTC', 'Pacific/Auckland', 'US/Eastern', 'US/Pacific', 'America/Mexico_City', 'Asia/Shanghai', 'Asia/Tokyo']);
    expect(zone.value).toBe('UTC');
    expect(dateInput().value).toBe('2026-11-21T20:37');
    await user.selectOptions(zone, 'Asia/Tokyo');
    expect(dateInput().value).toBe('2026-11-22T05:37');
  });

  it('starts in the settings test time zone when it is one of the options', async () => {
    const user = userEvent.setup();
    renderSwitcher({ initialTimezone: 'US/Pacific' });
    await open(user);
    expect((screen.getByLabelText('Timezone') as HTMLSelectElement).value).toBe('US/Pacific');
    expect(dateInput().value).toBe('2026-11-21T12:37');
  });

  it('sets the date to the start of the phase chosen, and names the phase of a typed date', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    await open(user);
    const phase = screen.getByLabelText('Phase') as HTMLSelectElement;
    expect(phase.value).toBe('pre-event');
    await user.selectOptions(phase, 'Live');
    expect(dateInput().value).toBe('2027-05-18T08:00');
    await user.selectOptions(screen.getByLabelText('Timezone'), 'US/Pacific');
    expect(dateInput().value).toBe('2027-05-18T01:00');
    // 16:00 on the Pacific wall clock is 23:00 UTC, still live.
    fireEvent.change(dateInput(), { target: { value: '2027-05-20T16:00' } });
    expect(phase.value).toBe('live');
    fireEvent.change(dateInput(), { target: { value: '2027-05-21T00:00' } });
    // Midnight on the Pacific wall clock is 07:00 UTC: post-event has started.
    expect(phase.value).toBe('post-event');
  });

  it('moves the date in 30-minute steps from the slider, 50 ms after it rests', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderSwitcher();
    act(() => void screen.getByRole('button', { name: 'Phase switcher' }).click());
    const slider = screen.getByLabelText('Date slider') as HTMLInputElement;
    expect(slider.min).toBe('0');
    expect(slider.step).toBe('1');
    // From the first phase start to the last, one step per 30 minutes.
    const steps = (Date.parse('2027-05-21T00:00:00Z') - Date.parse('2026-09-01T00:00:00Z')) / (30 * 60_000);
    expect(slider.max).toBe(String(steps));
    fireEvent.change(slider, { target: { value: '3' } });
    fireEvent.change(slider, { target: { value: '5' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('2026-09-01 02:30 UTC');
    act(() => vi.advanceTimersByTime(49));
    expect(dateInput().value).toBe('2026-11-21T20:37');
    act(() => vi.advanceTimersByTime(1));
    expect(dateInput().value).toBe('2026-09-01T02:30');
    expect(slider.value).toBe('5');
  });

  it("says 'No Phases Configured' without phases and 'No Phases Available To Edit' without a range", async () => {
    const user = userEvent.setup();
    const first = renderSwitcher({ phases: [] });
    await open(user);
    expect(screen.getByText('No Phases Configured')).toBeTruthy();
    expect(screen.queryByLabelText('Phase')).toBeNull();
    expect(screen.queryByLabelText('Date slider')).toBeNull();
    first.unmount();
    renderSwitcher({ phases: [{ id: 'live', label: 'Live', start: '2027-05-18T08:00:00Z' }] });
    expect(screen.getByText('No Phases Available To Edit')).toBeTruthy();
    expect(screen.getByLabelText('Phase')).toBeTruthy();
    expect(screen.queryByLabelText('Date slider')).toBeNull();
  });
});

describe('PhaseSwitcher apply', () => {
  it('applies locally to this tab only, disabled while the date is unchanged, and resets to real time', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    await open(user);
    const local = screen.getByRole('button', { name: 'Apply (Local)' });
    const remote = screen.getByRole('button', { name: 'Apply (Server)' });
    expect(disabled(local)).toBe(true);
    expect(disabled(remote)).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('The site shows real time. Current phase: Pre-event');
    await user.selectOptions(screen.getByLabelText('Timezone'), 'Asia/Tokyo');
    fireEvent.change(dateInput(), { target: { value: '2027-05-18T17:00' } });
    expect(disabled(local)).toBe(false);
    await user.click(local);
    expect(screen.getByText('preview: 2027-05-18T08:00:00.000Z')).toBeTruthy();
    expect(disabled(local)).toBe(true);
    expect(disabled(remote)).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('This tab shows the site at 2027-05-18 17:00 Asia/Tokyo. Current phase: Live');
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Reset to real time' }));
    expect(screen.getByText('preview: real time')).toBeTruthy();
    expect(dateInput().value).toBe('2026-11-22T05:37');
  });

  it('counts a server testing date as the unchanged date, and offers to clear it', async () => {
    const user = userEvent.setup();
    renderSwitcher({ testingDate: '2027-05-19T17:00:00Z' });
    await open(user);
    expect(dateInput().value).toBe('2027-05-19T17:00');
    expect(disabled(screen.getByRole('button', { name: 'Apply (Server)' }))).toBe(true);
    expect(disabled(screen.getByRole('button', { name: 'Apply (Local)' }))).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('The server testing date is 2027-05-19 17:00 UTC. Current phase: Live');
    expect(disabled(screen.getByRole('button', { name: 'Clear server testing date' }))).toBe(false);
  });

  it('has no Apply (Server) for viewers who are not content editors', async () => {
    const user = userEvent.setup();
    renderSwitcher({ canApplyServer: false });
    await open(user);
    expect(screen.getByRole('button', { name: 'Apply (Local)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply (Server)' })).toBeNull();
  });
});
