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
  const boxes = [];
  for (const audience of AUDIENCES) {
    const frame = preview.frame('home', audience);
    await expect(frame).toHaveAttribute('title', `home as ${audience}, cont, live, 390 px`);
    // Laid out before it is measured: on a busy machine the dialog's frames can exist a moment before they have a box.
    await expect(frame).toBeVisible();
    boxes.push((await frame.boundingBox())!);
  }
  for (let i = 1; i < boxes.length; i++) {
    expect(Math.abs(boxes[i]!.y - boxes[0]!.y)).toBeLessThan(2);
    expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
  }

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
