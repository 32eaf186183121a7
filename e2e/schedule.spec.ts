// On the real built server, with two signed-in attendees in two browser contexts (personas attendee = A and
// inperson = B): A RSVPs to the last seat of a session while B lands on its waitlist; A cancels and B is promoted; A
// adds two overlapping sessions and sees both clashes on the session page and on My schedule (list and day views);
// A's calendar feed URL, fetched without any session, is a valid calendar (parsed by ical.js) and answers 404 once
// revoked; the My Event panel opens, switches tabs and closes with Escape. Axe on every screen; screenshots at 375,
// 1083 and 1920 px.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import ICAL from 'ical.js';
import type { RsvpAnswer } from '../schemas/api-types';
import { MyEventPanel, SchedulePage, SessionDetailPage } from './pages';
import { axeViolations } from './support/axe';
import { withPeople } from './support/people';
import { allSessions, atServerDate, setServerDate, type SessionItem } from './support/event-clock';
import { shootWidths } from './support/screenshots';

// axe is injected as a script; the site's Content Security Policy refuses inline scripts.
test.use({ bypassCSP: true, timezoneId: 'America/Los_Angeles' });

const SHOTS = 'test-results/schedule';
/** Before the event, after RSVPs opened (2027-04-20): the RSVP clock follows the settings' testing date. */
const TESTING_DATE = '2027-05-01T16:00:00.000Z';


