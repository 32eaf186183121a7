// Done when: a content editor builds a new page and never touches JSON. New page (the name check), six
// blocks of different kinds from the insert list, a heading's text in English and German, a button, an image, a
// width per device, a visibility rule, save, then a push to UAT whose summary is reviewed first; an attendee sees the page.
// Screenshots: test-results/editor-walkthrough-*.png.
import { expect, test } from './support/test';
import { DataModal, EditorPanel, GermanDataModal, GermanToolbar, PagePushes, SitePage, insertBlock, openEditor } from './pages';
import { SchemaWidgets } from './pages/schema-widgets';

// A page of the site's route table that has no layout in the demo (docs/behaviour/editor.md), signed-in visitors only.
const PAGE = 'pubble-playground-2';
const BLOCKS: [id: string, title: string][] = [
  ['wt-heading', 'Section heading'],
  ['wt-banner', 'Notification banner'],
  ['wt-countdown', 'Countdown'],
  ['wt-cards', 'Card scroller'],
  ['wt-hero', 'Hero image blade'],
  ['wt-faq', 'Drawer'],
];

test.use({ actionTimeout: 15_000 });


test('a content editor builds a new page without JSON, saves it and pushes it to UAT after reviewing the summary', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { site, toolbar } = await openEditor(page, 1083);

  // New page: the name check answers as the editor types.
  await toolbar.button('New page').click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  const address = dialog.getByLabel('Page address');
  await address.fill('no-such-page');
  await expect(dialog.getByText('No page of the site has the address /en/no-such-page. Pick one from the list.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create page' })).toBeDisabled();
  await address.fill('home');
  await expect(dialog.getByText('/en/home already has a layout in this phase.')).toBeVisible();
  await address.fill(PAGE);
  await expect(dialog.getByText(new RegExp(`^/en/${PAGE} has no layout yet: it starts empty in phase `))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('editor-walkthrough-new-page.png') });
  await dialog.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/${PAGE}$`));
  await expect(toolbar.bar).toBeVisible();
  if ((await toolbar.contentEdit.getAttribute('aria-pressed')) !== 'true') await toolbar.enterEditMode();
  const panel = new EditorPanel(page);
  await expect(panel.root).toBeVisible();

  // Six blocks of different kinds.
  for (const [id, title] of BLOCKS) await insertBlock(page, toolbar, id, title);
  expect(await toolbar.frameOrder()).toEqual(BLOCKS.map(([id]) => id));
  await toolbar.save.click();
  await expect(toolbar.text('Page saved')).toBeVisible();

  // The heading: its text, made translatable, and a button.
  await toolbar.block('wt-heading').edit.click({ timeout: 15_000 });
  const heading = new DataModal(page, 'wt-heading');
  await heading.field('heading').fill('Welcome to the playground');
  await heading.root.getByRole('button', { name: 'Make translatable' }).first().click();
  await expect(heading.root.getByText(`Text of translate.${PAGE}.wt-heading.heading in English`)).toBeVisible();
  await heading.root.getByRole('button', { name: 'Add to headingButtons' }).click();
  // The example's button is the first; the added one is the second.
  const button = heading.root.getByRole('group', { name: 'headingButtons', exact: true }).getByRole('listitem').nth(1);
  await button.getByRole('combobox', { name: 'type', exact: true }).selectOption('ctalink');
  await button.getByRole('textbox', { name: 'url', exact: true }).fill('/sessions');
  // The text names the item (its summary) once valid: it goes last.
  await button.getByRole('textbox', { name: 'text', exact: true }).fill('Browse the sessions');
  // Half the width on desktops, with the device switch (the canvas previews it).
  await heading.root.getByRole('group', { name: 'Edit the value for' }).getByRole('radio', { name: 'Desktop', exact: true }).check();
  await heading.field('wrapperWidth (Desktop)').selectOption('50');
  await heading.root.getByRole('group', { name: 'Edit the value for' }).getByRole('radio', { name: 'All sizes', exact: true }).check();

  // An image for the hero blade, typed as an address (the field previews it; uploads are in editor-widgets.spec).
  await toolbar.block('wt-hero').edit.click();
  const hero = new DataModal(page, 'wt-hero');
  const image = new SchemaWidgets(page, hero.root).image('image');
  await image.url.fill('/media/blades/labs-poster.webp');
  await expect(image.preview).toHaveAttribute('src', '/media/blades/labs-poster.webp');

  // A visibility rule: the banner is hidden from holders of the event tools.
  await toolbar.block('wt-banner').edit.click();
  const banner = new DataModal(page, 'wt-banner');
  await banner.root.getByRole('group', { name: 'blockedScope', exact: true }).getByRole('checkbox', { name: 'event-tools' }).check();

  await toolbar.save.click();
  await expect(toolbar.text('Page saved')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('editor-walkthrough-saved.png') });

  // The German text of the heading's key, edited on the German page, where the editor speaks German.
  await site.goto(`/de/${PAGE}`);
  const germanToolbar = new GermanToolbar(page);
  await germanToolbar.enterEditMode();
  await germanToolbar.block('wt-heading').edit.click();
  const german = new GermanDataModal(page, 'wt-heading');
  await german.field('heading').fill('Willkommen auf dem Spielplatz');
  await german.saveText.click();
  await expect(german.textSaved).toBeVisible();
  // The push below is the English editor's again.
  await site.goto(`/en/${PAGE}`);
  await toolbar.enterEditMode();

  // Push to UAT: the summary first, then the push.
  const pushes = new PagePushes(page);
  await pushes.target.selectOption({ label: 'UAT' });
  await pushes.pushAll.click();
  const confirmation = pushes.confirmation('Push this page to UAT?');
  await expect(confirmation.summary).toBeVisible();
  for (const [id] of BLOCKS) await expect(confirmation.summary.getByText(id)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('editor-walkthrough-push.png') });
  await confirmation.push('Push to UAT').click();
  await expect(confirmation.root).toHaveCount(0);

  // A signed-in attendee sees the page in both languages, the heading half wide on a desktop, the button, and not the
  // banner (attendees hold the event tools, which the banner's rule hides it from).
  const visitor = await browser.newPage({ viewport: { width: 1920, height: 900 } });
  try {
    const attendee = new SitePage(visitor);
    await attendee.signInAs('Attendee');
    await attendee.goto(`/en/${PAGE}`);
    await expect(attendee.block('wt-heading').getByRole('heading', { name: 'Welcome to the playground' })).toBeVisible();
    await expect(attendee.block('wt-countdown')).toBeVisible();
    await expect(attendee.block('wt-hero').locator('img[src="/media/blades/labs-poster.webp"]')).toBeAttached();
    await expect(attendee.block('wt-banner')).toHaveCount(0);
    const share = await attendee.block('wt-heading').evaluate(
      (el) => Math.round((el.getBoundingClientRect().width / el.parentElement!.getBoundingClientRect().width) * 100),
    );
    expect(share).toBe(50);
    await expect(attendee.block('wt-heading').getByRole('link', { name: 'Browse the sessions' })).toHaveAttribute('href', /\/sessions$/);
    await attendee.goto(`/de/${PAGE}`);
    await expect(attendee.block('wt-heading').getByRole('heading', { name: 'Willkommen auf dem Spielplatz' })).toBeVisible();
    await visitor.screenshot({ path: test.info().outputPath('editor-walkthrough-visitor-de.png') });
  } finally {
    await visitor.close();
  }
});
