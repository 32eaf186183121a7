import { expect, type Locator, type Page } from '@playwright/test';
import { SitePage } from './site-page';
import { Toolbar } from './toolbar';

/**
 * One block's views (docs/behaviour/editor.md, "Editor modal views": UI, JSON, diff, phases, changelog), docked in the
 * editor's side panel as the region 'Component <id>' (no modal over the block being edited).
 */
export class DataModal {
  readonly root: Locator;
  readonly save: Locator;
  readonly close: Locator;
  /** The JSON view's editor (Monaco's textarea). */
  readonly json: Locator;
  /** The diff view's environment select. */
  readonly compareWith: Locator;
  /** The changelog view's list of the block's saves. */
  readonly saves: Locator;
  /**
   * The dialog a conflict opens over the page: the force-save confirmation, or, when the server names the fields both
   * editors changed, the merge dialog, whose 'Force save: keep mine on these fields' is its force save.
   */
  readonly forceSave: Locator;

  constructor(
    readonly page: Page,
    readonly id: string,
  ) {
    this.root = page.getByRole('complementary', { name: 'Editor panel' }).getByRole('region', { name: `Component ${id}`, exact: true });
    // The fields view's save is 'Save block'; the JSON view keeps docs/behaviour/README.md's 'Save' (one view is shown at a time).
    this.save = this.root.getByRole('button', { name: /^Save( block)?$/ });
    this.close = this.root.getByRole('button', { name: 'Close', exact: true });
    this.json = this.root.getByRole('textbox', { name: `Props of ${id} as JSON` });
    this.compareWith = this.root.getByLabel('Compare with');
    this.saves = this.root.getByRole('list', { name: `Saves of ${id}` });
    this.forceSave = page.getByRole('dialog', { name: /^(Save over the newer version\?|Choose which changes to keep)$/ });
  }

  /**
   * Signs in as a content editor on the home page, enters edit mode and opens block `id`'s views, which open on
   * JSON. `jsonTimeout`: the JSON editor is its own chunk, slow to load on a busy machine.
   */
  static async openOnHome(page: Page, id: string, { jsonTimeout }: { jsonTimeout?: number } = {}): Promise<DataModal> {
    const site = new SitePage(page);
    await site.signInAs('Content Editor');
    await site.goto('/en/home');
    await new Toolbar(page).enterEditMode();
    await new Toolbar(page).block(id).componentData.click();
    const modal = new DataModal(page, id);
    await expect(modal.tab('JSON')).toHaveAttribute('aria-selected', 'true');
    await expect(modal.json).toBeAttached(jsonTimeout === undefined ? undefined : { timeout: jsonTimeout });
    return modal;
  }

  /** A view's tab: 'UI', 'JSON', 'Diff', 'Phase assignment', 'Changelog'. */
  tab(name: string): Locator {
    return this.root.getByRole('tab', { name });
  }

  /** A prop's field in the UI view, by its label (the prop name). */
  field(name: string): Locator {
    return this.root.getByLabel(name, { exact: true });
  }

  /** The diff view's changes region, e.g. diff('UAT', 'CONT'). */
  diff(from: string, to: string): Locator {
    return this.root.getByRole('region', { name: `Changes from ${from} (left) to ${to} (right)` });
  }

  /** The phase assignment view's row of a phase, by its name (e.g. 'Live'). */
  phaseRow(name: string): Locator {
    return this.root.getByRole('row', { name: new RegExp(`^${name}`) });
  }

  /**
   * Replaces the whole JSON in Monaco the way an editor does it: select all, paste. (Typed text would get
   * Monaco's auto-closed brackets; the paste event carries the text as a clipboard would.)
   */
  async replaceJson(props: Record<string, unknown>): Promise<void> {
    // Two browser contexts share one window manager: the one typing is brought to the front.
    await this.page.bringToFront();
    await this.json.focus();
    await expect(this.json).toBeFocused();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.json.evaluate((textarea, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      textarea.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, JSON.stringify(props, null, 2));
  }
}
