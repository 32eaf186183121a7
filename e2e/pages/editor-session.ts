import { expect, type Page } from '@playwright/test';
import { EditorPanel } from './editor-panel';
import { InsertDialog } from './insert-dialog';
import { SitePage } from './site-page';
import { Toolbar } from './toolbar';

/**
 * Signs in as `persona` (the login page's button label; the content editor unless told), opens home at `width` px
 * and enters edit mode, with the side panel showing.
 */
export async function openEditor(page: Page, width: number, persona = 'Content Editor'): Promise<{ site: SitePage; toolbar: Toolbar; panel: EditorPanel }> {
  await page.setViewportSize({ width, height: 900 });
  const site = new SitePage(page);
  const toolbar = new Toolbar(page);
  await site.signInAs(persona);
  await site.goto('/en/home');
  await toolbar.enterEditMode();
  const panel = new EditorPanel(page);
  await expect(panel.root).toBeVisible();
  return { site, toolbar, panel };
}

/** Inserts a block of the type titled `title` under the id `id` from the insert list; its frame is then on the page. */
export async function insertBlock(page: Page, toolbar: Toolbar, id: string, title: string): Promise<void> {
  await toolbar.insertBlock.click();
  const insert = new InsertDialog(page);
  await insert.search.fill(title);
  await insert.blockOption(title).first().click();
  await insert.componentId.fill(id);
  await insert.add.click();
  await expect(toolbar.frame(id)).toBeVisible();
}
