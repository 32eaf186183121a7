// The built-in chat on the real built server: two attendees in two browsers chat in /en/globalchat and each sees the
// other's message without a reload (the live channel's onChatRoom); a content editor hides a message and it leaves
// both open pages; a second message within the 1000 ms rate limit is refused with its message, shown to the sender,
// and stored nowhere. axe finds nothing; screenshots at 375, 1083 and 1920 px.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SitePage } from './pages';
import { ChatPage } from './pages/chat';
import { axeViolations } from './support/axe';
import { shootWidths } from './support/screenshots';
import { apiSignIn } from './support/session';

const SHOTS = 'test-results/chat';

async function chatAs(browser: Browser, persona: 'attendee' | 'inperson' | 'contenteditor'): Promise<{ page: Page; chat: ChatPage }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new SitePage(page).signInAsPersona(persona);
  const chat = new ChatPage(page);
  await chat.goto();
  return { page, chat };
}

test('two attendees chat live, an editor hides a message from both pages, a message within the rate limit is refused', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const a = await chatAs(browser, 'attendee');
  const b = await chatAs(browser, 'inperson');

  // Each sees the other's message without a reload.
  const fromA = `Hello from A ${run}`;
  await a.chat.send(fromA);
  await expect(b.chat.message(fromA)).toBeVisible({ timeout: 30_000 });
  await expect(b.chat.message(fromA)).not.toContainText('You');
  const fromB = `Hi A, B here ${run}`;
  await b.chat.send(fromB);
  await expect(a.chat.message(fromB)).toBeVisible({ timeout: 30_000 });
  await expect(a.chat.message(fromA)).toContainText('You');

  // Attendees have no Hide; an editor hides B's message and it leaves both open pages.
  await expect(a.chat.room.getByRole('button', { name: /^Hide/ })).toHaveCount(0);
  const editor = await chatAs(browser, 'contenteditor');
  await expect(editor.chat.message(fromB)).toBeVisible();
  await editor.chat.hide(fromB);
  await expect(editor.chat.message(fromB)).toHaveCount(0);
  await expect(a.chat.message(fromB)).toHaveCount(0, { timeout: 30_000 });
  await expect(b.chat.message(fromB)).toHaveCount(0, { timeout: 30_000 });
  await expect(a.chat.message(fromA)).toBeVisible();

  // A second message within 1000 ms is refused with a clear message; the text stays for a later try.
  // The first goes through the API as A (to the room of /en/globalchat) and the second is already typed, so only a
  // key press lies between them: a whole round trip through the page can take longer than 1000 ms on a busy machine,
  // and then the second is rightly accepted.
  const first = `Quick one ${run}`;
  const second = `And another ${run}`;
  const token = await apiSignIn(request, 'attendee');
  await a.chat.composer.fill(second);
  const posted = await request.post('/api/chat/rooms/global/messages', { headers: { authorization: `Bearer ${token}` }, data: { text: first } });
  expect(posted.ok(), await posted.text()).toBe(true);
  await a.chat.composer.press('Enter');
  await expect(a.chat.refusal).toHaveText('You are sending messages too quickly: wait a moment and send again.');
  await expect(a.chat.composer).toHaveValue(second);
  await expect(b.chat.message(first)).toBeVisible({ timeout: 30_000 });
  await expect(a.chat.message(second)).toHaveCount(0);
  await expect(b.chat.message(second)).toHaveCount(0);

  expect(await axeViolations(a.page)).toEqual([]);
  expect(await axeViolations(editor.page)).toEqual([]);
  await shootWidths(a.page, SHOTS, 'globalchat-attendee', { checkOverflow: true });
  await shootWidths(editor.page, SHOTS, 'globalchat-editor', { checkOverflow: true });
});

test('the keynote chat is the opening keynote session\'s room', async ({ browser }) => {
  const { page, chat } = await chatAs(browser, 'attendee');
  await chat.goto('chat-keynote');
  await expect(page.getByRole('heading', { name: 'Keynote chat', level: 1 })).toBeVisible();
  const text = `Keynote question ${Date.now().toString(36)}`;
  await chat.send(text);
  // Not the global room.
  await chat.goto('globalchat');
  await expect(chat.messages.or(page.getByText('No messages yet. Start the conversation.')).first()).toBeVisible();
  await expect(chat.message(text)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
