// The conference played in order: the server's testing date moves from before the event through
// the moment RSVPs open, three points of each live day, to just after the event. Two attendees in two browsers
// (A: the attendee persona, Avery; B: the in-person attendee, Imani) and a content editor (who moves the date) act
// at each point, and every checkpoint is looked at again after a reload and in the other person's open page.
// Every assertion is what a visitor sees: button labels, badges, counts, banners and toasts.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CatalogPage, EvaluationsPage, LiveCards, MeetingDetailPage, MeetingsPage, MyEventPanel, SessionDetailPage, Shell } from './pages';
import { allSessions, auth, hasEndedAt, isLiveAt, setServerDate, type SessionItem } from './support/event-clock';
import { withPeople } from './support/people';

test.use({ timezoneId: 'America/Los_Angeles' });

/** The moments of the event (UTC; the event is in Seattle, UTC-7 in May). */
const AT = {
  preEvent: '2027-03-01T17:00:00.000Z',
  rsvpOpens: '2027-04-20T16:00:00.000Z',
  liveDays: [
    ['2027-05-18T16:30:00.000Z', '2027-05-18T20:00:00.000Z', '2027-05-19T00:30:00.000Z'],
    ['2027-05-19T16:30:00.000Z', '2027-05-19T20:00:00.000Z', '2027-05-20T00:30:00.000Z'],
    ['2027-05-20T16:30:00.000Z', '2027-05-20T20:00:00.000Z', '2027-05-20T23:30:00.000Z'],
  ],
  postEvent: '2027-05-21T18:00:00.000Z',
} as const;

const PRE_EVENT_BANNER = 'Early-bird registration ends';
const LIVE_BANNER = 'Doors open at 7:30 am. Bring your badge.';

/** The cards a live list shows at `at`: none ended, the Live badge on exactly the live ones, live ones first. */
async function expectRightAt(cards: LiveCards, sessions: readonly SessionItem[], at: string): Promise<void> {
  const byRef = new Map(sessions.flatMap((s) => [[s.sessionCode, s], [s.sessionId, s]] as const));
  await expect(cards.region).toBeVisible();
  const shown = await cards.shown();
  for (const card of shown) {
    const session = byRef.get(card.ref);
    expect(session, `"${card.title}" is a session`).toBeDefined();
    expect(hasEndedAt(session as SessionItem, at), `"${card.title}" has not ended at ${at}`).toBe(false);
    expect(card.live, `"${card.title}" is shown as live exactly when it is live at ${at}`).toBe(isLiveAt(session as SessionItem, at));
  }
  const firstUpcoming = shown.findIndex((c) => !c.live);
  if (firstUpcoming !== -1) expect(shown.slice(firstUpcoming).some((c) => c.live), 'live sessions come first').toBe(false);
  if (sessions.some((s) => isLiveAt(s, at) && ['breakout', 'keynote', 'theater'].includes(s.sessionType.logicalValue))) {
    expect(shown[0]?.live, `something is live at ${at}, and shown first`).toBe(true);
  }
}

/** Home and catalog at a live moment, in the server's HTML and after hydration, and again after a reload. */
async function expectLiveSurfaces(page: Page, sessions: readonly SessionItem[], at: string): Promise<void> {
  await page.goto('/en/home');
  await expectRightAt(new LiveCards(page, 'Happening now'), sessions, at);
  await page.goto('/en/sessions');
  await expectRightAt(new LiveCards(page, 'Live now and up next'), sessions, at);
  await expect(page.getByText(LIVE_BANNER).first()).toBeVisible();
  await expect(page.getByText(PRE_EVENT_BANNER)).toHaveCount(0);
  await page.reload();
  await expectRightAt(new LiveCards(page, 'Live now and up next'), sessions, at);
}

/** The evaluations page: "N evaluations to do" counts exactly the Evaluate links it offers (`expected` when given). */
async function expectEvaluationCount(page: Page, expected?: number): Promise<number> {
  const evaluations = new EvaluationsPage(page);
  await evaluations.goto();
  await expect(evaluations.status).toBeVisible();
  const offered = await evaluations.list.getByRole('link', { name: /^Evaluate / }).count();
  if (expected !== undefined) expect(offered).toBe(expected);
  await expect(evaluations.status).toHaveText(offered === 1 ? '1 evaluation to do' : `${offered} evaluations to do`);
  return offered;
}

