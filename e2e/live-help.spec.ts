// Live help end to end, on the built site and the real server (docs/behaviour/live-help.md): an attendee opens Live
// help and asks; a content editor in a second browser sees the conversation appear on the help desk and answers; the
// attendee sees the answer without a reload (the unread dot while the panel is closed), and both after a reload. An
// anonymous visitor has no Live help button; a second attendee cannot read the first one's conversation. axe on the
// open panel and on the desk; screenshots at 375, 1083 and 1920 px.
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { LiveHelpDeskPage, LiveHelpWidget, SitePage } from './pages';
import { axeViolations } from './support/axe';
import { shootWidths } from './support/screenshots';
import { apiSignIn } from './support/session';

const SHOTS = 'test-results/live-help';
const ATTENDEE_NAME = 'Avery Attendee';
const ATTENDEE_ID = 'cms-attendee';

async function signedIn(browser: Browser, persona: 'attendee' | 'contenteditor') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new SitePage(page).signInAsPersona(persona);
  return { context, page };
}

test('an attendee asks live help, a content editor answers from the desk, the answer arrives live and stays', async ({ browser }) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const question = `Where do I pick up my badge? ${run}`;
  const answer = `At the registration desk in Hall A, ${run}.`;
  const attendee = await signedIn(browser, 'attendee');
  const editor = await signedIn(browser, 'contenteditor');
  try {
    const help = new LiveHelpWidget(attendee.page);
    await help.goto();
    await expect(help.button).toBeVisible();
    await help.openPanel();
    await help.ask(question);
    // Sent with the Send button (disabled while it goes), the focus is back in the field, not on the page.
    await expect(help.field).toBeFocused();

    expect(await axeViolations(attendee.page, '.live-help__panel')).toEqual([]);
    await shootWidths(attendee.page, SHOTS, 'panel', { checkOverflow: true });

    // Escape closes the panel and gives the focus back to the button.
    await help.field.focus();
    await attendee.page.keyboard.press('Escape');
    await expect(help.panel).toBeHidden();
    await expect(help.button).toBeFocused();

    // The desk lists the conversation, waiting for an answer; opening it shows the question.
    const desk = new LiveHelpDeskPage(editor.page);
    await desk.goto();
    await expect(desk.conversation(ATTENDEE_NAME)).toContainText(question);
    await expect(desk.conversation(ATTENDEE_NAME)).toContainText('Waiting for an answer');
    const thread = await desk.openConversation(ATTENDEE_NAME);
    await expect(thread.getByRole('listitem').filter({ hasText: question })).toContainText(ATTENDEE_NAME);
    await expect(desk.conversation(ATTENDEE_NAME)).not.toContainText('Waiting for an answer');
    await desk.answer(ATTENDEE_NAME, answer);

    expect(await axeViolations(editor.page, 'main')).toEqual([]);
    await shootWidths(editor.page, SHOTS, 'desk', { checkOverflow: true });

    // Live, without a reload: the dot on the closed panel's button, then the answer in the panel.
    await expect(help.unreadDot).toBeVisible({ timeout: 30_000 });
    await help.openPanel();
    await expect(help.message(answer)).toContainText('Help desk');
    await expect(help.unreadDot).toBeHidden();

    // Kept: after a reload both are there, and the answer is read (no dot).
    await attendee.page.reload();
    await expect(help.button).toBeVisible();
    await expect(help.unreadDot).toBeHidden();

    // An answer while this page has not opened the panel: the dot comes with the page's counts, live and again after
    // a reload, until the panel is opened.
    const later = `The cloakroom is next to it, ${run}.`;
    await desk.answer(ATTENDEE_NAME, later);
    await expect(help.unreadDot).toBeVisible({ timeout: 30_000 });
    await attendee.page.reload();
    await expect(help.unreadDot).toBeVisible();
    await help.openPanel();
    await expect(help.message(later)).toContainText('Help desk');
    await expect(help.unreadDot).toBeHidden();
    await expect(help.message(question)).toContainText('You');
    await expect(help.message(answer)).toContainText('Help desk');

    // A new question while the desk has the conversation open arrives there live.
    const followUp = `And the cloakroom? ${run}`;
    await attendee.page.waitForTimeout(1_100);
    await help.ask(followUp);
    await expect(desk.thread(ATTENDEE_NAME).getByRole('listitem').filter({ hasText: followUp })).toBeVisible({ timeout: 30_000 });
  } finally {
    await attendee.context.close();
    await editor.context.close();
  }
});

test('on a phone the page\'s end scrolls clear of the button, which sits above the tab bar', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await new SitePage(page).signInAsPersona('attendee');
  const help = new LiveHelpWidget(page);
  await help.goto('/en/coming-soon');
  await expect(help.button).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const footer = page.getByRole('contentinfo');
  // The footer's last line (the copyright) ends above the button, which sits above the tab bar.
  const last = await footer.getByText(/©/).boundingBox();
  const button = await help.button.boundingBox();
  const tabs = await page.getByRole('navigation', { name: 'Quick links' }).boundingBox();
  expect(last && button && last.y + last.height).toBeLessThanOrEqual(button?.y ?? 0);
  expect(button && tabs && button.y + button.height).toBeLessThanOrEqual(tabs?.y ?? 0);
});

test('an anonymous visitor sees no Live help button', async ({ page }) => {
  const help = new LiveHelpWidget(page);
  await help.goto();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(help.button).toHaveCount(0);
  expect((await page.request.get('/api/live-help/thread')).status()).toBe(401);
});

test('a second attendee cannot read or answer the first one\'s conversation', async ({ request }) => {
  // The first attendee's conversation exists whatever ran before.
  const first = { Authorization: `Bearer ${await apiSignIn(request, 'attendee')}` };
  expect((await request.post('/api/live-help/messages', { headers: first, data: { text: 'Is there a quiet room?' } })).status()).toBe(200);
  const token = await apiSignIn(request, 'inperson');
  const headers = { Authorization: `Bearer ${token}` };
  // Their own conversation is theirs alone.
  const own = await request.get('/api/live-help/thread', { headers });
  expect(own.status()).toBe(200);
  expect(((await own.json()) as { conversationId: string }).conversationId).toBe('cms-inperson');
  expect(JSON.stringify(await own.json())).not.toContain('quiet room');
  // The desk's calls and the chat's room calls refuse another attendee's conversation.
  expect((await request.get(`/api/live-help/desk/${ATTENDEE_ID}`, { headers })).status()).toBe(403);
  expect((await request.get('/api/live-help/desk', { headers })).status()).toBe(403);
  expect((await request.post(`/api/live-help/desk/${ATTENDEE_ID}/messages`, { headers, data: { text: 'Sneaky' } })).status()).toBe(403);
  expect((await request.get(`/api/chat/rooms/${encodeURIComponent(`help:${ATTENDEE_ID}`)}/messages`, { headers })).status()).toBe(404);
  const editor = { Authorization: `Bearer ${await apiSignIn(request, 'contenteditor')}` };
  const thread = (await (await request.get(`/api/live-help/desk/${ATTENDEE_ID}`, { headers: editor })).json()) as { items: { text: string }[] };
  expect(thread.items.map((m) => m.text)).not.toContain('Sneaky');
});