const rsvpOf = async (request: APIRequestContext, id: string, token: string) =>
  (await (await request.get(`/api/rsvp/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as RsvpAnswer;

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name, { settleMs: 150 });

/** Signed-in people whose contexts also bypass the Content Security Policy, for axe (as `test.use` above). */
const people: typeof withPeople = (browser, personas, body, options) => withPeople(browser, personas, body, { bypassCSP: true, ...options });

test.describe.serial('My schedule with two signed-in attendees', () => {
  // Two browser contexts, several pages each, on a shared 2-core machine.
  test.describe.configure({ timeout: 180_000 });
  atServerDate(TESTING_DATE);

  test('A takes the last seat while B lands on the waitlist; A cancels and B is promoted', async ({ browser, request }) => {
    await people(browser, ['attendee', 'inperson'], async ([a, b]) => {
      // A session with exactly one seat left and room on its waitlist, open to both attendees.
      const sessions = (await allSessions(request, a.token)).filter((s) => s.isCapacityControlled && s.roomHasCapacity);
      let target: SessionItem | undefined;
      for (const s of sessions) {
        const seen = await rsvpOf(request, s.sessionId, a.token);
        if (seen.state === 'open' && seen.seats - seen.seatsTaken === 1 && seen.waitlistSeats > seen.waitlistTaken) {
          if ((await rsvpOf(request, s.sessionId, b.token)).state === 'open') {
            target = s;
            break;
          }
        }
      }
      expect(target, 'a session with its last seat free').toBeDefined();
      const session = target as SessionItem;

      const pageA = await SessionDetailPage.openOffering(a.page, session.sessionId, 'RSVP');
      await expect(pageA.panel.getByText('1 seat left.')).toBeVisible();
      expect(await axeViolations(a.page)).toEqual([]);
      await shoot(a.page, 'session-rsvp-open');
      await pageA.clickAction('Cancel RSVP');
      await expect(pageA.panel.getByRole('status')).toHaveText('Your seat is reserved. The session is on your schedule.');

      const pageB = await SessionDetailPage.openOffering(b.page, session.sessionId, 'Add to waitlist');
      await pageB.clickAction('Leave waitlist');
      await expect(pageB.panel.getByRole('status')).toContainText('You are on the waitlist, position');
      expect((await rsvpOf(request, session.sessionId, b.token)).state).toBe('on-waitlist');
      await shoot(b.page, 'session-on-waitlist');

      // A gives the seat back: the first on the waitlist (B) gets it in the same transaction.
      await pageA.clickAction('Add to waitlist');
      await expect(pageA.panel.getByRole('status')).toHaveText('Your RSVP is cancelled and your seat released.');
      expect((await rsvpOf(request, session.sessionId, b.token)).state).toBe('on-schedule');
      await pageB.goto(session.sessionId);
      await pageB.expectAction('Cancel RSVP');
    });
  });

  test('A adds two overlapping sessions and sees both clashes, in the list and in the day calendar', async ({ browser, request }) => {
    await people(browser, ['attendee'], async ([a]) => {
      const sessions = (await allSessions(request, a.token)).filter(
        (s) => s.canBeScheduled && !s.isCapacityControlled && s.enrollmentStatus === null && s.sessionType.logicalValue !== 'roundtable' && s.sessionType.logicalValue !== 'hands-on-lab' && s.startDateTime && s.endDateTime,
      );
      // Two sessions that overlap: the first pair starting at the same time.
      let pair: [SessionItem, SessionItem] | undefined;
      for (const one of sessions) {
        const other = sessions.find((s) => s !== one && s.startDateTime === one.startDateTime && s.title !== one.title);
        if (other) {
          pair = [one, other];
          break;
        }
      }
      expect(pair, 'two overlapping sessions').toBeDefined();
      const [first, second] = pair as [SessionItem, SessionItem];

      const detail = await SessionDetailPage.openOffering(a.page, first.sessionId, 'Add to schedule');
      await detail.clickAction('Remove from schedule');
      await detail.goto(second.sessionId);
      await detail.action().click();
      // Adding names the clash it creates.
      const alert = detail.panel.getByRole('alert');
      await expect(alert).toContainText('Added to your schedule.');
      await expect(alert.getByRole('listitem').filter({ hasText: first.title })).toHaveCount(1);
      expect(await axeViolations(a.page)).toEqual([]);
      await shoot(a.page, 'session-clash');

      const schedule = new SchedulePage(a.page);
      const errors: string[] = [];
      a.page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      // The server's HTML already holds the schedule (the block's loader, with the page session cookie).
      const html = await (await a.page.request.get('/en/schedule')).text();
      expect(html).toContain(first.title.replace(/&/g, '&amp;'));
      await schedule.goto();
      await expect(schedule.view('List')).toHaveAttribute('aria-pressed', 'true');
      // Hydrated without a mismatch.
      expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
      // Both events flag the clash, each naming the other.
      await expect(schedule.event(first.title).getByText(`Clashes with ${second.title}`)).toBeVisible();
      await expect(schedule.event(second.title).getByText(`Clashes with ${first.title}`)).toBeVisible();
      expect(await axeViolations(a.page)).toEqual([]);
      await shoot(a.page, 'schedule-list');

      // The detail dialog: focus inside, Escape closes and returns the focus to the event's button.
      await schedule.openEvent(first.title).click();
      await expect(schedule.dialog).toBeVisible();
      await expect(schedule.dialog.getByRole('heading', { name: first.title })).toBeVisible();
      await expect(schedule.dialog.getByText(second.title)).toBeVisible();
      expect(await axeViolations(a.page, 'dialog')).toEqual([]);
      await a.page.keyboard.press('Escape');
      await expect(schedule.dialog).toBeHidden();
      await expect(schedule.openEvent(first.title)).toBeFocused();

      await schedule.view('Day').click();
      await expect(a.page).toHaveURL(/view=Day/);
      await expect(a.page.getByRole('region', { name: / calendar$/ })).toBeVisible();
      await expect(schedule.event(first.title)).toBeVisible();
      await expect(schedule.event(second.title)).toBeVisible();
      // Overlapping events sit side by side.
      const [boxA, boxB] = [await schedule.event(first.title).boundingBox(), await schedule.event(second.title).boundingBox()];
      expect(boxA && boxB && Math.abs(boxA.x - boxB.x) > 20).toBe(true);
      expect(await axeViolations(a.page)).toEqual([]);
      await shoot(a.page, 'schedule-day');
      await schedule.view('Week').click();
      await expect(a.page.getByRole('region', { name: / calendar$/ })).toHaveCount(3);
      expect(await axeViolations(a.page)).toEqual([]);
      await shoot(a.page, 'schedule-week');
    });
  });

  test('the calendar feed URL works without a session and answers 404 once revoked', async ({ browser, playwright, baseURL }) => {
    await people(browser, ['attendee'], async ([a]) => {
      const schedule = new SchedulePage(a.page);
      await schedule.goto();
      await schedule.tool('Calendar export').click();
      const panel = schedule.feedPanel();
      await expect(panel).toBeVisible();
      const create = panel.getByRole('button', { name: 'Create calendar link' });
      if (await create.isVisible()) await create.click();
      const https = panel.getByRole('textbox', { name: 'Calendar link (https)' });
      await expect(https).toHaveValue(/^https?:\/\/.+\/api\/calendar\/.+\.ics$/);
      await expect(panel.getByRole('textbox', { name: 'Subscription link (webcal)' })).toHaveValue(/^webcal:\/\//);
      expect(await axeViolations(a.page)).toEqual([]);
      await shoot(a.page, 'schedule-feed');
      const url = new URL(await https.inputValue());

      // No session at all: a fresh request context.
      const anonymous = await playwright.request.newContext({ baseURL });
      const res = await anonymous.get(url.pathname);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('text/calendar');
      const calendar = new ICAL.Component(ICAL.parse(await res.text()));
      expect(calendar.name).toBe('vcalendar');
      expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Los_Angeles');
      const titles = calendar.getAllSubcomponents('vevent').map((e) => String(e.getFirstPropertyValue('summary')));
      expect(titles.length).toBeGreaterThanOrEqual(2);

      await panel.getByRole('button', { name: 'Revoke link' }).click();
      await expect(panel.getByRole('status')).toHaveText('Calendar link revoked: calendars subscribed to it no longer update.');
      expect((await anonymous.get(url.pathname)).status()).toBe(404);
      await anonymous.dispose();
    });
  });

  test('the My Event panel opens from its button, shows its tabs and closes with Escape', async ({ browser }) => {
    await people(browser, ['attendee'], async ([a]) => {
      const panel = new MyEventPanel(a.page);
      await a.page.goto('/en/schedule', { waitUntil: 'networkidle' });
      // The home agenda's items are on everyone's schedule, stored under their translation keys: the page and the
      // panel show their text.
      const main = a.page.getByRole('main');
      await expect(main.getByText('Registration and breakfast').first()).toBeVisible();
      await expect(main).not.toContainText('translate.home.agenda');
      await panel.launcher.click();
      await expect(panel.panel).toBeVisible();
      await expect(panel.tab('Schedule')).toHaveAttribute('aria-selected', 'true');
      await expect(panel.panel.getByRole('heading', { name: 'Registration and breakfast' })).toBeVisible();
      await expect(panel.panel).not.toContainText('translate.home.agenda');
      expect(await axeViolations(a.page, 'aside')).toEqual([]);
      await shoot(a.page, 'panel-schedule');
      await panel.tab('Calendar').click();
      await expect(panel.panel.getByRole('region', { name: / calendar$/ })).toBeVisible();
      await panel.tab(/^Notifications/).click();
      await panel.panel.getByRole('button', { name: 'Notification settings' }).click();
      await expect(panel.panel.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
      await panel.panel.getByRole('button', { name: 'Back to notifications' }).click();
      await expect(panel.panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
      expect(await axeViolations(a.page, 'aside')).toEqual([]);
      await shoot(a.page, 'panel-notifications');
      await a.page.keyboard.press('Escape');
      await expect(panel.panel).toBeHidden();
      await expect(panel.launcher).toBeFocused();
    });
  });

  test('the trip report goes through its states: working, download starting, none after 1500 ms', async ({ browser }) => {
    await people(browser, ['attendee'], async ([a]) => {
      const schedule = new SchedulePage(a.page);
      await schedule.goto();
      const button = schedule.page.getByRole('group', { name: 'Schedule tools' }).locator('[data-state]');
      await expect(button).toHaveText('Download trip report');
      const download = a.page.waitForEvent('download');
      await button.click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.csv$/);
      await expect(button).toHaveText('Download starting');
      await expect(button).toBeDisabled();
      // docs/behaviour/schedule-and-rsvp.md: back to none 1500 ms after the download started.
      await expect(button).toHaveText('Download trip report', { timeout: 5000 });
      await expect(button).toBeEnabled();
    });
  });

  test('during the live phase the panel opens by itself on ultra-wide screens until closed; it and the refiner close each other', async ({ browser, request }) => {
    await setServerDate(request, '2027-05-18T17:00:00.000Z');
    try {
      await people(browser, ['attendee'], async ([a]) => {
        const panel = new MyEventPanel(a.page);
        await a.page.setViewportSize({ width: 1940, height: 1000 });
        await a.page.goto('/en/schedule', { waitUntil: 'networkidle' });
        // myEventPanelOpenPhases is ['live'] in the demo; 1940 px is past the 1921 px breakpoint.
        await expect(panel.panel).toBeVisible();
        await panel.close.click();
        await expect(panel.launcher).toBeFocused();
        await a.page.reload({ waitUntil: 'networkidle' });
        await expect(panel.launcher).toBeVisible();
        await expect(panel.panel).toBeHidden();

        // Below ultra-wide, opening the catalog's refiner closes the panel, and opening the panel closes the refiner.
        await a.page.setViewportSize({ width: 1280, height: 900 });
        await a.page.goto('/en/sessions', { waitUntil: 'networkidle' });
        const refine = a.page.getByRole('button', { name: /^Refine/ });
        const refiner = a.page.getByRole('complementary', { name: 'Refine sessions' });
        await panel.launcher.click();
        await expect(panel.panel).toBeVisible();
        await refine.click();
        await expect(refiner).toBeVisible();
        await expect(panel.panel).toBeHidden();
        await panel.launcher.click();
        await expect(panel.panel).toBeVisible();
        await expect(refiner).toBeHidden();
      });
    } finally {
      await setServerDate(request, TESTING_DATE);
    }
  });

  test('anonymous visitors are asked to sign in for the schedule buttons', async ({ page }) => {
    await page.goto('/en/sessions', { waitUntil: 'networkidle' });
    const add = page.getByRole('button', { name: /^Add to schedule: / }).first();
    await expect(add).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'catalog-anonymous');
    await add.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
