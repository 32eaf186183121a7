// The install banner (docs/behaviour/shell.md, Banners) under a browser that offers installing the site: headless
// Chromium never does, so every page gets a stand-in `beforeinstallprompt` as it loads (e2e/pages/install.ts). The
// banner shows in the phases of settings.pwaInstallPhases only (the server's testing date moved into and out of the
// live phase), in the settings' colours; Install calls the offer's prompt(); a dismissal is kept across reloads; it
// stays away from the install page, the interactive map and the chat-only pages, and goes once the site is installed.
import { expect, test } from './support/test';
import { InstallBanner, SitePage } from './pages';
import { axeViolations } from './support/axe';
import { setServerDate } from './support/event-clock';
import { shootWidths } from './support/screenshots';

// These pages are about the site's service worker (e2e/support/test.ts).
test.use({ siteWorker: true });

const SHOTS = 'test-results/install';
/** Inside the live phase, the demo's only phase in pwaInstallPhases. */
const LIVE = '2027-05-19T16:00:00.000Z';
/** Before the event: the pre-event phase. */
const BEFORE = '2027-05-01T16:00:00.000Z';

test.describe.serial('the install banner', () => {
  test.afterAll(async ({ request }) => setServerDate(request, null));

  test('shows in a phase of pwaInstallPhases only, in the settings colours; Install calls the prompt', async ({ page, context, request }) => {
    await InstallBanner.fakeOffers(context);
    const banner = new InstallBanner(page);

    await setServerDate(request, BEFORE);
    await page.goto('/en/home');
    // The offer came as the page loaded; the pre-event phase is not one of pwaInstallPhases.
    await banner.offer();
    await page.waitForTimeout(500);
    await expect(banner.banner).toHaveCount(0);

    await setServerDate(request, LIVE);
    await page.goto('/en/home');
    // The offer came before the site's code ran (kept by the boot loader).
    await expect(banner.banner).toBeVisible();
    const { color, background } = await banner.banner.evaluate((el) => ({ color: getComputedStyle(el).color, background: getComputedStyle(el).backgroundColor }));
    // settings.banners.install of the demo: #1b1b1b on #e6f0fb.
    expect({ color, background }).toEqual({ color: 'rgb(27, 27, 27)', background: 'rgb(230, 240, 251)' });
    expect(await axeViolations(page)).toEqual([]);
    await shootWidths(page, SHOTS, 'install-banner', { checkOverflow: true, settleMs: 150 });
    for (const width of [375, 1920]) {
      await page.setViewportSize({ width, height: 700 });
      await page.screenshot({ path: `${SHOTS}/install-banner-top-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await banner.install.click();
    expect(await banner.prompts()).toBe(1);
    // The offer is used up.
    await expect(banner.banner).toHaveCount(0);
  });

  test('stays away from the install page, the interactive map and the chat-only pages, and goes once installed', async ({ page, context, request }) => {
    await InstallBanner.fakeOffers(context);
    await setServerDate(request, LIVE);
    const banner = new InstallBanner(page);
    // The chat pages are for signed-in visitors (anonymous ones are sent to sign in).
    await new SitePage(page).signInAsPersona('attendee');
    await page.goto('/en/sessions');
    await expect(banner.banner).toBeVisible();
    // settings.chatOnlyRoutes of the demo: /globalchat and /chat-keynote.
    for (const path of ['/en/install', '/en/interactive-map', '/en/globalchat', '/en/chat-keynote']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await banner.offer();
      await page.waitForTimeout(300);
      await expect(banner.banner, path).toHaveCount(0);
    }

    await page.goto('/en/speakers');
    await expect(banner.banner).toBeVisible();
    await banner.installed();
    await expect(banner.banner).toHaveCount(0);
  });

  test('a dismissal hides it and is kept across reloads', async ({ page, context, request }) => {
    await InstallBanner.fakeOffers(context);
    await setServerDate(request, LIVE);
    const banner = new InstallBanner(page);
    await page.goto('/en/home');
    await expect(banner.banner).toBeVisible();
    await banner.dismiss.click();
    await expect(banner.banner).toHaveCount(0);
    await page.reload();
    await banner.offer();
    await page.waitForTimeout(500);
    await expect(banner.banner).toHaveCount(0);
    await page.goto('/en/sessions');
    await page.waitForTimeout(500);
    await expect(banner.banner).toHaveCount(0);
    expect(await banner.prompts()).toBe(0);
  });
});
