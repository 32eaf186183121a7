// The interactive map opened from a link (docs/behaviour/blocks.md, Interactive map): `nto` names a location and
// `sc` a session, whose room's pin opens; choosing another pin by keyboard writes `nto` back to the address, so a
// reload or a shared link opens on the same pin. Looked at on a phone and on a wide screen.
import { expect, test } from './support/test';
import { InteractiveMap, SitePage } from './pages';
import { allSessions } from './support/event-clock';
import { shootWidths } from './support/screenshots';
import { apiSignIn } from './support/session';
import { axeViolations } from './support/axe';

const SHOTS = 'test-results/interactive-map';

test('a link with nto or sc opens the map on that pin; another pin chosen by keyboard is kept in the address', async ({ page, request }) => {
  test.setTimeout(120_000);
  const map = new InteractiveMap(page);
  const pins = await InteractiveMap.pins(request);
  const located = pins.filter((p) => p.location);
  expect(located.length, 'pins with a location in the demo settings').toBeGreaterThan(1);
  const [first, second] = located as [typeof located[0], typeof located[0]];

  // nto: the location's pin is the one chosen, its panel open.
  await map.openWith(`nto=${encodeURIComponent(first.location!)}`);
  await expect(map.pin(first.label)).toHaveAttribute('aria-pressed', 'true');
  await expect(map.chosen).toHaveCount(1);
  await expect(map.panel(first.label)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shootWidths(page, SHOTS, 'nto', { checkOverflow: true });

  // Another pin, by keyboard: it is chosen and the address names its location; a reload opens on it again.
  await map.pin(second.label).focus();
  await page.keyboard.press('Enter');
  await expect(map.pin(second.label)).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`[?&]nto=${encodeURIComponent(second.location!).replace(/%20/g, '(\\+|%20)')}(&|$)`));
  await page.reload();
  await expect(map.pin(second.label)).toHaveAttribute('aria-pressed', 'true');

  // sc, signed in (rooms are shown to anonymous visitors only where the settings allow it): a session in a room with
  // a pin opens that pin.
  await new SitePage(page).signInAsPersona('attendee');
  const token = await apiSignIn(request, 'attendee');
  const sessions = (await allSessions(request, token)) as Array<{ sessionCode: string; title: string; roomId?: string | null }>;
  const inRoom = sessions.find((s) => s.roomId && pins.some((p) => p.id === s.roomId));
  expect(inRoom, 'a session in a room with a pin').toBeDefined();
  const room = pins.find((p) => p.id === inRoom!.roomId)!;
  await map.openWith(`sc=${encodeURIComponent(inRoom!.sessionCode)}`);
  await expect(map.pin(room.label)).toHaveAttribute('aria-pressed', 'true');
  await expect(map.chosen).toHaveCount(1);
  await shootWidths(page, SHOTS, 'sc', { checkOverflow: true });
});