test.describe('the conference day, two attendees and an editor, in order', () => {
  // The live days visit home and the catalog for two people at nine moments: 6.6 to 8 minutes beside the other
  // group on two cores, so the budget leaves room above that.
  test.describe.configure({ timeout: 900_000 });
  test.afterAll(async ({ request }) => setServerDate(request, null));

  test('before the event: schedule, page size and favorites are the server\'s, after a reload and in another browser', async ({ browser, request }) => {
    await setServerDate(request, AT.preEvent);
    await withPeople(browser, ['attendee', 'attendee', 'inperson'], async ([a, a2, b]) => {
      const sessions = await allSessions(request, a.token);
      const plain = sessions.find(
        (s) => s.canBeScheduled && !s.isCapacityControlled && s.enrollmentStatus === null && s.startDateTime &&
          ['breakout', 'theater'].includes(s.sessionType.logicalValue),
      );
      expect(plain, 'a session that goes on a schedule with Add to schedule').toBeDefined();
      const session = plain as SessionItem;

      // A adds it; the page, a reload and A's other browser all say it is on the schedule.
      const detailA = await SessionDetailPage.openOffering(a.page, session.sessionId, 'Add to schedule');
      await detailA.clickAction('Remove from schedule');
      await detailA.reloadExpectingAction('Remove from schedule');
      const detailA2 = await SessionDetailPage.openOffering(a2.page, session.sessionId, 'Remove from schedule');
      // B's page of the same session is B's own: not on B's schedule.
      await SessionDetailPage.openOffering(b.page, session.sessionId, 'Add to schedule');

      // A removes it from the other browser; the first one agrees after a reload and can add it again.
      await detailA2.clickAction('Add to schedule');
      await detailA.reloadExpectingAction('Add to schedule');

      // The page size is remembered per user: 48 in one browser is 48 in the other.
      const catalogA = new CatalogPage(a.page);
      await catalogA.goto();
      await catalogA.pageSize.selectOption('48');
      await expect(catalogA.results.getByRole('heading', { level: 3 })).toHaveCount(48);
      const catalogA2 = new CatalogPage(a2.page);
      await catalogA2.goto();
      await expect(catalogA2.pageSize).toHaveValue('48');
      await expect(catalogA2.results.getByRole('heading', { level: 3 })).toHaveCount(48);
      // The pre-event banner on the catalog, as on home.
      await expect(a.page.getByText(PRE_EVENT_BANNER).first()).toBeVisible();

      // Evaluations are not open yet: the count says what the list offers to evaluate (nothing yet).
      await expectEvaluationCount(a.page, 0);
    });
  });

  test('RSVPs open: the last seat, the waitlist, and a promotion that reaches the open page with a toast', async ({ browser, request }) => {
    await setServerDate(request, AT.rsvpOpens);
    await withPeople(browser, ['attendee', 'inperson'], async ([a, b]) => {
      const rsvpOf = async (id: string, token: string) =>
        (await (await request.get(`/api/rsvp/${id}`, { headers: auth(token) })).json()) as { state: string; seats: number; seatsTaken: number; waitlistSeats: number; waitlistTaken: number };
      let target: SessionItem | undefined;
      for (const s of (await allSessions(request, a.token)).filter((x) => x.isCapacityControlled && x.roomHasCapacity)) {
        const seen = await rsvpOf(s.sessionId, a.token);
        if (seen.state === 'open' && seen.seats - seen.seatsTaken === 1 && seen.waitlistSeats > seen.waitlistTaken && (await rsvpOf(s.sessionId, b.token)).state === 'open') {
          target = s;
          break;
        }
      }
      expect(target, 'a session with its last seat free').toBeDefined();
      const session = target as SessionItem;
      const spaceTotal = async () => {
        const list = (await (await request.get('/api/session?spaceAvailable=true&pageSize=12')).json()) as { total: number };
        const facets = (await (await request.get('/api/facets?spaceAvailable=true')).json()) as { total: number };
        return { list: list.total, facets: facets.total };
      };
      const before = await spaceTotal();
      expect(before.facets).toBe(before.list);

      // B has the session open; A takes the last seat: B's open page offers the waitlist without a reload.
      const detailB = await SessionDetailPage.openOffering(b.page, session.sessionId, 'RSVP');
      const detailA = new SessionDetailPage(a.page);
      await detailA.goto(session.sessionId);
      await detailA.clickAction('Cancel RSVP');
      await detailB.expectAction('Add to waitlist', { timeout: 2_000 });
      // One owner for seat availability: the catalog's list and its facet counts agree at once.
      const after = await spaceTotal();
      expect(after).toEqual({ list: before.list - 1, facets: before.list - 1 });

      await detailB.clickAction('Leave waitlist');
      await detailB.reloadExpectingAction('Leave waitlist');

      // A cancels: B, still on the page, is moved onto the schedule within 2 s and told so.
      await detailA.clickAction('Add to waitlist');
      await detailB.expectAction('Cancel RSVP', { timeout: 2_000 });
      await new Shell(b.page).expectToast(`You are in: ${session.title} moved from the waitlist to your schedule`);
      await detailB.reloadExpectingAction('Cancel RSVP');
      await detailA.reloadExpectingAction('Add to waitlist');
    });
  });

  test('the live days, three moments each: only live sessions are live, on every surface, for both attendees', async ({ browser, request }) => {
    await withPeople(browser, ['attendee', 'inperson'], async ([a, b]) => {
      const sessions = await allSessions(request, b.token);
      // A has a session of the first afternoon on their schedule: its evaluation opens 5 minutes after its start.
      const first = AT.liveDays[0][1];
      const morning = (await allSessions(request, a.token)).find(
        (s) => s.canBeScheduled && !s.isCapacityControlled && s.enrollmentStatus === null && ['breakout', 'theater'].includes(s.sessionType.logicalValue) &&
          Date.parse(s.startDateTime ?? '') <= Date.parse(first) - 5 * 60_000 && !hasEndedAt(s, first),
      );
      expect(morning, 'a session A can schedule that runs at the first live moment').toBeDefined();
      expect((await request.post(`/api/schedule/sessions/${morning?.sessionId}`, { headers: auth(a.token), data: {} })).ok()).toBe(true);
      for (const day of AT.liveDays) {
        for (const at of day) {
          await setServerDate(request, at);
          // The two people look at the same moment side by side, each in their own browser.
          await Promise.all([expectLiveSurfaces(a.page, sessions, at), expectLiveSurfaces(b.page, sessions, at)]);
          if (at === first) {
            // Its page says Live now (server HTML and after hydration), and A's evaluations offer it.
            const detail = new SessionDetailPage(a.page);
            await detail.goto(morning?.sessionId ?? '');
            await expect(detail.badge).toHaveText('Live now');
            expect(await expectEvaluationCount(a.page)).toBeGreaterThan(0);
            await expect(new EvaluationsPage(a.page).evaluateLink(morning?.title ?? '')).toBeVisible();
          }
          // The API's live-and-upcoming list: nothing ended, live first.
          const res = await request.get('/api/session?liveAndUpcoming=true&sortBy=chronological&pageSize=96');
          const items = ((await res.json()) as { items: SessionItem[] }).items;
          expect(items.filter((s) => hasEndedAt(s, at)).map((s) => s.title)).toEqual([]);
        }
      }
    });
  });

  test('a live day: the My Event panel\'s Up next starts with what is next, not yesterday\'s breakfast', async ({ browser, request }) => {
    const at = AT.liveDays[1][1];
    await setServerDate(request, at);
    await withPeople(browser, ['attendee'], async ([a]) => {
      const sessions = await allSessions(request, a.token);
      // Something of yesterday and something of this afternoon on A's schedule.
      const addable = (s: SessionItem) => s.canBeScheduled && !s.isCapacityControlled && s.enrollmentStatus === null && ['breakout', 'theater'].includes(s.sessionType.logicalValue);
      const yesterday = sessions.find((s) => addable(s) && hasEndedAt(s, at));
      const later = sessions.find((s) => addable(s) && Date.parse(s.startDateTime ?? '') > Date.parse(at) && s.startDateTime?.startsWith('2027-05-19T2'));
      expect(yesterday && later, 'an ended and a coming session to schedule').toBeTruthy();
      for (const s of [yesterday, later] as SessionItem[]) {
        const res = await request.post(`/api/schedule/sessions/${s.sessionId}`, { headers: auth(a.token), data: {} });
        expect(res.ok(), await res.text()).toBe(true);
      }
      await a.page.goto('/en/home');
      const panel = new MyEventPanel(a.page);
      if (!(await panel.panel.isVisible())) await panel.launcher.click();
      await expect(panel.panel.getByRole('heading', { name: 'Up next' })).toBeVisible();
      await expect(panel.panel.getByText(later?.title ?? '').first()).toBeVisible();
      await expect(panel.panel.getByText(yesterday?.title ?? '')).toHaveCount(0);
    });
  });

  test('a live day: an invitation, its answer and a cancellation reach the other person\'s open page', async ({ browser, request }) => {
    await setServerDate(request, AT.liveDays[0][0]);
    await withPeople(browser, ['inperson', 'attendee'], async ([a, b]) => {
      const join = await request.put('/api/profile', { headers: auth(b.token), data: { privacy: { attendeeDirectory: true, canAttendMeetings: true } } });
      expect(join.ok()).toBe(true);
      const meetingsB = new MeetingsPage(b.page);
      await meetingsB.goto();
      const subject = 'Hallway sync on day one';
      const created = await request.post('/api/meetings', {
        headers: auth(a.token),
        data: { subject, time: '2027-05-18T22:00:00Z', endTime: '2027-05-18T22:30:00Z', meetingTypeName: 'customer-meeting', attendeeIds: ['att-attendee'] },
      });
      expect(created.ok(), await created.text()).toBe(true);
      const id = ((await created.json()) as { meeting: { id: string } }).meeting.id;
      // B's open list shows the invitation without a reload.
      await expect(meetingsB.card(subject)).toContainText('Pending', { timeout: 5_000 });

      // A watches the meeting; B accepts: A's open page shows it.
      const detailA = new MeetingDetailPage(a.page);
      await a.page.goto(`/en/meetings/${id}`);
      await expect(detailA.participant('Avery Attendee')).toContainText('Pending');
      await meetingsB.card(subject).getByRole('link', { name: subject }).click();
      const detailB = new MeetingDetailPage(b.page);
      await detailB.accept();
      await expect(detailA.participant('Avery Attendee')).toContainText('Accepted', { timeout: 5_000 });

      // B writes; A's open thread shows it.
      await detailB.send('See you by the coffee bar.');
      await expect(detailA.thread.getByText('See you by the coffee bar.')).toBeVisible({ timeout: 5_000 });

      // A cancels: B's open page shows it cancelled with the composer off; the list no longer counts it upcoming.
      await a.page.getByRole('button', { name: 'Cancel meeting' }).click();
      await a.page.getByRole('button', { name: 'Yes, cancel the meeting' }).click();
      await expect(a.page.getByText('Cancelled by the organizer')).toBeVisible();
      await expect(b.page.getByText('Cancelled by the organizer')).toBeVisible({ timeout: 5_000 });
      await expect(b.page.getByRole('textbox', { name: 'Message' })).toBeDisabled();
      const refused = await request.post(`/api/meetings/${id}/messages`, { headers: auth(b.token), data: { messageBody: 'Still on?' } });
      expect(refused.status()).toBe(409);
      await meetingsB.goto();
      await expect(b.page.getByRole('heading', { name: /^Upcoming/ })).not.toContainText('(1)');
      await expect(meetingsB.card(subject)).toContainText('Cancelled');
    });
  });

  test('just after the event: nothing is live, the banners are the last phase\'s, evaluations count what they list', async ({ browser, request }) => {
    const at = AT.postEvent;
    await setServerDate(request, at);
    await withPeople(browser, ['attendee'], async ([a]) => {
      await a.page.goto('/en/sessions');
      await expect(a.page.locator('.sc-badge--live')).toHaveCount(0);
      await expect(a.page.getByText(PRE_EVENT_BANNER)).toHaveCount(0);
      const live = await request.get('/api/session?liveAndUpcoming=true');
      expect(((await live.json()) as { total: number }).total).toBe(0);
      const offered = await expectEvaluationCount(a.page);
      await a.page.reload();
      await expectEvaluationCount(a.page, offered);
    });
  });
});
