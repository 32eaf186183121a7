import type { Locator, Page } from '@playwright/test';

/**
 * Versions: the saves listed in a block's Changelog view and in the side panel's History tab, each with
 * Preview and Restore this version. Entries are the list's own items, newest first (the diffs inside are lists too).
 */
export class VersionList {
  constructor(readonly list: Locator) {}

  /** The n-th save, 0 = the newest. */
  entry(n: number): Locator {
    return this.list.locator(':scope > li').nth(n);
  }

  preview(entry: Locator): Locator {
    return entry.getByRole('button', { name: /^(Preview|Hide preview)$/ });
  }

  restore(entry: Locator): Locator {
    return entry.getByRole('button', { name: 'Restore this version' });
  }

  /** The rendered version a Preview shows (a figure named by its caption). */
  figure(entry: Locator): Locator {
    return entry.getByRole('figure');
  }
}

/** The side panel's History tab: the saves of the page shown (this phase's layout in this environment). */
export class PageHistoryPanel extends VersionList {
  readonly tab: Locator;

  constructor(readonly page: Page) {
    const panel = page.getByRole('complementary', { name: 'Editor panel' });
    super(panel.getByRole('list', { name: 'Saves of this page' }));
    this.tab = panel.getByRole('tablist', { name: 'Panel' }).getByRole('tab', { name: 'History', exact: true });
  }
}
