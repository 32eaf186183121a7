import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AgendaProps } from '../../schemas/api-types';
import { blockSchemas } from '../../schemas/validators';
import { addTranslations, createShellI18n } from '../../renderer';
import { renderBlocks, withEnglish } from '../shared/test/english-i18n';
import { block, renderBlocks as renderWith } from '../shared/test/render-blocks';

// The schema's first example: registration (08:00-09:00 with sub-text) and the keynote on day 1 (17 November, Los
// Angeles), the celebration on day 2 (18 November, 17:30-20:00). The keynote's description is marked up here, so the
// table's HTML can be checked.
type AgendaItem = NonNullable<AgendaProps['items']>[number];
const [registration, exampleKeynote, celebration] = (blockSchemas.agenda.examples?.[0] as AgendaProps).items as [AgendaItem, AgendaItem, AgendaItem];
const keynote = { ...exampleKeynote, description: '<strong>Opening keynote</strong>' };
const items = [registration, keynote, celebration];

describe('agenda', () => {
  it('renders a semantic table with caption, column and row headers, formatted times and sub-text', async () => {
    await renderBlocks([
      block('agenda', 'agenda', {
        items: items.slice(0, 2),
        showTableTitle: true,
        tableTitleText: 'Day one',
      }),
    ]);
    const table = screen.getByRole('table', { name: 'Day one' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Time', 'Session', 'Speaker']);
    const rows = within(table).getAllByRole('rowheader');
    expect(rows[0]?.textContent).toBe('8:00 AM – 9:00 AMHall 4A');
    expect(within(table).getByText('Opening keynote').tagName).toBe('STRONG');
    expect(within(table).getByText(String(keynote.speaker))).toBeTruthy();
  });

  it('hides the speaker column and the sub-text when switched off, and uses dateTimeFormat', async () => {
    await renderBlocks([
      block('agenda', 'agenda', {
        items: items.slice(0, 1),
        speakerEnabled: false,
        showTimeSubText: false,
        dateTimeFormat: 'HH:mm',
      }),
    ]);
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Time', 'Session']);
    expect(screen.getByRole('rowheader').textContent).toBe('08:00 – 09:00');
  });

  it('groups by groupId into tabs, opening startingIndex', async () => {
    const user = userEvent.setup();
    await renderBlocks([
      block('agenda', 'agenda', {
        items,
        grouped: true,
        groups: [
          { id: 'day-1', label: 'Day 1' },
          { id: 'day-2', label: 'Day 2' },
        ],
        startingIndex: 1,
      }),
    ]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Day 2');
    expect(screen.getByRole('table', { name: 'Day 2' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Day 1' }));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('row')).toHaveLength(3);
  });

  it('groups by date with the year when displayYear is set', async () => {
    await renderBlocks([block('agenda', 'agenda', { items, groupByDateTime: true, displayYear: true })]);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Tuesday, November 17, 2026',
      'Wednesday, November 18, 2026',
    ]);
  });

  it("formats dates in the page's language and times in the event's time zone", async () => {
    await renderBlocks([block('agenda', 'agenda', { items, groupByDateTime: true })], {
      language: 'de',
      timeZone: 'Europe/Berlin',
    });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Dienstag, 17. November',
      'Donnerstag, 19. November',
    ]);
    // 08:00 in Los Angeles is 17:00 in Berlin; the pattern stays the editor's ('h:mm a').
    expect(screen.getAllByRole('rowheader')[0]?.textContent).toBe('5:00 PM – 6:00 PMHall 4A');
  });

  it("names the day of a time that falls on another day than its group's in the zone shown", async () => {
    // In Tokyo the group's first item (08:00 on 17 November in Los Angeles) is at 01:00 on the 18th, and the
    // celebration (17:30 on the 18th in Los Angeles) at 10:30 on the 19th: that row says which day.
    const sameGroup = { ...celebration, groupId: 'day-1' };
    await renderBlocks([block('agenda', 'agenda', { items: [registration, sameGroup], grouped: true })], {
      timeZone: 'Asia/Tokyo',
    });
    const rows = screen.getAllByRole('rowheader').map((r) => r.textContent);
    expect(rows[0]).toBe('1:00 AM – 2:00 AMHall 4A');
    expect(rows[1]).toBe('Thu, Nov 19, 10:30 AM – 1:00 PM');
  });

  it("reads its words from the agenda namespace in the page's language", async () => {
    const i18n = createShellI18n('de');
    addTranslations(i18n, 'de', { 'translate.agenda.region': 'Programm', 'translate.agenda.tabs': 'Programmtage' }, 'agenda');
    const grouped = { items, groupByDateTime: true };
    await renderWith([block('agenda', 'agenda', grouped)], { language: 'de' }, (page) => withEnglish(page, i18n));
    expect(screen.getByRole('tablist', { name: 'Programmtage' })).toBeTruthy();
    // The table's region is named by its caption (the day) when there is one.
    expect(screen.getByRole('region', { name: 'Dienstag, 17. November' })).toBeTruthy();
  });

  it('names an untitled table region in the page language', async () => {
    const i18n = createShellI18n('de');
    addTranslations(i18n, 'de', { 'translate.agenda.region': 'Programm' }, 'agenda');
    await renderWith([block('agenda', 'agenda', { items: items.slice(0, 1) })], { language: 'de' }, (page) => withEnglish(page, i18n));
    expect(screen.getByRole('region', { name: 'Programm' })).toBeTruthy();
  });

  it('renders nothing without items', async () => {
    const { container } = await renderBlocks([block('agenda', 'agenda', {})]);
    expect(container.querySelector('table')).toBeNull();
  });
});
