// A content editor previews the page as the four audiences in the live phase, side by side, in
// live frames of the real page (images loaded), shares a preview link that a fresh browser opens without signing
// in (read-only, noindex, never cached), and revokes it.
import { EditorPreview, openEditor } from './pages';
import { axeViolations } from './support/axe';
import { expect, test } from './support/test';

const AUDIENCES = EditorPreview.AUDIENCES;

test('a content editor previews home as four audiences side by side and shares a link that a fresh browser opens until it is revoked', async ({ page, browser }) => {
  test.setTimeout(600_000); // many steps, two browsers; the other spec group runs beside it
  await openEditor(page, 1440);
  const preview = await EditorPreview.openAtPhase(page, 'live');

  // Side by side: one row, left to right in the audiences' order.
  for (const audience of AUDIENCES) {
    await expect(preview.frame('home', audience)).toHaveAttribute('title', `home as ${audience}, cont, live, 390 px`);
  }
  // Measured together and retried: on a busy machine the dialog's frames can exist (or be re-mounted as the phase
  // settles) a moment before they all have a box.
  await expect.poll(async () => rowOrder(await Promise.all(AUDIENCES.map((a) => preview.frame('home', a).boundingBox()))), {
    timeout: 30_000,
  }).toBe('one row, in order');

  // Live frames of the real page: each renders the site (no editor bar inside), its images load (none broken).
  for (const audience of AUDIENCES) {
    const content = await preview.contentOf(preview.frame('home', audience));
    await content.waitForFunction(() => {
      const images = [...document.images];
      return images.some((i) => i.complete && i.naturalWidth > 0) && images.filter((i) => i.complete).every((i) => i.naturalWidth > 0);
    }, undefined, { timeout: 60_000 });
    await expect(content.locator('main')).toBeVisible();
    await expect(content.getByRole('region', { name: 'Editor' })).toHaveCount(0);
  }
  // Who the frames are: anonymous is offered the sign-in, the attendee types are signed in as themselves.
  await expect((await preview.contentOf(preview.frame('home', 'Anonymous'))).getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('editor-preview-1440.png') });

  // A share link for the attendee, in the live phase chosen above.
  const { row, href } = await preview.createLink('attendee', 'Attendee · cont · live');
  expect(href).toMatch(/^\/en\/home\?preview=/);

  // A fresh browser, nobody signed in: the page, read-only, not indexed, never cached.
  await EditorPreview.openSharedAsGuest(browser, href, async (guest, opened) => {
    expect(opened.headers()['cache-control']).toBe('private, no-store');
    await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await guest.waitForFunction(() => [...document.images].some((i) => i.complete && i.naturalWidth > 0), undefined, { timeout: 60_000 });
    await guest.screenshot({ path: test.info().outputPath('editor-preview-shared-1440.png') });
    // The link shows one page: a link to another page leaves the preview for an ordinary visit of that page.
    await guest.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
    await expect(guest).toHaveURL(/\/en\/blog$/);
    await expect(guest.locator('main')).toBeVisible();
    await expect(guest.getByRole('alert')).toHaveCount(0);
    await expect(guest.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
    await guest.goBack();
    await expect(guest).toHaveURL(/\/en\/home\?preview=/);
    // After a reload it is the preview again: read-only, not indexed, nobody signed in.
    await guest.reload();
    await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(guest.locator('main')).toBeVisible();
    expect(await guest.evaluate(() => localStorage.getItem('conference.auth'))).toBeNull();

    // Revoked: the same address answers 410 and shows nothing of the page.
    await row.getByRole('button', { name: 'Revoke: Link for Attendee' }).click();
    await expect(row).toContainText('Revoked');
    const refused = await guest.goto(href);
    expect(refused!.status()).toBe(410);
    await expect(guest.getByRole('heading', { name: 'This preview link was revoked' })).toBeVisible();
    await expect(guest.locator('main')).not.toContainText('Welcome');
    await guest.screenshot({ path: test.info().outputPath('editor-preview-revoked-1440.png') });
  });
});

type Box = { x: number; y: number; width: number } | null;

/** Says what is wrong with the frames' placement, or 'one row, in order'. */
function rowOrder(boxes: Box[]): string {
  if (boxes.some((b) => b === null)) return 'a frame has no box yet';
  const [first, ...rest] = boxes as NonNullable<Box>[];
  for (let i = 0; i < rest.length; i++) {
    const before = i === 0 ? first! : rest[i - 1]!;
    if (Math.abs(rest[i]!.y - first!.y) >= 2) return `frame ${i + 2} is not on the first frame's row`;
    if (rest[i]!.x < before.x + before.width) return `frame ${i + 2} overlaps or comes before frame ${i + 1}`;
  }
  return 'one row, in order';
}
