// Writes made offline (docs/behaviour/calls.md, Offline writes): attendee A, on two open tabs of one browser, goes
// offline, RSVPs to a session with one seat left and favorites another session; both show as pending and wait in the
// IndexedDB queue. Meanwhile attendee B (online, own browser) takes the last seat. Back online, the replay follows the
// server's rules: A's RSVP lands on the waitlist (as an online RSVP for a full session does) and a toast says so; the
// favorite is on the server; each write applied exactly once although both tabs replay the same queue and are
// reloaded right away; the queue is empty afterwards. Then an attendee answers a lab's evaluation and writes a message
// in a meeting offline: both show as pending, and back online each lands once, with a toast saying so.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import type { FavoriteList, RsvpAnswer } from '../schemas/api-types';
import { EvaluationFormPage, MeetingDetailPage, MyEventPanel, OfflineWrites, SessionDetailPage } from './pages';
import { axeViolations } from './support/axe';
import { allSessions, auth, atServerDate, type SessionItem } from './support/event-clock';
import { withPeople } from './support/people';
import { shootWidths } from './support/screenshots';

// These pages are about the site's service worker (e2e/support/test.ts).
test.use({ siteWorker: true });

const SHOTS = 'test-results/offline-writes';
/** Before the event, after RSVPs opened (2027-04-20). */
const TESTING_DATE = '2027-05-01T16:00:00.000Z';

const rsvpOf = async (request: APIRequestContext, id: string, token: string) =>
  (await (await request.get(`/api/rsvp/${id}`, { headers: auth(token) })).json()) as RsvpAnswer;
const evaluationOf = async (request: APIRequestContext, id: string, token: string) =>
  (await (await request.get(`/api/evaluations/${encodeURIComponent(id)}`, { headers: auth(token) })).json()) as { hasBeenSubmitted: boolean };
const evaluationsPending = async (request: APIRequestContext, token: string) =>
  ((await (await request.get('/api/evaluations/counts', { headers: auth(token) })).json()) as { pending: number }).pending;
const messagesOf = async (request: APIRequestContext, meetingId: string, token: string) =>
  ((await (await request.get(`/api/meetings/${encodeURIComponent(meetingId)}/messages`, { headers: auth(token) })).json()) as { items: Array<{ messageBody: string }> }).items;
const favoritesOf = async (request: APIRequestContext, token: string) =>
  (await (await request.get('/api/favorites', { headers: auth(token) })).json()) as FavoriteList;

