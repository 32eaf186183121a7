// Versions, on the real server: a content editor saves a block twice, previews the first
// version from the block's changelog and restores it (a new save with its own line; another editor's later change to
// another field survives), then restores a version of the whole page from the History tab (another editor's later
// change to another block survives). This spec puts every block it touches back as it was.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DataModal, PageHistoryPanel, SitePage, Toolbar, VersionList } from './pages';
import { axeViolations } from './support/axe';
import { saveHomeBlock, storedHomeBlock, type StoredBlock } from './support/home-blocks';

const BLOCK = 'intro';
// A retired promo kept disabled for reference (not shown on the page): the other editor's block.
const OTHER = 'legacy-promo';
const PHASE = 'pre-event';

const stored = (request: APIRequestContext, id: string) => storedHomeBlock(request, PHASE, id);

/** Another editor's save through the API (the site editor), against what is stored now. */
function saveAs(request: APIRequestContext, persona: 'contenteditor' | 'siteeditor', id: string, props: Record<string, unknown>): Promise<void> {
  return saveHomeBlock(request, { persona, phase: PHASE, id, changes: (now) => ({ ...now.props, ...props }) });
}

const put = (request: APIRequestContext, original: StoredBlock) => saveAs(request, 'contenteditor', original.componentId, original.props);

async function openJson(page: Page, id: string): Promise<DataModal> {
  await new Toolbar(page).block(id).componentData.click();
  const modal = new DataModal(page, id);
  // Monaco is its own chunk, loaded on first use: slow on a busy machine.
  await expect(modal.json).toBeAttached({ timeout: 45_000 });
  return modal;
}

test('a content editor previews and restores a version of a block and of the page; others’ later changes survive', async ({ page, request }) => {
  test.setTimeout(600_000); // many steps, two browsers; the other spec group runs beside it
  const original = await stored(request, BLOCK);
  const other = await stored(request, OTHER);
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    // Editor A misses live updates (a dropped connection): its copy keeps what it read while the other editor saves.
    await page.route('**/api/live**', (route) => route.abort());
    const site = new SitePage(page);
    // The block on the page, not its rendered versions in the panel's previews.
    const onPage = page.locator(`[data-block-id="${BLOCK}"]:not(.version-preview [data-block-id])`);
    await site.signInAs('Content Editor');
    await site.goto('/en/home');
    await new Toolbar(page).enterEditMode();

    // Two saves of the heading.
    const modal = await openJson(page, BLOCK);
    await modal.replaceJson({ ...original.props, heading: 'Versions: the first heading' });
    await modal.save.click();
    await expect(site.toasts.getByText('Component settings saved successfully')).toBeVisible();
    await modal.replaceJson({ ...original.props, heading: 'Versions: the second heading' });
    await modal.save.click();
    await expect(onPage).toContainText('Versions: the second heading');

    // The changelog: preview the first save's version, rendered, and its props against now.
    await modal.tab('Changelog').click();
    const saves = new VersionList(modal.saves);
    const first = saves.entry(1);
    await saves.preview(first).click();
    await expect(saves.preview(first)).toHaveAttribute('aria-expanded', 'true');
    await expect(saves.figure(first)).toContainText('Versions: the first heading');
    await expect(first.getByRole('region', { name: 'Changes from this version (left) to now (right)' })).toContainText('Versions: the second heading');
    expect(await axeViolations(page, '.ed-side')).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('editor-versions-block-preview.png') });

    // The other editor changes the subheading after A read the block; A restores the first version.
    await saveAs(request, 'siteeditor', BLOCK, { heading: 'Versions: the second heading', subheading: 'Subheading by the other editor' });
    await saves.restore(first).click();
    await expect(site.toasts.getByText(/^Restored the version of .+ by /)).toBeVisible();
    await expect(onPage).toContainText('Versions: the first heading');
    await expect(saves.entry(0)).toContainText(/Restored the version of .+ by Casey Contenteditor/);
    expect((await stored(request, BLOCK)).props).toMatchObject({ heading: 'Versions: the first heading', subheading: 'Subheading by the other editor' });

    // The page: the other editor changes another block; A restores the page as A's second save left it.
    await saveAs(request, 'siteeditor', OTHER, { heading: 'Promo heading by the other editor' });
    const history = new PageHistoryPanel(page);
    await history.tab.click();
    // Newest first, as A's copy knows them (its live channel is down, so the promo save is not listed yet): A's
    // restore, the other editor's subheading, A's second save.
    const second = history.entry(2);
    await expect(second).toContainText('Blocks changed: intro');
    await history.preview(second).click();
    await expect(history.figure(second)).toContainText('Versions: the second heading');
    await expect(second).toContainText('Changed back: intro');
    await page.screenshot({ path: test.info().outputPath('editor-versions-page-preview.png') });
    await history.restore(second).click();
    await expect(site.toasts.getByText(/^The page is back to the version of /)).toBeVisible();
    await expect(onPage).toContainText('Versions: the second heading');
    await expect(history.entry(0)).toContainText(/Restored the version of .+ by Casey Contenteditor/);
    const intro = (await stored(request, BLOCK)).props;
    expect(intro.heading).toBe('Versions: the second heading');
    expect(intro.subheading).toBe(original.props.subheading);
    // Saved by the other editor after A read the page, and the same in the restored version: kept.
    expect((await stored(request, OTHER)).props.heading).toBe('Promo heading by the other editor');
    expect(await axeViolations(page, '.ed-side')).toEqual([]);
  } finally {
    await put(request, original);
    await put(request, other);
  }
});
