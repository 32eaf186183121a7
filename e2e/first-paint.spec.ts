// The page a visitor first sees is the page they keep: the server's HTML lays out each block at the height it has
// once the page's code has run and its data has arrived, on the pages a phone opens most, before, during and after
// the event, anonymous and signed in. A block that grew or shrank pushed the page under a reader of the first paint
// (at 375 px the live ticker, the chat rooms, "People to meet" and the session's evaluation each did).
import { FirstPaint, movedBlocks, SitePage } from './pages';
import { setServerDate } from './support/event-clock';
import { expect, test } from './support/test';

const MOMENTS = [
  { name: 'before the event', testingDate: null },
  { name: 'on the second day, 1 pm in Seattle', testingDate: '2027-05-19T20:00:00.000Z' },
  { name: 'after the event', testingDate: '2027-06-01T12:00:00.000Z' },
] as const;

/**
 * The attendee's pages hold the anonymous visitor's blocks and their own; home is also seen signed out while live. A
 * short page (coming soon) shows the footer's move: its room for the live-help button.
 */
const ATTENDEE_ROUTES = ['/en/home', '/en/sessions', '/en/sessions/KEY101', '/en/schedule', '/en/attendees', '/en/coming-soon'];

test.use({ viewport: { width: 375, height: 800 } });

test.describe.serial('blocks keep their height once the page has hydrated', () => {
  test.afterAll(async ({ request }) => setServerDate(request, null));

  for (const moment of MOMENTS) {
    test(moment.name, async ({ page, request, baseURL }) => {
      await setServerDate(request, moment.testingDate);
      const moved: string[] = [];
      const look = async (who: string, routes: readonly string[]) => {
        for (const route of routes) {
          for (const block of movedBlocks(await new FirstPaint(page, baseURL ?? '').open(route))) moved.push(`${who} ${route} ${block}`);
        }
      };
      if (moment.testingDate?.startsWith('2027-05-19')) await look('anonymous', ['/en/home']);
      await new SitePage(page).signInAsPersona('attendee');
      await look('attendee', ATTENDEE_ROUTES);
      expect(moved).toEqual([]);
    });
  }
});
