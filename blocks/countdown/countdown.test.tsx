import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../registry';
import { renderBlocks } from '../shared/test/english-i18n';
import { block } from '../shared/test/render-blocks';
import { COUNTDOWN_TICK_MS } from './Countdown';

const now = new Date('2026-10-01T00:00:00Z');

// The blocks' code loads before the clock is faked: it advances with real time, and loading takes a moment.
beforeAll(async () => {
  await registry.countdown.preload?.();
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});

const values = (container: HTMLElement) =>
  [...container.querySelectorAll('.blk-countdown__value')].map((v) => v.textContent);

describe('countdown', () => {
  it('shows months of 30 days and 2-digit numbers', async () => {
    // 31 days, 2 hours, 3 minutes, 4 seconds ahead.
    const end = new Date(now.getTime() + ((31 * 24 + 2) * 3600 + 3 * 60 + 4) * 1000).toISOString();
    const { container } = await renderBlocks([
      block('cd', 'countdown', { endTime: end, showMonths: true, heading: 'Doors open in' }),
    ]);
    expect(values(container)).toEqual(['01', '01', '02', '03', '04']);
    expect(screen.getByRole('region', { name: 'Doors open in' })).toBeTruthy();
    // One summary for screen readers, a list in the page's language.
    expect(screen.getByText(/remaining$/).textContent).toBe('1 month, 1 day, 2 hours, 3 minutes, 4 seconds remaining');
  });

  it('ticks every 1 s', async () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    const end = new Date(now.getTime() + 65_000).toISOString();
    const { container } = await renderBlocks([block('cd', 'countdown', { endTime: end })]);
    const before = values(container);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    const after = values(container);
    expect(before.slice(-2)).toEqual(['01', '05']);
    expect(after.slice(-2)).toEqual(['01', '04']);
  });

  it('shows zeros and the completed text after the end time', async () => {
    const end = new Date(now.getTime() - 1000).toISOString();
    const { container } = await renderBlocks([
      block('cd', 'countdown', { endTime: end, completedText: 'We are live!' }),
    ]);
    expect(values(container).every((v) => v === '00')).toBe(true);
    expect(screen.getAllByText('We are live!').length).toBeGreaterThan(0);
  });

  it('renders nothing without a valid end time', async () => {
    const { container } = await renderBlocks([block('cd', 'countdown', { endTime: 'soon' })]);
    expect(container.querySelector('.blk-countdown')).toBeNull();
  });
});
