import { expect, type Browser, type Frame, type Locator, type Page, type Response } from '@playwright/test';
import { PageObject } from './page-object';

/** The editor bar's Preview: live frames of the page per audience, and its share links. */
export class EditorPreview extends PageObject {
  readonly dialog = this.page.getByRole('dialog', { name: 'Preview this page' });
  readonly frames = this.dialog.locator('iframe');
  readonly phase = this.dialog.getByLabel('Phase', { exact: true });
  readonly environment = this.dialog.getByLabel('Environment', { exact: true });
  readonly date = this.dialog.getByLabel('Date and time (UTC)');
  readonly share = this.dialog.getByRole('region', { name: 'Share a preview link' });

  /** Opens the preview from the editor bar. */
  static async open(page: Page): Promise<EditorPreview> {
    await page.getByRole('region', { name: 'Editor' }).getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = new EditorPreview(page);
    await expect(preview.dialog).toBeVisible();
    return preview;
  }

  /** The four audiences the preview shows side by side, in their order. */
  static readonly AUDIENCES = ['Anonymous', 'Attendee', 'In-person', 'Exhibitor'] as const;

  /** Opens the preview on `phase`: all four audiences are checked and each has its frame. */
  static async openAtPhase(page: Page, phase: string): Promise<EditorPreview> {
    const preview = await EditorPreview.open(page);
    await preview.phase.selectOption(phase);
    for (const audience of EditorPreview.AUDIENCES) await expect(preview.audience(audience)).toBeChecked();
    await expect(preview.frames).toHaveCount(4);
    // The frames of the phase before are replaced once the new grants arrive; a frame's title names its phase.
    for (const frame of await preview.frames.all()) await expect(frame).toHaveAttribute('title', new RegExp(`, ${phase}, \\d+ px$`));
    return preview;
  }

  audience(name: string): Locator {
    return this.dialog.getByRole('checkbox', { name, exact: true });
  }

  /** The frame showing `audience` (its title: "home as Attendee, cont, live, 390 px"). */
  frame(page: string, audience: string): Locator {
    return this.dialog.locator(`iframe[title^="${page} as ${audience},"]`);
  }

  /** The document inside a frame element. */
  async contentOf(frame: Locator): Promise<Frame> {
    const handle = await frame.elementHandle();
    const content = await handle?.contentFrame();
    if (!content) throw new Error('the preview frame has no document');
    return content;
  }

  /**
   * Creates a share link for `audience` (the choice's value, "attendee") and waits for its row, which shows `what`
   * ("Attendee · cont · live") and is active; answers the row and the link's address.
   */
  async createLink(audience: string, what: string): Promise<{ row: Locator; href: string }> {
    await this.share.getByLabel('Audience of the link').selectOption(audience);
    await this.share.getByRole('button', { name: 'Create link' }).click();
    const row = this.linkRows(what).first();
    await expect(row).toContainText(what);
    await expect(row).toContainText('Active');
    const label = what.split(' · ')[0];
    const href = (await row.getByRole('link', { name: `Open: Link for ${label}` }).getAttribute('href'))!;
    return { row, href };
  }

  /**
   * Opens a share link's address in a fresh browser where nobody is signed in (1440 px wide) and checks what any
   * shared preview is: it answers, is not indexed, shows the page and no editor, and signs nobody in. `then`
   * goes on with that browser's page and the first response; the browser is closed afterwards.
   */
  static async openSharedAsGuest(browser: Browser, href: string, then: (guest: Page, opened: Response) => Promise<void>): Promise<void> {
    const guestContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const guest = await guestContext.newPage();
      const opened = await guest.goto(href);
      expect(opened!.status()).toBe(200);
      expect(opened!.headers()['x-robots-tag']).toContain('noindex');
      await expect(guest.locator('main')).toBeVisible();
      await expect(guest.getByRole('region', { name: 'Editor' })).toHaveCount(0);
      expect(await guest.evaluate(() => localStorage.getItem('conference.auth'))).toBeNull();
      await then(guest, opened!);
    } finally {
      await guestContext.close();
    }
  }

  /** The rows of the share links that show `what` ("Attendee · cont · live"), newest first. */
  linkRows(what: string): Locator {
    return this.share.getByRole('row').filter({ hasText: what });
  }
}