test.describe.serial('writes made offline', () => {
  test.describe.configure({ timeout: 180_000 });
  atServerDate(TESTING_DATE);

  test('an RSVP and a favorite made offline are pending, then replayed once each; the full session gives a waitlist place', async ({ browser, request }) => {
    await withPeople(browser, ['attendee', 'inperson'], async ([a, b]) => {
      const sessions = await allSessions(request, a.token);
      // A session with exactly one seat left and room on its waitlist, open to both (the spec puts it back afterwards).
      let full: SessionItem | undefined;
      for (const s of sessions.filter((x) => x.isCapacityControlled && x.roomHasCapacity)) {
        const seen = await rsvpOf(request, s.sessionId, a.token);
        if (seen.state === 'open' && seen.seats - seen.seatsTaken === 1 && seen.waitlistSeats > seen.waitlistTaken && (await rsvpOf(request, s.sessionId, b.token)).state === 'open') {
          full = s;
          break;
        }
      }
      expect(full, 'a session with its last seat free').toBeDefined();
      const rsvpSession = full as SessionItem;
      const kept = new Set((await favoritesOf(request, a.token)).items.map((f) => f.itemId));
      const favSession = sessions.find((s) => !s.isCapacityControlled && s.sessionType.logicalValue === 'breakout' && !kept.has(s.sessionId) && s.title !== rsvpSession.title);
      expect(favSession, 'a breakout that is not a favorite yet').toBeDefined();
      const before = await rsvpOf(request, rsvpSession.sessionId, a.token);

      const offline = new OfflineWrites(a.page.context());
      const rsvpTab = await SessionDetailPage.openOffering(a.page, rsvpSession.sessionId, 'RSVP');
      const favPage = await a.page.context().newPage();
      const favTab = new SessionDetailPage(favPage);
      await favTab.goto(favSession!.sessionId);
      // The signed-in chunk (My Event panel) brings the queue's replay: loaded before the connection goes.
      for (const page of [a.page, favPage]) await expect(new MyEventPanel(page).launcher).toBeVisible();

      await offline.goOffline();
      await rsvpTab.action().click();
      await offline.expectRsvpPending(rsvpTab);
      await favPage.getByRole('button', { name: `Add ${favSession!.title} to favorites`, exact: true }).first().click();
      await offline.expectFavoritePending(favPage, favSession!.title);
      expect(await offline.queued(a.page)).toBe(2);
      expect(await axeViolations(a.page)).toEqual([]);
      await shootWidths(a.page, SHOTS, 'rsvp-pending', { settleMs: 150 });
      await shootWidths(favPage, SHOTS, 'favorite-pending', { settleMs: 150 });

      // Meanwhile B takes the last seat.
      expect((await (await request.put(`/api/rsvp/${rsvpSession.sessionId}`, { headers: auth(b.token) })).json()).state).toBe('on-schedule');

      await offline.goOnline();
      // Both tabs replay the same queue on the online event; the server applies each key once.
      await expect.poll(() => offline.toastCount([a.page, favPage], `${rsvpSession.title} filled up while you were offline: you are on its waitlist.`), { timeout: 20_000 }).toBe(1);
      await expect.poll(() => offline.queued(a.page), { timeout: 20_000 }).toBe(0);
      // A reload right after: nothing is sent again.
      await a.page.reload();
      await favPage.reload();
      await rsvpTab.expectAction('Leave waitlist');
      await shootWidths(a.page, SHOTS, 'rsvp-waitlisted', { settleMs: 150 });

      const after = await rsvpOf(request, rsvpSession.sessionId, a.token);
      expect(after.state).toBe('on-waitlist');
      expect(after.waitlistTaken).toBe(before.waitlistTaken + 1);
      expect(after.seatsTaken).toBe(before.seatsTaken + 1);
      const favorites = (await favoritesOf(request, a.token)).items.filter((f) => f.itemId === favSession!.sessionId);
      expect(favorites).toHaveLength(1);
      await expect(favPage.getByRole('button', { name: `Add ${favSession!.title} to favorites`, exact: true }).first()).toHaveAttribute('aria-pressed', 'true');

      // Leave the demo as it was for the other specs.
      await request.delete(`/api/rsvp/${rsvpSession.sessionId}`, { headers: auth(a.token) });
      await request.delete(`/api/rsvp/${rsvpSession.sessionId}`, { headers: auth(b.token) });
      await request.delete(`/api/favorites/4/${encodeURIComponent(favSession!.sessionId)}`, { headers: auth(a.token) });
    });
  });
  test('an evaluation and a message written offline are pending, then land once each and say so', async ({ browser, request }) => {
    await withPeople(browser, ['inperson'], async ([a]) => {
      // A hands-on lab (its evaluation is open whatever the date) not evaluated yet, made a favorite so it is the attendee's to evaluate.
      const labs = ((await (await request.get('/api/session?pageSize=24&filter=sessionType%3Ehands-on-lab')).json()) as { items: SessionItem[] }).items;
      let lab: SessionItem | undefined;
      for (const l of [...labs].reverse()) {
        await request.put(`/api/favorites/4/${encodeURIComponent(l.sessionId)}`, { headers: auth(a.token), data: { itemType: l.sessionType.logicalValue } });
        if (!(await evaluationOf(request, l.sessionId, a.token)).hasBeenSubmitted) {
          lab = l;
          break;
        }
      }
      expect(lab, 'a lab to evaluate').toBeDefined();
      const pendingBefore = await evaluationsPending(request, a.token);
      const created = await request.post('/api/meetings', {
        headers: auth(a.token),
        data: { subject: 'Offline notes', time: '2027-05-20T18:00:00Z', endTime: '2027-05-20T18:30:00Z', meetingTypeName: 'customer-meeting', attendeeIds: ['att-exhibitor'] },
      });
      expect(created.ok(), await created.text()).toBe(true);
      const meetingId = ((await created.json()) as { meeting: { id: string } }).meeting.id;
      const MESSAGE = 'Written on the train: shall we meet at the booth?';

      const offline = new OfflineWrites(a.page.context());
      const form = new EvaluationFormPage(a.page);
      await form.goto(lab!.sessionId);
      await expect(a.page.getByRole('heading', { name: `Evaluate: ${lab!.title}` })).toBeVisible();
      const meetingPage = await a.page.context().newPage();
      const meeting = new MeetingDetailPage(meetingPage);
      await meetingPage.goto(`/en/meetings/${meetingId}`);
      await expect(meeting.heading).toHaveText('Offline notes');
      for (const page of [a.page, meetingPage]) await expect(new MyEventPanel(page).launcher).toBeVisible();

      await offline.goOffline();
      // The lab's two required questions; score 3 ('Good') asks for nothing more.
      await form.choice('Good').click();
      await a.page.getByRole('combobox', { name: 'The level of the content was (required)' }).selectOption({ label: 'About right' });
      await form.submit.click();
      await form.yes.click();
      await offline.expectEvaluationPending(a.page);
      await meetingPage.getByRole('textbox', { name: 'Message' }).fill(MESSAGE);
      await meetingPage.getByRole('button', { name: 'Send', exact: true }).click();
      await offline.expectMessagePending(meetingPage, MESSAGE);
      expect(await offline.queued(a.page)).toBe(2);
      expect(await axeViolations(a.page)).toEqual([]);
      expect(await axeViolations(meetingPage)).toEqual([]);
      await shootWidths(a.page, SHOTS, 'evaluation-pending', { settleMs: 150 });
      await shootWidths(meetingPage, SHOTS, 'message-pending', { settleMs: 150 });

      await offline.goOnline();
      await expect.poll(() => offline.toastCount([a.page, meetingPage], `Your answers for ${lab!.title}, given offline, are saved.`), { timeout: 20_000 }).toBe(1);
      await expect.poll(() => offline.toastCount([a.page, meetingPage], 'Your message in Offline notes, written offline, was sent.'), { timeout: 20_000 }).toBe(1);
      await expect.poll(() => offline.queued(a.page), { timeout: 20_000 }).toBe(0);
      await expect(offline.pendingEvaluation(a.page)).toHaveCount(0);
      await expect(a.page.getByText('You have evaluated this session. Thank you!')).toBeVisible();
      await expect(offline.pendingMessages(meetingPage)).toHaveCount(0);
      await expect(meeting.thread.getByText(MESSAGE)).toHaveCount(1);
      // A reload right after: nothing is sent again.
      await a.page.reload();
      await meetingPage.reload();
      await expect(meeting.thread.getByText(MESSAGE)).toHaveCount(1);

      expect((await evaluationOf(request, lab!.sessionId, a.token)).hasBeenSubmitted).toBe(true);
      expect(await evaluationsPending(request, a.token)).toBe(pendingBefore - 1);
      expect((await messagesOf(request, meetingId, a.token)).filter((m) => m.messageBody === MESSAGE)).toHaveLength(1);

      await request.delete(`/api/meetings/${encodeURIComponent(meetingId)}`, { headers: auth(a.token) });
      await request.delete(`/api/favorites/4/${encodeURIComponent(lab!.sessionId)}`, { headers: auth(a.token) });
    });
  });
});
