// "as fast as Puck": a content editor builds a five-block page by dragging blocks from the insert list onto
// the page (an insertion line shows where each lands) and typing a heading in place on the canvas (the side panel
// follows each keystroke, undo works), duplicates a block, copies it and pastes it into another page; the example
// images of the inserted blocks load. Then, on the page it pasted into (the whole journey), it
// previews that page as the four audiences in the live phase side by side, shares a preview link that a fresh browser
// opens without signing in, and restores the previous version of the pasted block. The pages are /en/social-swag and
// /en/signature-pass, which no other suite edits; both are put back as they were at the end. The cont site's current
// phase is pre-event.
// Screenshots at 1440 px: test-results/e2e-<port>/editor-speed-*/editor-speed-*.png.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { DataModal, EditorPanel, EditorPreview, FastEditing, SitePage, Toolbar, VersionList } from './pages';
import { axeViolations } from './support/axe';
import { apiSignIn } from './support/session';

const FROM = 'social-swag';
const TO = 'signature-pass';
const PHASE = 'pre-event';
const AUDIENCES = EditorPreview.AUDIENCES;

interface StoredLayout {
  hash: string;
  components: { componentId: string; props?: Record<string, unknown> }[];
}

async function stored(request: APIRequestContext, page: string): Promise<StoredLayout> {
  const token = await apiSignIn(request, 'contenteditor');
  const res = await request.get(`/api/content/${page}--${PHASE}?env=cont`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as StoredLayout;
}

/** Puts a page's layout back as it was read before the test. */
async function restore(request: APIRequestContext, page: string, original: StoredLayout): Promise<void> {
  const token = await apiSignIn(request, 'contenteditor');
  const now = await stored(request, page);
  if (now.hash === original.hash) return;
  const res = await request.put(`/api/content/${page}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { environment: 'cont', phase: PHASE, components: original.components, originalPageHash: now.hash },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function editPage(page: import('@playwright/test').Page, path: string): Promise<{ toolbar: Toolbar; panel: EditorPanel }> {
  const site = new SitePage(page);
  const toolbar = new Toolbar(page);
  await site.goto(path);
  await toolbar.enterEditMode();
  const panel = new EditorPanel(page);
  await expect(panel.root).toBeVisible();
  return { toolbar, panel };
}

test('a content editor builds a page by dragging from the list and typing in place, duplicates, pastes into another page, previews it as four audiences, shares it and restores a version', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(600_000); // many steps, two browsers; the other spec group runs beside it
  const original = { from: await stored(request, FROM), to: await stored(request, TO) };
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  const shot = async (name: string) => {
    await page.screenshot({ path: test.info().outputPath(`editor-speed-${name}.png`) });
  };
  try {
    await new SitePage(page).signInAs('Content Editor');
    const { toolbar, panel } = await editPage(page, `/en/${FROM}`);
    const fast = new FastEditing(page);
    const last = async () => (await toolbar.frameOrder()).at(-1)!;

    // Search: "faq" finds the Faq group's drawer, "hero" the header banner too.
    await panel.tab('Insert').click();
    await fast.insert.search.fill('faq');
    await expect(fast.insert.list.getByRole('heading', { name: 'Faq' })).toBeVisible();
    await expect(fast.insert.blockOption('Drawer')).toBeVisible();
    await fast.insert.search.fill('hero');
    await expect(fast.insert.blockOption('Header banner')).toBeVisible();
    await fast.insert.search.fill('');

    // Five blocks dragged from the list, each after the last block of the page.
    const dragged: [title: string, id: string][] = [
      ['Section heading', 'sectionheading1'],
      ['Hero image blade', 'heroimageblade1'],
      ['Countdown', 'countdown1'],
      ['Drawer', 'drawer1'],
      ['Card scroller', 'cardscroller1'],
    ];
    for (const [index, [title, id]] of dragged.entries()) {
      await panel.tab('Insert').click();
      const after = await last();
      await fast.dragFromList(title, after, index === 1 ? () => shot('drop-line') : undefined);
      await expect(toolbar.frame(id)).toBeVisible();
      expect((await toolbar.frameOrder()).at(-1)).toBe(id);
    }
    await expect(toolbar.text('Unsaved changes')).toBeVisible();
    // The example images of the inserted blocks load (they were 404s behind a language redirect).
    const heroImage = toolbar.frame('heroimageblade1').locator('img').first();
    await heroImage.scrollIntoViewIfNeeded();
    await expect.poll(() => heroImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // The heading typed in place: click it, type; the side panel's field follows; Escape leaves.
    const headingBlock = toolbar.frame('sectionheading1');
    const heading = headingBlock.getByRole('heading').first();
    await heading.scrollIntoViewIfNeeded();
    const before = (await heading.textContent())!.trim();
    await heading.click();
    const box = fast.inlineBox('heading', 'sectionheading1');
    await expect(box).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type(' and fast');
    await expect(box).toHaveText(`${before} and fast`);
    await expect(new DataModal(page, 'sectionheading1').field('heading')).toHaveValue(`${before} and fast`);
    await shot('inline');
    expect(await axeViolations(page, '[data-editor-frame="sectionheading1"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(headingBlock.getByRole('heading', { name: `${before} and fast` })).toBeVisible();
    // Undo takes the typing back as one step, redo brings it again.
    await toolbar.undo.click();
    await expect(headingBlock.getByRole('heading', { name: before, exact: true })).toBeVisible();
    await toolbar.redo.click();
    await expect(headingBlock.getByRole('heading', { name: `${before} and fast` })).toBeVisible();

    // Duplicate from the block toolbar, then from the outline.
    await toolbar.block('sectionheading1').button('Duplicate').click();
    await expect(toolbar.frame('sectionheading2')).toBeVisible();
    await expect(toolbar.frame('sectionheading2').getByRole('heading', { name: `${before} and fast` })).toBeVisible();
    await panel.tab('Outline').click();
    await panel.outline.getByRole('button', { name: 'Duplicate countdown1' }).click();
    await expect(toolbar.frame('countdown2')).toBeVisible();
    await shot('outline');
    await toolbar.save.click();
    await expect(toolbar.text('Page saved')).toBeVisible();
    const saved = await stored(request, FROM);
    const added = saved.components.map((c) => c.componentId).filter((id) => !original.from.components.some((c) => c.componentId === id));
    expect(added.sort()).toEqual(['cardscroller1', 'countdown1', 'countdown2', 'drawer1', 'heroimageblade1', 'sectionheading1', 'sectionheading2']);
    expect(saved.components.find((c) => c.componentId === 'sectionheading2')?.props?.heading).toBe(`${before} and fast`);

    // Copy the heading, paste it into the other page: it lands with a free ID, checked, and saves there.
    await toolbar.block('sectionheading1').button('Copy block').click();
    await expect(page.getByText('Block sectionheading1 copied: paste it on any page, in any environment')).toBeVisible();
    await editPage(page, `/en/${TO}`);
    await panel.tab('Insert').click();
    // Text that is not a block is refused with a clear message and changes nothing.
    await fast.pasteField.fill('not a block');
    await fast.pasteBlock.click();
    await expect(fast.insert.root.getByText('The clipboard does not hold JSON: copy a block first.')).toBeVisible();
    await fast.pasteField.fill('');
    await fast.pasteBlock.click();
    const pastedId = original.to.components.some((c) => c.componentId === 'sectionheading1') ? null : 'sectionheading1';
    const pasted = pastedId ? toolbar.frame(pastedId) : page.locator('[data-editor-frame^="sectionheading"]').last();
    await expect(pasted.getByRole('heading', { name: `${before} and fast` })).toBeVisible();
    await pasted.scrollIntoViewIfNeeded();
    await shot('pasted');
    await toolbar.save.click();
    await expect(toolbar.text('Page saved')).toBeVisible();
    const other = await stored(request, TO);
    expect(other.components.some((c) => c.props?.heading === `${before} and fast`)).toBe(true);

    // Preview the page as the four audiences in the live phase, side by side, in live frames.
    const preview = await EditorPreview.openAtPhase(page, 'live');
    const tops = [];
    for (const audience of AUDIENCES) {
      const content = await preview.contentOf(preview.frame(TO, audience));
      await expect(content.locator('main')).toBeVisible({ timeout: 60_000 });
      tops.push((await preview.frame(TO, audience).boundingBox())!.y);
    }
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(2);
    await shot('preview');

    // A share link for the attendee; a fresh browser with nobody signed in opens it, read-only.
    const { row, href } = await preview.createLink('attendee', 'Attendee · cont · live');
    expect(href).toMatch(new RegExp(`^/en/${TO}\\?preview=`));
    await EditorPreview.openSharedAsGuest(browser, href, async (guest) => {
      await guest.screenshot({ path: test.info().outputPath('editor-speed-shared.png') });
    });
    await row.getByRole('button', { name: 'Revoke: Link for Attendee' }).click();
    await expect(row).toContainText('Revoked');
    await page.keyboard.press('Escape');
    await expect(preview.dialog).toBeHidden();

    // The pasted heading typed on once more and saved; its previous version restored from the block's changelog.
    const pastedBlock = (await pasted.getAttribute('data-editor-frame'))!;
    const pastedHeading = pasted.getByRole('heading').first();
    await pastedHeading.click();
    await expect(fast.inlineBox('heading', pastedBlock)).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type(' again');
    await page.keyboard.press('Escape');
    await toolbar.save.click();
    await expect(toolbar.text('Page saved')).toBeVisible();
    await expect(pasted.getByRole('heading', { name: `${before} and fast again` })).toBeVisible();
    await toolbar.block(pastedBlock).componentData.click();
    const data = new DataModal(page, pastedBlock);
    await data.tab('Changelog').click();
    const saves = new VersionList(data.saves);
    await saves.restore(saves.entry(1)).click();
    await expect(page.getByText(/^Restored the version of .+ by /).first()).toBeVisible();
    await expect(pasted.getByRole('heading', { name: `${before} and fast`, exact: true })).toBeVisible();
    await shot('restored');
    const restored = await stored(request, TO);
    expect(restored.components.find((c) => c.componentId === pastedBlock)?.props?.heading).toBe(`${before} and fast`);
  } finally {
    await restore(request, FROM, original.from);
    await restore(request, TO, original.to);
  }
});
