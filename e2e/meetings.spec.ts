// On the real built server with two signed-in attendees in two browsers: A (in-person
// attendee) invites B (attendee) to a meeting at the time of a session on B's schedule; A sees the clash before
// sending (B's session only as busy), B sees the invitation, the clash with their own session by name, and accepts;
// they exchange messages and the unread count updates at once through the live channel (no reload, well before the
// 90 s poll; waited for at most 30 s, the shared test machine being slow at times). axe finds nothing on any
// page; screenshots at 375, 1083 and 1920 px.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { InboxPage, MeetingDetailPage, MeetingFormPage, MeetingsPage, SitePage } from './pages';
import { axeViolations } from './support/axe';
import { shootWidths } from './support/screenshots';

const SHOTS = 'test-results/meetings';
const SUBJECT = 'Architecture review';

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name, { checkOverflow: true });

async function signedIn(browser: Browser, persona: 'attendee' | 'inperson'): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const token = await new SitePage(page).signInAsPersona(persona);
  return { page, token };
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** B joins the attendee directory and says they can meet (the demo's attendee persona starts outside it). */
async function joinDirectory(request: APIRequestContext, token: string) {
  const res = await request.put('/api/profile', { headers: auth(token), data: { privacy: { attendeeDirectory: true, canAttendMeetings: true } } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Puts a breakout on B's schedule; answers its title and times. */
async function scheduleSession(request: APIRequestContext, token: string): Promise<{ title: string; start: string; end: string }> {
  const list = await request.get('/api/session?pageSize=48&filter=sessionType%3Ebreakout', { headers: auth(token) });
  for (const item of ((await list.json()) as { items: { sessionId: string }[] }).items) {
    const res = await request.post(`/api/schedule/sessions/${item.sessionId}`, { headers: auth(token), data: {} });
    if (res.ok()) {
      const { event } = (await res.json()) as { event: { title: string; start: string; end: string } };
      return event;
    }
  }
  throw new Error('no breakout could be added to the schedule');
}

/** A UTC instant as a datetime-local value in the event's zone. */
function localValue(iso: string, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

test('A invites B at the time of B\'s session, B sees the clash and accepts, they exchange messages and the unread count follows live', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const a = await signedIn(browser, 'inperson');
  const b = await signedIn(browser, 'attendee');
  await joinDirectory(request, b.token);
  const session = await scheduleSession(request, b.token);
  const zone = ((await (await request.get('/api/settings')).json()) as { timezones: { eventTimezone: string } }).timezones.eventTimezone;

  // A: new meeting from B's directory entry (attendeeId prefilled), at the session's time: the clash shows before sending.
  const form = new MeetingFormPage(a.page);
  await form.gotoNew('?attendeeId=att-attendee&source=attendee');
  await expect(form.invitees.getByText('Avery Attendee')).toBeVisible();
  await form.subject.fill(SUBJECT);
  await form.starts.fill(localValue(session.start, zone));
  await form.ends.fill(localValue(session.end, zone));
  await expect(form.clash).toBeVisible();
  // B's session is private to A: busy, never its title.
  await expect(form.clash).toContainText('Avery Attendee has something else');
  await expect(form.clash).not.toContainText(session.title);
  expect(await axeViolations(a.page)).toEqual([]);
  await shoot(a.page, 'form-clash');
  await form.send();
  const detailA = new MeetingDetailPage(a.page);
  await expect(detailA.heading).toHaveText(SUBJECT);
  await expect(detailA.participant('Avery Attendee')).toContainText('Pending');
  const meetingUrl = a.page.url();

  // B: the invitation is on My meetings, pending, with Accept / Decline; the meeting names B's own session as the clash.
  const meetingsB = new MeetingsPage(b.page);
  await meetingsB.goto();
  const card = meetingsB.card(SUBJECT);
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('Organized by Imani Inperson');
  await expect(card.getByRole('button', { name: `Accept ${SUBJECT}` })).toBeVisible();
  expect(await axeViolations(b.page)).toEqual([]);
  await shoot(b.page, 'my-meetings');
  await card.getByRole('link', { name: SUBJECT }).click();
  const detailB = new MeetingDetailPage(b.page);
  await expect(detailB.heading).toHaveText(SUBJECT);
  await expect(detailB.clash).toContainText(`You have “${session.title}”`);
  await detailB.accept();
  await expect(detailB.participant('Avery Attendee')).toContainText('Accepted');

  // A watches My meetings; B writes: A's unread badge appears without a reload (live event, not the 90 s poll).
  const meetingsA = new MeetingsPage(a.page);
  await meetingsA.goto();
  await expect(meetingsA.card(SUBJECT)).toContainText('Accepted');
  await expect(meetingsA.messagesLink).toBeVisible();
  await expect(meetingsA.unreadBadge(1)).toHaveCount(0);
  await detailB.send('Hi Imani, see you there. Shall we sit near Hall A?');
  await expect(meetingsA.unreadBadge(1)).toBeVisible({ timeout: 30_000 });

  // A opens the inbox: the conversation with B, B's message; reading it clears the count; A replies.
  await meetingsA.messagesLink.click();
  const inbox = new InboxPage(a.page);
  await expect(inbox.thread(SUBJECT)).toBeVisible();
  await expect(inbox.messages.getByText('Hi Imani, see you there. Shall we sit near Hall A?')).toBeVisible();
  await expect(inbox.unreadStatus).toHaveText('0 unread messages');
  expect(await axeViolations(a.page)).toEqual([]);
  await shoot(a.page, 'inbox');
  await inbox.reply('Hall A works. See you at the table by the window.');

  // B, still on the meeting page, gets the reply in the thread without a reload.
  await expect(detailB.thread.getByText('Hall A works. See you at the table by the window.')).toBeVisible({ timeout: 30_000 });
  expect(await axeViolations(b.page)).toEqual([]);
  await shoot(b.page, 'meeting-detail');

  // toRegKey opens the conversation with one attendee: B's inbox with A.
  const inboxB = new InboxPage(b.page);
  await inboxB.goto('?toRegKey=att-inperson&source=attendee');
  await expect(inboxB.thread(SUBJECT)).toBeVisible();
  await expect(b.page.getByText('Showing your conversations with one attendee.')).toBeVisible();
  expect(meetingUrl).toContain('/en/meetings/mtg-');
});

/** A meeting A (in-person attendee) organizes with the exhibitor, straight through the API. */
async function apiMeeting(request: APIRequestContext, token: string, subject: string, time: string, endTime: string): Promise<string> {
  const res = await request.post('/api/meetings', {
    headers: auth(token),
    data: { subject, time, endTime, meetingTypeName: 'customer-meeting', attendeeIds: ['att-exhibitor'] },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { meeting: { id: string } }).meeting.id;
}

test('the organizer edits and then cancels a meeting; the invitee\'s answer stays shown as cancelled', async ({ browser, request }) => {
  const a = await signedIn(browser, 'inperson');
  const id = await apiMeeting(request, a.token, 'Roadmap sync', '2027-05-20T16:00:00Z', '2027-05-20T16:30:00Z');
  const detail = new MeetingDetailPage(a.page);
  await a.page.goto(`/en/meetings/${id}`);
  await expect(detail.heading).toHaveText('Roadmap sync');
  await a.page.getByRole('link', { name: 'Edit meeting' }).click();
  await expect(a.page.getByRole('heading', { name: 'Edit meeting', level: 1 })).toBeVisible();
  const form = new MeetingFormPage(a.page);
  await expect(form.subject).toHaveValue('Roadmap sync');
  await expect(form.invitees.getByText('Eli Exhibitor')).toBeVisible();
  await form.subject.fill('Roadmap sync (Q3)');
  await a.page.getByRole('button', { name: 'Save changes' }).click();
  await expect(detail.heading).toHaveText('Roadmap sync (Q3)');
  await a.page.getByRole('button', { name: 'Cancel meeting' }).click();
  await a.page.getByRole('button', { name: 'Yes, cancel the meeting' }).click();
  await expect(a.page.getByText('Cancelled by the organizer')).toBeVisible();
  await expect(detail.participant('Eli Exhibitor')).toContainText('Cancelled');
  await expect(a.page.getByRole('link', { name: 'Edit meeting' })).toHaveCount(0);
  expect(await axeViolations(a.page)).toEqual([]);
});

test('an attendee blocks time with an appointment: the clash with their meeting shows before saving; edit and remove', async ({ browser, request }) => {
  const a = await signedIn(browser, 'inperson');
  await apiMeeting(request, a.token, 'Partner lunch', '2027-05-19T19:00:00Z', '2027-05-19T20:00:00Z');
  const zone = ((await (await request.get('/api/settings')).json()) as { timezones: { eventTimezone: string } }).timezones.eventTimezone;
  await a.page.goto('/en/appointments/schedule');
  await expect(a.page.getByRole('heading', { name: 'New appointment', level: 1 })).toBeVisible();
  await a.page.getByLabel('Name').fill('Prepare slides');
  await a.page.getByLabel('Starts').fill(localValue('2027-05-19T19:30:00Z', zone));
  await a.page.getByLabel('Ends').fill(localValue('2027-05-19T20:30:00Z', zone));
  await a.page.getByLabel('Location').fill('Hotel lobby');
  await expect(a.page.locator('.mtg-clash')).toContainText('You have “Partner lunch”');
  expect(await axeViolations(a.page)).toEqual([]);
  await shoot(a.page, 'appointment-form');
  await a.page.getByRole('button', { name: 'Add appointment' }).click();
  await expect(a.page.getByRole('heading', { name: 'Prepare slides', level: 1 })).toBeVisible();
  await expect(a.page.getByText('Hotel lobby')).toBeVisible();
  expect(await axeViolations(a.page)).toEqual([]);
  await shoot(a.page, 'appointment-detail');
  await a.page.getByRole('link', { name: 'Edit appointment' }).click();
  await a.page.getByLabel('Name').fill('Prepare slides and demo');
  await a.page.getByRole('button', { name: 'Save changes' }).click();
  await expect(a.page.getByRole('heading', { name: 'Prepare slides and demo', level: 1 })).toBeVisible();
  await a.page.getByRole('button', { name: 'Remove appointment' }).click();
  await a.page.getByRole('button', { name: 'Yes, remove it' }).click();
  await a.page.waitForURL(/\/en\/schedule$/);
  const left = await request.get('/api/appointments', { headers: auth(a.token) });
  expect(((await left.json()) as { items: { name: string }[] }).items.map((i) => i.name)).not.toContain('Prepare slides and demo');
});
