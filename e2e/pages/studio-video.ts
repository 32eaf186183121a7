// The video parts of the studio and session pages: the session page's backup stream control, the studio player's
// Q&A panel (the built-in chat's studio room), and a simple video (a media file that previews on hover).
import { expect, type Locator, type Page } from '@playwright/test';
import { PageObject } from './page-object';

/** The session page's live stream and its backup stream control (enableTeamsLiveEventFailover). */
export class SessionStream extends PageObject {
  readonly frame = this.page.locator('.blk-session__video iframe');
  readonly failover = this.page.locator('.blk-session__failover');
  readonly switchToBackup = this.page.getByRole('button', { name: 'Switch to backup stream' });
  readonly backToMain = this.page.getByRole('button', { name: 'Back to main stream' });

  /** Opens session `id`'s page with the stream forced live (testing=livestream) and waits for its player. */
  async goto(id: string): Promise<void> {
    await this.page.goto(`/en/sessions/${encodeURIComponent(id)}?testing=livestream`);
    await this.frame.scrollIntoViewIfNeeded();
    await expect(this.frame).toBeVisible();
  }

  async src(): Promise<string | null> {
    return this.frame.getAttribute('src');
  }
}

/** The live home page's studio player with its Q&A and community panels. */
export class StudioPanelsPage extends PageObject {
  readonly player = this.page.locator('[data-block-id="studio"]');
  readonly qa = this.player.locator('.blk-studio-player__panel[data-room^="studio:"]');
  readonly community = this.player.locator('.blk-studio-player__panel[data-room="community"]');
  readonly composer = this.qa.getByRole('textbox', { name: 'Message' });

  async goto(): Promise<void> {
    await this.open('/en/home');
    await expect(this.qa.getByRole('heading', { name: 'Questions and answers' })).toBeVisible();
  }

  message(text: string): Locator {
    return this.qa.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });
  }

  /** Posts a question in the Q&A panel and waits until it shows as the visitor's own. */
  async ask(text: string): Promise<void> {
    await this.composer.fill(text);
    await this.composer.press('Enter');
    await expect(this.message(text)).toBeVisible();
    await expect(this.composer).toHaveValue('');
  }
}

/** A simple video: its box (data-state), its <video> element and its controls. */
export class SimpleVideoObject {
  readonly box: Locator;
  readonly video: Locator;

  constructor(readonly page: Page, scope: Locator = page.locator('body')) {
    this.box = scope.locator('.blk-simple-video').first();
    this.video = this.box.locator('video');
  }

  /** The element's own paused and muted properties. */
  async media(): Promise<{ paused: boolean; muted: boolean }> {
    return this.video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, muted: v.muted }));
  }

  /**
   * Rests the pointer on the video once the page's code runs it (it marks itself in view then): a pointer that came
   * over the server's HTML before hydration gives React no entering pointer to act on, as for a visitor.
   */
  async hover(): Promise<void> {
    await this.box.scrollIntoViewIfNeeded();
    await expect(this.box).toHaveAttribute('data-in-view', 'true');
    await this.video.hover();
  }

  /** Moves the pointer off the video, to the page's top left corner. */
  async leave(): Promise<void> {
    await this.page.mouse.move(0, 0);
  }
}
