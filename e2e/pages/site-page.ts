import { expect, type Locator } from '@playwright/test';
import { signInAs, signInAsPersona, type Persona } from '../support/session';
import { PageObject } from './page-object';

/** The site shell around every page: sign-in, the rendered blocks, the main content and the site tools. */
export class SitePage extends PageObject {
  /** The page's main landmark (a tool route's content, a block page's layout). */
  readonly main = this.page.getByRole('main');
  /** The site tools' aside (file uploader, glyph search, site settings, attendee type changer). */
  readonly siteTools = this.page.getByRole('complementary', { name: 'Site tools' });
  /** The toasts' live region. */
  readonly toasts = this.page.getByRole('status', { name: 'Notifications' });

  /** Opens a page (the specs' page waits until the site's code has taken it over: e2e/support/test.ts). */
  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** Signs in on the login page with the persona button of that label (e.g. 'Content Editor'). */
  async signInAs(personaLabel: string): Promise<void> {
    await signInAs(this.page, personaLabel);
  }

  /** Signs in as a demo persona on the login page; answers the bearer token the page stored. */
  async signInAsPersona(persona: Persona): Promise<string> {
    return signInAsPersona(this.page, persona);
  }

  /** A rendered block, by its component id (no role names a block; the renderer marks it with its id). */
  block(id: string): Locator {
    return this.page.locator(`[data-block-id="${id}"]`);
  }

  /** A button among the site tools (e.g. 'Site Settings', 'File Uploader'). */
  toolButton(name: string): Locator {
    return this.siteTools.getByRole('button', { name });
  }

  /**
   * Turns on the editor's content edit mode where the page offers the editor bar (an editor on a page route), in
   * whatever language the page shows: the bar is found by its place, the mode's button is its first. Only a page
   * layout (the renderer's `data-page-id` in the main landmark) has the editor: other routes (sign-in, status pages,
   * tools) are left at once, rather than after waiting out the bar that never comes.
   */
  async openEditorIfOffered(): Promise<void> {
    if ((await this.page.locator('main [data-page-id]').count()) === 0) return;
    const bar = this.page.locator('section.ed-bar');
    const shown = await bar.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false);
    if (!shown) return;
    const contentEdit = bar.getByRole('button').first();
    await expect(async () => {
      if ((await contentEdit.getAttribute('aria-pressed')) !== 'true') await this.pressInsert();
      await expect(contentEdit).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }

  /** The Insert key on the page (it toggles edit mode for editors; not while typing in a field). */
  async pressInsert(): Promise<void> {
    await this.page.locator('body').press('Insert');
  }
}
