import { expect, test } from './support/test';
import { signInAs } from './support/session';

// At 375 px the signed-in header showed "N..." and "Avery ..." (names cut off), and the catalog's search
// box started more than two screens down. A phone's header shows the event's mark and the visitor's initials (the
// names stay the accessible names), wider screens the names; the catalog's search is within a phone's first screen.

for (const width of [375, 1083, 1920]) {
  test(`signed-in header at ${width} px: the event's mark and the visitor's initials, no name cut off`, async ({ page }) => {
    await page.setViewportSize({ width, height: 812 });
    await signInAs(page, 'Attendee');
    await page.goto('/en/sessions');
    const header = page.getByRole('banner');
    const home = header.getByRole('link', { name: 'Nimbus 2027' });
    await expect(home.locator('.shell-brand__logo, .shell-brand__mark').first()).toBeVisible();
    const account = header.getByRole('navigation', { name: 'Profile' }).getByRole('button', { name: 'Avery Attendee' });
    await expect(account).toBeVisible();
    await expect(account.locator('.shell-avatar')).toHaveText('AA');
    await expect(account.locator('.shell-avatar')).toBeVisible();
    // The names: shown whole on wide screens, not shown (but read) on a phone; never cut to "N..." or "Avery ...".
    const names = header.locator('.shell-brand__name, .shell-menu--account .shell-menu__label');
    const boxes = await names.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
    if (width === 375) expect(boxes.every((w) => w <= 1)).toBe(true);
    else expect(boxes.every((w) => w > 40)).toBe(true);
    expect(await names.evaluateAll((els) => els.map((el) => (el.getBoundingClientRect().width > 1 && el.scrollWidth > el.clientWidth + 1 ? el.textContent : null)).filter(Boolean))).toEqual([]);
    expect(await header.locator('button, a').evaluateAll((els) => els.map((el) => (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).textOverflow === 'ellipsis' ? el.textContent : null)).filter(Boolean))).toEqual([]);
  });
}

test('the catalog search box is within the first screen of a phone, above the tab bar', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/en/sessions');
  const search = page.getByRole('searchbox', { name: 'Search sessions' });
  await expect(search).toBeVisible();
  // Whole, and not under the fixed tab bar: the point at the bottom of the box is the box.
  const shown = await search.evaluate((input) => {
    const box = input.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.bottom - 4);
    return { bottom: box.bottom, hit: hit === input || input.contains(hit) };
  });
  expect(shown.bottom).toBeLessThanOrEqual(667);
  expect(shown.hit).toBe(true);
});
