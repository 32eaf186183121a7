// The chat widget against the real API (a child process on the fixture store): a signed-in attendee posts and sees
// the message as their own; a second message within the rate limit shows the translated refusal and keeps the text;
// a content editor hides a message and it leaves the list; an anonymous visitor posts with an anonymous chat token,
// or is asked to sign in when the widget requires it.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, signOut } from '../../api-client';
import type { ChatMessageList } from '../../schemas/api-types';
import { realApiPerFile } from '../../test-support/real-api';
import { renderBlocks } from '../shared/test/english-i18n';
import { block } from '../shared/test/render-blocks';

const api = realApiPerFile();
let client: QueryClient;
afterEach(() => {
  cleanup();
  client?.clear();
  signOut();
});

async function renderChat(props: Record<string, unknown>, signedIn: boolean) {
  client = createQueryClient();
  const view = await renderBlocks([block('chat', 'chatWidget', props)], { signedIn }, (page) => <QueryClientProvider client={client}>{page}</QueryClientProvider>);
  return view;
}

const composer = () => screen.getByRole('textbox', { name: 'Message' });

describe('the chat widget', () => {
  it('posts as the signed-in attendee; a second message within the rate limit is refused with its message, the text kept', async () => {
    const user = userEvent.setup();
    await api.signIn('attendee');
    await renderChat({ appId: 'session:s1' }, true);
    expect(await screen.findByText('No messages yet. Start the conversation.')).toBeTruthy();
    // The rotating placeholder starts with the widget's first one (the fixture's settings name none).
    expect(composer().getAttribute('placeholder')).toBe('Say hello to everyone…');
    await user.type(composer(), 'Hello from the test{Enter}');
    const list = await screen.findByRole('list', { name: 'Messages' });
    await waitFor(() => expect(within(list).getByText('Hello from the test')).toBeTruthy());
    expect(within(list).getByText('You')).toBeTruthy();
    expect((composer() as HTMLTextAreaElement).value).toBe('');

    await user.type(composer(), 'Too soon{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('You are sending messages too quickly: wait a moment and send again.');
    expect((composer() as HTMLTextAreaElement).value).toBe('Too soon');
    expect(within(list).queryByText('Too soon')).toBeNull();
    // Attendees have no Hide.
    expect(screen.queryByRole('button', { name: /^Hide/ })).toBeNull();
  });

  it('a blank message is not sent', async () => {
    const user = userEvent.setup();
    await api.signIn('inperson');
    await renderChat({ appId: 'global' }, true);
    await screen.findByRole('textbox', { name: 'Message' });
    const before = api.requests.filter((r) => r.method === 'POST').length;
    await user.type(composer(), '   {Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Write a message first.');
    expect(api.requests.filter((r) => r.method === 'POST').length).toBe(before);
  });

  it('a content editor hides a message: it leaves the list', async () => {
    const user = userEvent.setup();
    const posted = await api.call<ChatMessageList>('POST', '/chat/rooms/global/messages', { persona: 'exhibitor', body: { text: 'Spam, spam, spam' } });
    expect(posted.status).toBe(200);
    await api.signIn('contenteditor');
    await renderChat({ appId: 'global' }, true);
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getByText('Spam, spam, spam')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: /^Hide the message of .+: Spam, spam, spam$/ }));
    await waitFor(() => expect(screen.queryByText('Spam, spam, spam')).toBeNull());
    expect(screen.getByText('The message is hidden.')).toBeTruthy();
    expect((await api.call<ChatMessageList>('GET', '/chat/rooms/global/messages')).body.items.map((m) => m.text)).not.toContain('Spam, spam, spam');
  });

  it('an anonymous visitor posts with an anonymous chat token; a widget that requires sign-in asks for it instead', async () => {
    const user = userEvent.setup();
    const view = await renderChat({ appId: 'global' }, false);
    await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(api.requests.some((r) => r.method === 'GET' && r.url === '/chat/token')).toBe(true));
    await user.type(composer(), 'Hi, anonymously{Enter}');
    await waitFor(() => expect(screen.getByText('Hi, anonymously')).toBeTruthy());
    const sent = api.requests.filter((r) => r.method === 'POST' && r.url === '/chat/rooms/global/messages').at(-1);
    expect(sent?.authorization).toBeNull();
    expect((sent?.body as { anonymousToken?: string }).anonymousToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    view.unmount();

    const tokenCalls = api.requests.filter((r) => r.url === '/chat/token').length;
    await renderChat({ appId: 'global', requireAuthentication: true }, false);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText(/to join the chat\./)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    // The anonymous message still shows; no token is asked for where nobody may post anonymously.
    expect(await screen.findByText('Hi, anonymously')).toBeTruthy();
    expect(api.requests.filter((r) => r.url === '/chat/token').length).toBe(tokenCalls);
  });
});
