import { expect, test } from './support/test';
import { PNG } from 'pngjs';
import { QaMatrix } from './pages/qa';
import { axeViolations } from './support/axe';

// The QA screenshot matrix as a site editor: upload a design image, run QA for one page in one phase,
// watch the matrix fill in (the server captures with Chromium against itself), open a cell, compare, approve.

// axe-core is injected as an inline script, which the site's CSP (rightly) refuses.
test.use({ bypassCSP: true });
// Twelve captures (4 audiences × 3 breakpoints), each with the spec's 1000 ms timer delay, on a shared machine.
test.setTimeout(180_000);

/** A white PNG as wide as the tablet breakpoint (1083 px), 600 px high. */
function designPng(): Buffer {
  const image = new PNG({ width: 1083, height: 600 });
  image.data.fill(255);
  return PNG.sync.write(image);
}

test('a site editor uploads a design, runs QA for one page, sees the matrix fill, opens a cell, compares and approves', async ({ page }) => {
  await page.setViewportSize({ width: 1083, height: 900 });
  const qa = await QaMatrix.open(page);
  await expect(qa.dialog.getByRole('heading', { name: 'QA screenshots', level: 2 })).toBeFocused();
  await expect(qa.dialog.getByText('No QA run yet.')).toBeVisible();

  // A design of the wrong width is refused with the server's reason; the right one is listed.
  await qa.designPage.selectOption('home');
  await qa.designBreakpoint.selectOption('desktop');
  await qa.designFile.setInputFiles({ name: 'home-tablet.png', mimeType: 'image/png', buffer: designPng() });
  await qa.uploadDesign.click();
  await expect(qa.dialog.getByText('The image is 1083 px wide; a design for this breakpoint must be 1920 px wide.')).toBeVisible();
  await qa.designBreakpoint.selectOption('tablet');
  await qa.uploadDesign.click();
  await expect(qa.dialog.getByRole('status').filter({ hasText: 'Design uploaded for home at tablet.' })).toBeVisible();
  await expect(qa.dialog.getByRole('listitem').filter({ hasText: 'home · tablet · 1083 × 600 px' })).toBeVisible();

  // Run QA for the home page in the live phase: the matrix fills in as captures complete.
  await qa.runPage.selectOption('home');
  await qa.runPhase.selectOption('live');
  await qa.runButton.click();
  await expect(qa.progress).toContainText(/of 12 captures done/);
  await expect(qa.progress).toContainText('12 of 12 captures done (completed)', { timeout: 150_000 });
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  // Every cell is the first capture of its cell: 0 %, low, pass.
  const cell = qa.cell('home', 'live', 'attendee', 'tablet');
  await expect(cell).toHaveAccessibleName('home, live, attendee, tablet: 0 %, low, pass');

  // Open it by keyboard: website, figma and difference side by side.
  await cell.focus();
  await page.keyboard.press('Enter');
  const detail = qa.detail('home', 'live', 'attendee', 'tablet');
  await expect(detail.getByRole('heading', { name: 'home · live · attendee · tablet' })).toBeFocused();
  await expect(detail.getByRole('img', { name: 'website' })).toBeVisible();
  await expect(detail.getByRole('img', { name: 'figma' })).toBeVisible();
  await expect(detail.getByText(/Against the design: \d+\.\d\d % (high|medium|low)/)).toBeVisible();
  await expect(detail.getByText('The first capture of this cell: it is the baseline.')).toBeVisible();

  await detail.getByRole('button', { name: 'Approve as baseline' }).click();
  await expect(detail.getByRole('status').filter({ hasText: 'Approved as the baseline.' })).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  // The run's pages at a glance: nothing changed on home at any breakpoint or for any audience; the whole run
  // becomes the baselines in one go.
  const pages = qa.dialog.getByRole('table', { name: /^What changed on each page in run / });
  await expect(pages.getByRole('row', { name: /^home/ })).toContainText('nothing');
  await qa.dialog.getByRole('button', { name: 'Approve the whole run' }).click();
  await expect(qa.dialog.getByRole('status').filter({ hasText: '12 captures approved as baselines.' })).toBeVisible();

  // Preview as every audience: one page in one phase, side by side, from the same captures.
  await qa.filter('Page').selectOption('home');
  await qa.filter('Phase').selectOption('live');
  const preview = qa.dialog.getByRole('region', { name: 'Preview as every attendee type: home in live at desktop' });
  // Each capture is fetched with the token as an image of its own: on a loaded machine that takes a while.
  for (const audience of ['anonymous', 'attendee', 'inperson', 'exhibitor']) await expect(preview.getByRole('img', { name: audience })).toBeVisible({ timeout: 30_000 });
  // For looking at the view at 1083 px (kept with the test's output).
  await page.screenshot({ path: test.info().outputPath('qa-1083-matrix.png') });
  await detail.getByRole('img', { name: 'website' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('qa-1083-cell.png') });
});

test('a page that cannot be captured shows why, in the matrix and in its cell', async ({ page }) => {
  await page.setViewportSize({ width: 1083, height: 900 });
  const qa = await QaMatrix.open(page);
  // A meeting's page needs a meeting to show: the run has no example of one, so each cell fails with that reason.
  await qa.runPage.selectOption('meetings-detail');
  await qa.runPhase.selectOption('live');
  await qa.runButton.click();
  await expect(qa.progress).toContainText('12 of 12 captures done (completed)', { timeout: 60_000 });
  await expect(qa.matrixRegion.getByText('0 above the 1 % threshold, 12 errors')).toBeVisible();
  const cell = qa.cell('meetings-detail', 'live', 'inperson', 'mobile');
  await expect(cell).toHaveAccessibleName(/: error/);
  await cell.click();
  const detail = qa.detail('meetings-detail', 'live', 'inperson', 'mobile');
  await expect(detail.getByRole('alert')).toHaveText('No example id for the detail page meetings-detail');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
});
