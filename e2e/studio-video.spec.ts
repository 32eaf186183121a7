// The video parts end to end, on the built site and the real server (docs/behaviour/live-and-video.md): on a live
// session page with enableTeamsLiveEventFailover on, Switch to backup stream moves the player to the session's
// failover URL with the video token as `at` and autoplay=1; on the live home page's studio player a signed-in
// attendee's question in the Q&A panel reaches a second browser without a reload; after the event a simple video
// (the home hero's media file, served from the committed fixture) starts muted after a hover of more than 200 ms and
// pauses when the pointer leaves. The pages are looked at (axe with colour contrast, screenshots at 375, 1083 and
// 1920 px).
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { SessionStream, SimpleVideoObject, StudioPanelsPage } from './pages';
import { axeViolations } from './support/axe';
import { allSessions, auth, setServerDate } from './support/event-clock';
import { shootWidths } from './support/screenshots';
import { apiSignIn, signInAsPersona } from './support/session';

const SHOTS = 'test-results/studio-video';
/** 08:00 at the venue on the first conference day: the live phase. */
const OPENING = '2027-05-18T15:00:00Z';
/** After the event: the home page's hero is the highlights video. */
const AFTER = '2027-05-22T17:00:00Z';
/** The post-event hero's video (server/demo/pages/home.ts) and the committed clip the test serves for it. */
const HIGHLIGHTS = 'https://media.nimbusconf.example.com/2027/on-demand/highlights.webm';
const CLIP = 'public/media/video/highlights-loop.webm';

type Features = Record<string, boolean>;

/** The part itself at a phone's and a wide screen's width, beside the full-page screenshots. */
async function shootPart(part: Locator, name: string): Promise<void> {
  for (const width of [375, 1920]) {
    await part.page().setViewportSize({ width, height: 900 });
    await part.screenshot({ path: `${SHOTS}/${name}-part-${width}.png` });
  }
  await part.page().setViewportSize({ width: 1280, height: 900 });
}

/** Sets feature flags as a site editor saves them; answers the flags as they were, to put back. */
async function setFeatures(request: APIRequestContext, changes: Features): Promise<Features> {
  const headers = auth(await apiSignIn(request, 'siteeditor'));
  const current = (await (await request.get('/api/siteeditor', { headers })).json()) as { settings: { features: Features }; hash: string };
  const before = current.settings.features;
  const res = await request.post('/api/siteeditor', {
    headers,
    data: { changes: { features: { ...before, ...changes } }, originalHash: current.hash },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return before;
}

test.describe.serial('studio video', () => {
  let flags: Features | null = null;
  test.beforeAll(async ({ request }) => {
    await setServerDate(request, OPENING);
    flags = await setFeatures(request, { enableTeamsLiveEventFailover: true, requireMediusAuthentication: true });
  });
  test.afterAll(async ({ request }) => {
    if (flags) await setFeatures(request, flags);
    await setServerDate(request, null);
  });

  test('Switch to backup stream plays the failover URL with the video token and autoplay=1', async ({ page }) => {
    const token = await signInAsPersona(page, 'attendee');
    const keynote = (await allSessions(page.request, token)).find((s) => s.sessionType.logicalValue === 'keynote');
    expect(keynote).toBeTruthy();
    const detail = (await (await page.request.get(`/api/session/${keynote!.sessionId}`, { headers: auth(token) })).json()) as {
      session: { liveStream: string; failoverVideoUrl: string };
    };
    const failover = detail.session.failoverVideoUrl;
    expect(failover).toMatch(/^https:\/\//);

    const stream = new SessionStream(page);
    await stream.goto(keynote!.sessionId);
    expect(await stream.src()).toMatch(new RegExp(`^${escape(detail.session.liveStream)}\\?autoplay=1&at=[^&]+$`));
    await shootWidths(page, SHOTS, 'session-backup-control', { checkOverflow: true });
    await shootPart(page.locator('.blk-session__video'), 'session-backup-control');
    expect(await axeViolations(page, '.blk-session__video')).toEqual([]);

    await stream.switchToBackup.click();
    await expect(stream.backToMain).toBeVisible();
    await expect.poll(() => stream.src()).toMatch(new RegExp(`^${escape(failover)}\\?autoplay=1&at=[^&]+$`));
    await expect(stream.failover).toHaveAttribute('data-stream', 'backup');
    await stream.backToMain.click();
    await expect.poll(() => stream.src()).toMatch(new RegExp(`^${escape(detail.session.liveStream)}\\?`));
  });

  test("a question in the studio player's Q&A panel reaches a second browser", async ({ browser, page }) => {
    const question = `Will the demos be shared? (${Date.now()})`;
    const viewerContext = await browser.newContext();
    try {
      const viewer = new StudioPanelsPage(await viewerContext.newPage());
      await viewer.goto();
      await expect(viewer.community.getByRole('heading', { name: 'Community conversation' })).toBeVisible();

      await signInAsPersona(page, 'attendee');
      const asker = new StudioPanelsPage(page);
      await asker.goto();
      await asker.ask(question);

      await expect(viewer.message(question)).toBeVisible({ timeout: 10_000 });
      expect(await axeViolations(page, '[data-block-id="studio"]')).toEqual([]);
      await shootWidths(page, SHOTS, 'studio-player-panels', { checkOverflow: true });
      await shootPart(asker.player, 'studio-player-panels');
    } finally {
      await viewerContext.close();
    }
  });

  test('a hover of more than 200 ms starts a simple video muted and leaving pauses it', async ({ page, request }) => {
    // The date is moved through a request context of its own: the content editor it signs in as would otherwise be
    // the page's visitor too (page.request shares the page's cookies), and an editor's page mounts again once the
    // editor's code has loaded, which took the hovered video away.
    await setServerDate(request, AFTER);
    const clip = readFileSync(CLIP);
    await page.route(HIGHLIGHTS, (route) => route.fulfill({ status: 200, contentType: 'video/webm', body: clip }));
    await page.goto('/en/home');
    const video = new SimpleVideoObject(page, page.locator('[data-block-id="hero"]'));
    await video.box.scrollIntoViewIfNeeded();
    await expect(video.box).toHaveAttribute('data-state', 'unfocused');
    await expect(video.video).toHaveAttribute('src', HIGHLIGHTS);
    expect(await video.media()).toEqual({ paused: true, muted: false });

    await video.hover();
    await expect(video.box).toHaveAttribute('data-state', 'playing');
    // The state is set as play() is asked for; the element reports playing a moment later on a busy machine.
    await expect.poll(() => video.media()).toEqual({ paused: false, muted: true });
    await expect(video.box.getByRole('button', { name: 'Pause' })).toBeVisible();

    await video.leave();
    await expect(video.box).toHaveAttribute('data-state', 'paused');
    await expect.poll(async () => (await video.media()).paused).toBe(true);
    await expect(video.box.getByText('Paused')).toBeVisible();
    expect(await axeViolations(page, '[data-block-id="hero"]')).toEqual([]);
    await shootWidths(page, SHOTS, 'simple-video', { checkOverflow: true });
    await shootPart(page.locator('[data-block-id="hero"]'), 'simple-video');
    await setServerDate(request, OPENING);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
