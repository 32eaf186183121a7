import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { NEW_PHASE_BANNER_DELAY_MS, newPhaseBannerAt } from './new-phase';
import { renderBanners } from './test-support/render-banners';

const phases = [
  { id: 'pre-event', start: '2026-09-01T00:00:00Z' },
  { id: 'live', start: '2027-05-18T08:00:00Z' },
  { id: 'post-event', start: '2027-05-21T00:00:00Z' },
];
const LIVE = Date.parse('2027-05-18T08:00:00Z');
const BANNER = 'A new phase of the event has started. Reload the page to see the latest content.';

afterEach(() => {
  vi.useRealTimers();
});

describe('newPhaseBannerAt', () => {
  it('is 2 minutes after the next phase start', () => {
    expect(NEW_PHASE_BANNER_DELAY_MS).toBe(120_000);
    expect(newPhaseBannerAt(phases, new Date('2027-05-18T07:00:00Z'))).toBe(LIVE + 120_000);
    // A phase that started at `now` is the current one, not the next.
    expect(newPhaseBannerAt(phases, new Date(LIVE))).toBe(Date.parse('2027-05-21T00:02:00Z'));
  });
  it('is null after the last phase start and without phases', () => {
    expect(newPhaseBannerAt(phases, new Date('2027-06-01T00:00:00Z'))).toBeNull();
    expect(newPhaseBannerAt([], new Date())).toBeNull();
  });
});

const colors = { banners: { newPhase: { color: '#ffffff', backgroundColor: '#7a3fb8' } } };

describe('the new-phase banner (fake clock)', () => {
  it('appears 2 minutes after the next phase starts, in the settings colours, offering a reload', () => {
    vi.useFakeTimers({ now: LIVE - 60_000 });
    renderBanners({ eventPhases: phases, testingDate: null, ...colors });
    act(() => vi.advanceTimersByTime(60_000 + 120_000 - 1));
    expect(screen.queryByText(BANNER)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const banner = screen.getByText(BANNER).parentElement as HTMLElement;
    expect(banner.getAttribute('role')).toBe('status');
    expect(banner.style.color).toBe('rgb(255, 255, 255)');
    expect(banner.style.backgroundColor).toBe('rgb(122, 63, 184)');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  it('waits for a phase weeks away (past the longest single timer)', () => {
    vi.useFakeTimers({ now: LIVE - 40 * 24 * 3_600_000 });
    renderBanners({ eventPhases: phases, testingDate: null });
    act(() => vi.advanceTimersByTime(40 * 24 * 3_600_000));
    expect(screen.queryByText(BANNER)).toBeNull();
    act(() => vi.advanceTimersByTime(120_000));
    expect(screen.getByText(BANNER)).toBeTruthy();
  });

  it('never appears while date testing: a server testing date or this tab previewing a date', () => {
    vi.useFakeTimers({ now: LIVE - 60_000 });
    const server = renderBanners({ eventPhases: phases, testingDate: '2027-05-18T07:00:00Z' });
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.queryByText(BANNER)).toBeNull();
    server.unmount();
    renderBanners({ eventPhases: phases, testingDate: null }, new Date('2027-05-18T07:00:00Z'));
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  it('does not appear after the last phase', () => {
    vi.useFakeTimers({ now: Date.parse('2027-06-01T00:00:00Z') });
    renderBanners({ eventPhases: phases, testingDate: null });
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.queryByText(BANNER)).toBeNull();
  });
});
