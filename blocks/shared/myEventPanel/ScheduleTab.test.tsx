// The My Event panel's "Up next" follows the event's clock ("The live day shows the wrong sessions"): with
// the test date at 19 May 2027, 1 pm in Seattle it started with the previous day's breakfast, because it read the
// real time. Now it lists what is on at that instant first, then what starts next, and never an event that ended.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../api-client';
import { scheduleKeys } from '../../../api-client/schedule';
import { EventTimeContext, fixedEventTime, ShellContext, type ShellState } from '../../../renderer';
import { withEnglish } from '../test/english-i18n';
import { ScheduleTab } from './ScheduleTab';

const event = (id: string, title: string, start: string, end: string) => ({ id, title, start, end, eventTypeValue: 0, sessionCode: id, detailNavigation: null });
// Seattle is UTC-7 in May.
const EVENTS = [
  event('breakfast', 'Breakfast', '2027-05-18T14:30:00Z', '2027-05-18T16:00:00Z'),
  event('ended-at-one', 'Lunch and learn', '2027-05-19T19:00:00Z', '2027-05-19T20:00:00Z'),
  event('live', 'Scaling event streams', '2027-05-19T19:30:00Z', '2027-05-19T20:30:00Z'),
  event('later', 'Edge caching in practice', '2027-05-19T22:00:00Z', '2027-05-19T23:00:00Z'),
  event('next', 'Typed APIs at scale', '2027-05-19T21:00:00Z', '2027-05-19T22:00:00Z'),
];

function renderTab(testingDate: string | null, previewDate: Date | null = null) {
  const client = createQueryClient();
  // The schedule as the API answered it (an anonymous test session reads the cached answer without fetching).
  client.setQueryData(scheduleKeys.schedule('anonymous', {}), { events: EVENTS, clashes: [] });
  const settings = { testingDate, timezones: { eventTimezone: 'America/Los_Angeles' }, languages: [{ language: 'en', langLocale: 'en-US', timeFormat: 12 as const }] };
  const shell = { settings, language: 'en', signedIn: true, phase: { id: 'live', lists: {} } } as Partial<ShellState> as ShellState;
  return render(
    withEnglish(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/en/home']}>
          <ShellContext value={shell}>
            {/* What the shell provides (renderer/shell/SiteApp.tsx): the testing or preview date the event is at. */}
            <EventTimeContext value={fixedEventTime(settings, previewDate)}>
              <ScheduleTab defaultView="List" />
            </EventTimeContext>
          </ShellContext>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

const upNext = () => within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent ?? '');

describe('Up next in the My Event panel', () => {
  it('at the test date of 19 May, 1 pm: the live session first, then the next starts; ended events never', () => {
    renderTab('2027-05-19T20:00:00Z');
    expect(screen.getByRole('heading', { name: 'Up next' })).toBeTruthy();
    const titles = upNext();
    expect(titles).toHaveLength(3);
    expect(titles[0]).toContain('Scaling event streams');
    expect(titles[1]).toContain('Typed APIs at scale');
    expect(titles[2]).toContain('Edge caching in practice');
    expect(titles.join()).not.toContain('Breakfast');
    // Ended at 1 pm exactly: not up next at 1 pm.
    expect(titles.join()).not.toContain('Lunch and learn');
  });

  it("follows this tab's preview date over the server's testing date", () => {
    renderTab('2027-05-19T20:00:00Z', new Date('2027-05-19T21:30:00Z'));
    const titles = upNext();
    expect(titles).toHaveLength(2);
    expect(titles[0]).toContain('Typed APIs at scale');
    expect(titles[1]).toContain('Edge caching in practice');
  });

  it('says nothing is coming up once every event has ended', () => {
    renderTab('2027-05-21T08:00:00Z');
    expect(screen.getByText('Nothing coming up on your schedule.')).toBeTruthy();
  });
});
