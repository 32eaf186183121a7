// The live-now ticker editor in the real shell against the real API (test-support/real-api), as the route tool slot
// shows it: a content editor adds a message (mistakes shown at their field first), edits it, and deletes it after
// confirming; an attendee is sent to not found.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../api-client';
import type { EditorSlots } from '../../renderer';
import type { TickerMessageList } from '../../schemas/api-types';
import { realApiPerFile } from '../../test-support/real-api';
import { resetSiteBetweenTests } from '../../test-support/site-test-hooks';
import { RouteTool } from '../RouteTool';
import { renderSite, siteToolsSeed, siteToolsSettings } from '../test-support/site-under-test';

const api = realApiPerFile({ settings: { cont: siteToolsSettings() }, pages: siteToolsSeed.pages });
const slots: EditorSlots = { RouteTool };

resetSiteBetweenTests(api);

const stored = async () => (await api.call<TickerMessageList>('GET', '/ticker/messages', { persona: 'contenteditor' })).body.messages;
const description = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();

describe('the live-now ticker editor', () => {
  it('adds, edits and deletes a message for a content editor', async () => {
    const user = userEvent.setup();
    await signIn('contenteditor');
    renderSite('/en/live-now-ticker-editor', slots);
    const heading = await screen.findByRole('heading', { name: 'Live-now ticker', level: 1 }, { timeout: 20_000 });
    const main = heading.closest('main') as HTMLElement;
    expect(await within(main).findByText('There are no ticker messages yet.')).toBeTruthy();

    // An empty message and an end before the start are named at their fields; nothing is sent.
    const text = within(main).getByRole('textbox', { name: 'Message' });
    const ends = within(main).getByLabelText('Ends');
    await user.clear(ends);
    await user.click(within(main).getByRole('button', { name: 'Add message' }));
    expect(description(text)).toContain('Enter the message.');
    expect(document.activeElement).toBe(text);
    expect(description(ends)).toContain('Enter when the message ends.');
    expect(await stored()).toEqual([]);

    await user.type(text, 'Keynote starts in Hall A');
    await user.type(ends, '2030-05-18T10:30');
    const starts = within(main).getByLabelText('Starts');
    await user.clear(starts);
    await user.type(starts, '2030-05-18T11:00');
    await user.click(within(main).getByRole('button', { name: 'Add message' }));
    expect(description(ends)).toContain('The end must be after the start.');
    await user.clear(starts);
    await user.type(starts, '2030-05-18T10:00');
    await user.click(within(main).getByRole('button', { name: 'Add message' }));

    const table = await within(main).findByRole('table', { name: 'Ticker messages, earliest start first' });
    const row = await within(table).findByRole('row', { name: /Keynote starts in Hall A/ });
    expect(within(row).getByText('Scheduled')).toBeTruthy();
    await waitFor(async () => expect((await stored()).map((m) => [m.text, m.startsAt, m.endsAt])).toEqual([
      ['Keynote starts in Hall A', '2030-05-18T10:00:00.000Z', '2030-05-18T10:30:00.000Z'],
    ]));

    await user.click(within(row).getByRole('button', { name: 'Edit “Keynote starts in Hall A”' }));
    const editing = within(main).getByRole('textbox', { name: 'Message' });
    expect(document.activeElement).toBe(editing);
    await user.clear(editing);
    await user.type(editing, 'Keynote moved to Hall B');
    await user.click(within(main).getByRole('button', { name: 'Save changes' }));
    expect(await within(table).findByRole('row', { name: /Keynote moved to Hall B/ })).toBeTruthy();
    await waitFor(async () => expect((await stored()).map((m) => m.text)).toEqual(['Keynote moved to Hall B']));

    await user.click(within(table).getByRole('button', { name: 'Delete “Keynote moved to Hall B”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await stored()).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: 'Delete “Keynote moved to Hall B”' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(main).findByText('There are no ticker messages yet.')).toBeTruthy();
    expect(await stored()).toEqual([]);
  });

  it('keeps a colleague\'s save made while the message was open: names it, keeps the typed text, and replaces it only when saved again', async () => {
    const user = userEvent.setup();
    const body = { text: 'Doors open at 8', startsAt: '2030-05-18T07:00:00.000Z', endsAt: '2030-05-18T08:00:00.000Z' };
    const created = await api.call<TickerMessageList['messages'][number]>('POST', '/ticker/messages', { persona: 'siteeditor', body });
    await signIn('contenteditor');
    renderSite('/en/live-now-ticker-editor', slots);
    const table = await screen.findByRole('table', { name: 'Ticker messages, earliest start first' }, { timeout: 20_000 });
    await user.click(await within(table).findByRole('button', { name: 'Edit “Doors open at 8”' }));
    // The colleague moves the end while this form is open on the version before.
    const theirs = await api.call('PUT', `/ticker/messages/${created.body.id}`, { persona: 'siteeditor', body: { ...body, text: 'Doors open at 8:30', updatedAt: created.body.updatedAt } });
    expect(theirs.status).toBe(200);
    const text = screen.getByRole('textbox', { name: 'Message' });
    await user.clear(text);
    await user.type(text, 'Doors open at 7:45');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByText(/saved this message while you were editing it: “Doors open at 8:30”\. Your version is still in the form/);
    expect(alert.getAttribute('role')).toBe('alert');
    expect((await stored()).map((m) => m.text)).toEqual(['Doors open at 8:30']);
    expect((text as HTMLTextAreaElement).value).toBe('Doors open at 7:45');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect((await stored()).map((m) => m.text)).toEqual(['Doors open at 7:45']));
  });

  it('sends an attendee to not found', async () => {
    await signIn('attendee');
    renderSite('/en/live-now-ticker-editor', slots);
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 20_000 })).toBeTruthy();
  });
});
