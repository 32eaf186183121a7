// Widgets from the schema, as a content editor uses them: rich text with a toolbar and
// shortcuts (the block shows the formatting), an image uploaded from its field and picked again from the uploaded
// files (with preview and alt-text guidance), a date-time typed on the event's clocks (America/Los_Angeles in the
// demo) and stored as UTC, sessions found and added in the session picker, a speaker found and chosen by name. Nothing is saved: the page's working copy
// only (the uploaded image stays, with bytes no other test uses). axe on the panel; screenshots at 1083, 1920 and
// 375 px (test-results/editor-widgets-*.png).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DataModal, Toolbar, insertBlock, openEditor } from './pages';
import { SchemaWidgets } from './pages/schema-widgets';
import { axeViolations } from './support/axe';

// The smallest PNG, with a tail that makes its bytes (and so its file id) this run's own.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');


/** Inserts a block of a type through the panel's insert list and opens its fields. */
async function insertAndEdit(page: Page, toolbar: Toolbar, title: string, id: string): Promise<DataModal> {
  await insertBlock(page, toolbar, id, title);
  await expect(toolbar.block(id).root).toBeVisible();
  const fields = new DataModal(page, id);
  // The new block is selected; Edit opens its fields in the panel (by keyboard: at 375 px the bottom sheet covers
  // the block's toolbar).
  if (!(await fields.root.isVisible())) await toolbar.block(id).edit.press('Enter');
  await expect(fields.root).toBeVisible();
  return fields;
}

test('rich text and an image, as a content editor sets them in a hero blade (1083 px)', async ({ page }) => {
  const { site, toolbar } = await openEditor(page, 1083);
  const id = `hero-${Date.now().toString(36)}`;
  const fields = await insertAndEdit(page, toolbar, 'Hero image blade', id);
  const widgets = new SchemaWidgets(page, fields.root);

  // Rich text: typed, made bold with Ctrl+B, turned into a list with the toolbar; the block shows it at once.
  const body = widgets.richText('body');
  await expect(body.toolbar).toBeVisible();
  await body.text.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Doors open ');
  await page.keyboard.press('ControlOrMeta+B');
  await page.keyboard.type('at nine');
  await expect(body.button('Bold')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ControlOrMeta+B');
  await body.button('Bulleted list').click();
  await expect(site.block(id).locator('li strong')).toHaveText('at nine');
  await expect(site.block(id).locator('li')).toHaveText('Doors open at nine');

  // Image: uploaded right from the field, then picked again from the uploaded images.
  const image = widgets.image('image');
  await expect(image.altHint).toHaveText('Describe the image in imageAltText for people who cannot see it (empty only if it is decoration).');
  const name = `${id}.png`;
  await image.upload.setInputFiles({ name, mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.from(id)]) });
  await expect(fields.root.getByText(`Uploaded ${name}.`)).toBeVisible();
  await expect(image.url).toHaveValue(/^\/api\/files\/[a-f0-9]{24}\.png$/);
  const uploaded = await image.url.inputValue();
  await expect(image.preview).toHaveAttribute('src', uploaded);
  await fields.root.getByRole('button', { name: 'Remove image' }).click();
  await expect(image.url).toHaveValue('');
  await image.choose.click();
  await expect(image.uploaded).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('editor-widgets-1083-image.png') });
  // Newest first: this run's upload leads the list.
  await expect(image.uploaded.getByRole('button').first()).toHaveAccessibleName(`Use ${name}`);
  await image.pick(name).click();
  await expect(image.url).toHaveValue(uploaded);
  await expect(site.block(id).locator(`img[src="${uploaded}"]`)).toBeAttached();

  // min / max checked as you type by the generated validator, the message beside the field.
  const level = fields.field('headingLevel');
  await level.fill('9');
  await expect(level).toHaveAttribute('aria-invalid', 'true');
  await expect(level).toHaveAccessibleDescription(/headingLevel must be <= 6/);
  await level.fill('3');
  await expect(level).not.toHaveAttribute('aria-invalid', 'true');

  const violations = await axeViolations(page, '.ed-side');
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  await body.text.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('editor-widgets-1083-richtext.png') });
});

