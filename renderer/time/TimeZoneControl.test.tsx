import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../storage';
import { TIME_ZONE_STORAGE_KEY, useTimeZoneChoice } from './time-zone-choice';
import { zoneCity } from '../../schemas';
import { TimeZoneControl } from './TimeZoneControl';

const props = {
  eventTimeZone: 'America/Los_Angeles',
  label: 'Show times in',
  eventOption: (city: string) => `Event time (${city})`,
  visitorOption: (city: string | null) => (city ? `My time (${city})` : 'My time'),
};

function Shown() {
  const [choice] = useTimeZoneChoice();
  return <output>{choice ?? 'event'}</output>;
}

describe('TimeZoneControl', () => {
  afterEach(() => {
    storage.remove(TIME_ZONE_STORAGE_KEY);
    vi.restoreAllMocks();
  });

  it('names a zone by its city', () => {
    expect(zoneCity('America/Los_Angeles')).toBe('Los Angeles');
    expect(zoneCity('UTC')).toBe('UTC');
  });

  it("renders on the server with the event's zone only (the visitor's zone is read after the first render)", () => {
    const html = renderToString(<TimeZoneControl {...props} />);
    expect(html).toContain('Event time (Los Angeles)');
    expect(html).not.toContain('My time');
  });

  it("offers the visitor's own zone and keeps the choice for every reader; back to the event's zone clears it", async () => {
    const user = userEvent.setup();
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('en').resolvedOptions(),
      timeZone: 'Europe/Berlin',
    });
    render(
      <>
        <TimeZoneControl {...props} />
        <Shown />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Show times in' });
    expect(await screen.findByRole('option', { name: 'My time (Berlin)' })).toBeTruthy();
    await user.selectOptions(select, 'My time (Berlin)');
    expect(screen.getByRole('status').textContent).toBe('Europe/Berlin');
    expect(storage.get(TIME_ZONE_STORAGE_KEY, null)).toBe('Europe/Berlin');
    await user.selectOptions(select, 'Event time (Los Angeles)');
    expect(screen.getByRole('status').textContent).toBe('event');
    expect(storage.get(TIME_ZONE_STORAGE_KEY, null)).toBeNull();
  });

  it('lists a zone chosen elsewhere (the catalog) by its city', () => {
    act(() => storage.set(TIME_ZONE_STORAGE_KEY, 'Asia/Tokyo'));
    render(<TimeZoneControl {...props} />);
    const select = screen.getByRole('combobox', { name: 'Show times in' }) as HTMLSelectElement;
    expect(select.value).toBe('Asia/Tokyo');
    expect(screen.getByRole('option', { name: 'Tokyo' })).toBeTruthy();
  });

  it('as radios: event time first, then my time (the visitor\'s zone once read); picking mine keeps the choice', async () => {
    const user = userEvent.setup();
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('en').resolvedOptions(),
      timeZone: 'Europe/Berlin',
    });
    const html = renderToString(<TimeZoneControl {...props} as="radios" className="zones" classes={{ legend: 'legend', option: 'zone' }} />);
    expect(html).toContain('<legend class="legend">Show times in</legend>');
    expect(html).toContain('My time<');
    render(
      <>
        <TimeZoneControl {...props} as="radios" titles classes={{ options: 'options' }} />
        <Shown />
      </>,
    );
    expect((screen.getByRole('radio', { name: 'Event time (Los Angeles)' }) as HTMLInputElement).checked).toBe(true);
    const mine = await screen.findByRole('radio', { name: 'My time (Berlin)' });
    await user.click(mine);
    expect(screen.getByRole('status').textContent).toBe('Europe/Berlin');
    expect(mine.closest('label')?.title).toBe('Europe/Berlin');
    await user.click(screen.getByRole('radio', { name: 'Event time (Los Angeles)' }));
    expect(screen.getByRole('status').textContent).toBe('event');
  });
});
