import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { favoriteButton } from './favorites';
import type { SessionDetailPage } from './session-detail';

/** The pending note of a write made offline (docs/behaviour/calls.md, Offline writes). */
export const PENDING_TEXT = 'Pending: saved on this device, sent when you are back online.';

/**
 * Writes made offline in one signed-in browser context: going off and on line, the pending marks of an RSVP and of a
 * favorite, the queue kept in IndexedDB, and the shell's toasts that report the replay.
 */
export class OfflineWrites {
  constructor(readonly context: BrowserContext) {}

  async goOffline(): Promise<void> {
    await this.context.setOffline(true);
  }

  async goOnline(): Promise<void> {
    await this.context.setOffline(false);
  }

  /** The session page's RSVP action, marked pending while its write waits in the queue. */
  pendingRsvp(detail: SessionDetailPage): Locator {
    return detail.panel.locator('.sched-act[data-pending="rsvp"]');
  }

  async expectRsvpPending(detail: SessionDetailPage): Promise<void> {
    await expect(this.pendingRsvp(detail)).toBeVisible();
    await expect(this.pendingRsvp(detail).getByRole('status')).toHaveText(PENDING_TEXT);
  }

  /** A session's favorite button on its page: pressed at once, and marked pending while queued. */
  async expectFavoritePending(page: Page, title: string): Promise<void> {
    const button = favoriteButton(page, title).first();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAttribute('data-pending', 'true');
  }

  /** Evaluation answers given offline: shown as pending in place of the form. */
  pendingEvaluation(page: Page): Locator {
    return page.locator('[data-pending="evaluation"]');
  }

  async expectEvaluationPending(page: Page): Promise<void> {
    await expect(this.pendingEvaluation(page)).toHaveText('Pending: your answers are saved on this device and sent when you are back online.');
    await expect(this.pendingEvaluation(page)).toHaveRole('status');
  }

  /** Messages written offline: at the end of their thread, marked pending. */
  pendingMessages(page: Page): Locator {
    return page.locator('[data-pending="message"]');
  }

  async expectMessagePending(page: Page, text: string): Promise<void> {
    const message = this.pendingMessages(page).filter({ hasText: text });
    await expect(message).toBeVisible();
    await expect(message).toContainText(PENDING_TEXT);
  }

  /** How many writes this browser keeps queued (all users), read from IndexedDB. */
  async queued(page: Page): Promise<number> {
    return page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('conference-offline-writes');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('queues')) return resolve(0);
            const all = db.transaction('queues').objectStore('queues').getAll();
            all.onsuccess = () => resolve((all.result as unknown[][]).reduce((n, q) => n + q.length, 0));
            all.onerror = () => reject(all.error);
          };
        }),
    );
  }

  /** The shell's toast region of a page. */
  toasts(page: Page): Locator {
    return page.getByRole('status', { name: 'Notifications' });
  }

  /** How many of the pages show a toast with `text` (the replay may run in any tab of the context). */
  async toastCount(pages: readonly Page[], text: string | RegExp): Promise<number> {
    let count = 0;
    for (const page of pages) count += await this.toasts(page).getByText(text).count();
    return count;
  }
}
