// The live-now ticker end to end, on the built site and the real server: an editor adds a message in the ticker editor
// and it appears on a studio player page already open in another browser context within 2 s, without a reload; when the
// event's clock passes the message's end it leaves that page, again without a reload. The player and the editor are
// looked at (axe with colour contrast, screenshots at 375, 1083 and 1920 px).
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { StudioPlayerPage, TickerEditorPage } from './pages';
import { axeViolations } from './support/axe';
import { atServerDate, auth, setServerDate } from './support/event-clock';
import { shootWidths } from './support/screenshots';
import { apiSignIn, signInAsPersona } from './support/session';

const SHOTS = 'test-results/ticker';
/** 08:00 at the venue on the first conference day: the live phase, with two of the demo's messages showing. */
const OPENING = '2027-05-18T15:00:00Z';
/** 31 minutes later: past the end of a message added at OPENING (the form's default is 30 minutes). */
const LATER = '2027-05-18T15:31:00Z';
const MESSAGE = 'Hall B doors are open: the studio Q&A starts at 8:15.';

/**
 * Deletes the messages with this text through the API: a failed try leaves its message behind, and its retry (and
 * the specs after it on the same server) must start without it.
 */
async function removeMessages(request: APIRequestContext, text: string): Promise<void> {
  const headers = auth(await apiSignIn(request, 'contenteditor'));
  const { messages } = (await (await request.get('/api/ticker/messages', { headers })).json()) as { messages: { id: string; text: string }[] };
  for (const m of messages.filter((x) => x.text === text)) {
    expect((await request.delete(`/api/ticker/messages/${m.id}`, { headers })).ok()).toBe(true);
  }
}

test.describe.serial('the live-now ticker', () => {
  atServerDate(OPENING);

  test('a message added in the editor reaches an open studio player within 2 s and leaves at its end', async ({ browser, page, request }) => {
    await removeMessages(request, MESSAGE);
    const viewerContext = await browser.newContext();
    try {
      const viewer = new StudioPlayerPage(await viewerContext.newPage());
      await viewer.goto();
      await expect(viewer.ticker).toBeVisible();
      await expect.poll(() => viewer.texts()).toContain('The studio is live all conference long: ask the hosts your questions in the Q&A panel.');
      expect(await viewer.texts()).not.toContain(MESSAGE);

      await signInAsPersona(page, 'contenteditor');
      const editor = new TickerEditorPage(page);
      await editor.goto();
      // The form starts at the event's now (the testing date) and lasts 30 minutes.
      await expect(editor.starts).toHaveValue('2027-05-18T08:00');
      await expect(editor.ends).toHaveValue('2027-05-18T08:30');
      await editor.addMessage(MESSAGE);
      await expect(editor.row(MESSAGE).getByText('Showing now')).toBeVisible();

      // Live: the open page shows it within 2 s of the save, without a reload.
      await expect.poll(() => viewer.texts(), { timeout: 2_000 }).toContain(MESSAGE);

      expect(await axeViolations(viewer.page, '[data-block-id="studio"]')).toEqual([]);
      await shootWidths(viewer.page, SHOTS, 'studio-player', { checkOverflow: true });
      expect(await axeViolations(page, 'main')).toEqual([]);
      await shootWidths(page, SHOTS, 'ticker-editor', { checkOverflow: true });

      // The event's clock passes its end: it leaves the open page, and the demo's all-day message stays.
      await setServerDate(page.request, LATER);
      await expect.poll(() => viewer.texts(), { timeout: 10_000 }).not.toContain(MESSAGE);
      expect(await viewer.texts()).toContain('The studio is live all conference long: ask the hosts your questions in the Q&A panel.');
      await expect(editor.row(MESSAGE).getByText('Ended')).toBeVisible({ timeout: 35_000 });

      await editor.deleteMessage(MESSAGE);
    } finally {
      await viewerContext.close();
      await removeMessages(request, MESSAGE);
    }
  });
});