test('a countdown\'s end on the event clocks and sessions picked for promoted sessions (1920 px)', async ({ page, request }) => {
  const { site, toolbar } = await openEditor(page, 1920);
  const countdown = await insertAndEdit(page, toolbar, 'Countdown', `count-${Date.now().toString(36)}`);
  const when = new SchemaWidgets(page, countdown.root).dateTime('endTime');
  await expect(when.zone).toHaveText('Event time (America/Los_Angeles)');
  await when.input.fill('2027-06-01T09:30');
  // 09:30 in Los Angeles in June (PDT, UTC-7) is 16:30 UTC.
  await expect(countdown.root.getByText('Stored as 2027-06-01T16:30:00Z')).toBeVisible();
  await expect(when.input).toHaveValue('2027-06-01T09:30');
  const checked = await axeViolations(page, '.ed-side');
  expect(checked, JSON.stringify(checked, null, 2)).toEqual([]);

  // A session of the demo catalog, found by a word of its title.
  const list = (await (await request.get('/api/session?pageSize=12')).json()) as { items: { sessionId: string; sessionCode: string; title: string }[] };
  const session = list.items.find((s) => s.title.split(/\s+/).some((w) => w.length > 5))!;
  const word = session.title.split(/\s+/).find((w) => w.length > 5)!;
  const id = `promo-${Date.now().toString(36)}`;
  const promoted = await insertAndEdit(page, toolbar, 'Promoted sessions', id);
  const picker = new SchemaWidgets(page, promoted.root).sessions('sessionIds');
  await picker.search.fill(word);
  // Two sessions may share a title: the button names the session's code too.
  const add = picker.add(`${session.title} (${session.sessionCode})`);
  await add.click();
  await expect(picker.chosen.getByText(session.title, { exact: true })).toBeVisible();
  await expect(add).toBeDisabled();
  await expect(site.block(id).getByText(session.title).first()).toBeVisible();
  const violations = await axeViolations(page, '.ed-side');
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  await picker.group.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('editor-widgets-1920-sessions.png') });

  // A speaker spotlight: the speaker found by name in the directory, stored by id, shown by name.
  const speakers = (await (await request.get('/api/speaker?pageSize=12')).json()) as { items: { speakerId: string; displayName: string }[] };
  const star = speakers.items[0]!;
  const spotlight = await insertAndEdit(page, toolbar, 'Speaker detail', `spot-${Date.now().toString(36)}`);
  const pick = new SchemaWidgets(page, spotlight.root).speaker('speakerId');
  await pick.search.fill(star.displayName.split(' ')[0]!);
  await pick.use(star.displayName).first().click();
  await expect(pick.chosen).toHaveText(`Chosen: ${star.displayName} (${star.speakerId})`);
  const afterSpeaker = await axeViolations(page, '.ed-side');
  expect(afterSpeaker, JSON.stringify(afterSpeaker, null, 2)).toEqual([]);
});

test('the widgets fit the bottom sheet at 375 px', async ({ page }) => {
  const { toolbar } = await openEditor(page, 1083);
  const id = `hero-${Date.now().toString(36)}`;
  const fields = await insertAndEdit(page, toolbar, 'Hero image blade', id);
  // The same fields once the window is phone-sized: the panel becomes a bottom sheet.
  await page.setViewportSize({ width: 375, height: 800 });
  const widgets = new SchemaWidgets(page, fields.root);
  const body = widgets.richText('body');
  await body.text.scrollIntoViewIfNeeded();
  await expect(body.toolbar).toBeVisible();
  // Nothing of the field runs off the screen sideways.
  for (const part of [body.toolbar, body.text, widgets.image('image').url]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375.5);
  }
  await page.screenshot({ path: test.info().outputPath('editor-widgets-375-richtext.png') });
});
