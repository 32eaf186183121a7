// The live-help desk in the real shell against the real API (test-support/real-api), as the route tool slot shows it
// (docs/behaviour/live-help.md, The help desk): a content editor sees an attendee's question waiting, opens it (no
// longer waiting), answers, and the attendee's conversation holds the answer; an attendee is sent to not found.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../api-client';
import type { EditorSlots } from '../../renderer';
import type { LiveHelpThread } from '../../schemas/api-types';
import { realApiPerFile } from '../../test-support/real-api';
import { resetSiteBetweenTests } from '../../test-support/site-test-hooks';
import { RouteTool } from '../RouteTool';
import { renderSite, siteToolsSeed, siteToolsSettings } from '../test-support/site-under-test';

const api = realApiPerFile({ settings: { cont: { ...siteToolsSettings(), liveHelpAppId: 'help-test' } }, pages: siteToolsSeed.pages });
const slots: EditorSlots = { RouteTool };

resetSiteBetweenTests(api);

const attendeeThread = async () => (await api.call<LiveHelpThread>('GET', '/live-help/thread', { persona: 'attendee' })).body;

describe('the live-help desk', () => {
  it('shows a waiting question to a content editor, who opens and answers it', async () => {
    const user = userEvent.setup();
    expect((await api.call('POST', '/live-help/messages', { persona: 'attendee', body: { text: 'Is the keynote recorded?' } })).status).toBe(200);
    await signIn('contenteditor');
    renderSite('/en/live-help-desk', slots);
    const heading = await screen.findByRole('heading', { name: 'Live help desk', level: 1 }, { timeout: 20_000 });
    const main = heading.closest('main') as HTMLElement;
    const list = within(main).getByRole('region', { name: 'Conversations' });
    const conversation = await within(list).findByRole('button', { name: /Is the keynote recorded\?/ });
    expect(conversation.textContent).toContain('Waiting for an answer');

    await user.click(conversation);
    const thread = await within(main).findByRole('region', { name: /^Conversation with / });
    expect(await within(thread).findByText('Is the keynote recorded?')).toBeTruthy();
    await waitFor(() => expect(conversation.textContent).not.toContain('Waiting for an answer'));

    // A blank answer is named and nothing is sent; a real one shows as the desk's.
    await user.click(within(thread).getByRole('button', { name: 'Send answer' }));
    expect(await within(thread).findByRole('alert')).toHaveProperty('textContent', 'Write an answer first.');
    await user.type(within(thread).getByRole('textbox', { name: 'Your answer' }), 'Yes, on demand an hour after it ends.');
    await user.click(within(thread).getByRole('button', { name: 'Send answer' }));
    const log = within(thread).getByRole('log');
    const answer = await within(log).findByText('Yes, on demand an hour after it ends.');
    expect(answer.closest('li')?.textContent).toContain('Help desk');
    await waitFor(async () => {
      const mine = await attendeeThread();
      expect(mine.items.map((m) => [m.text, m.fromDesk])).toEqual([['Is the keynote recorded?', false], ['Yes, on demand an hour after it ends.', true]]);
      expect(mine.unread).toBe(true);
    });
  });

  it('sends an attendee to not found', async () => {
    await signIn('attendee');
    renderSite('/en/live-help-desk', slots);
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 20_000 })).toBeTruthy();
  });
});
