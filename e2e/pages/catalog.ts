import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** The session catalog block on /{lang}/sessions: its controls by role and label, its results and its URL state. */
export class CatalogPage extends PageObject {
  readonly block = this.page.locator('[data-block-id="catalog"]');
  readonly search = this.block.getByRole('searchbox', { name: 'Search sessions' });
  /** The live count ("326 sessions"). */
  readonly count = this.block.getByRole('status');
  readonly refine = this.block.getByRole('button', { name: /^Refine/ });
  readonly refiner = this.block.getByRole('complementary', { name: 'Refine sessions' });
  readonly day = this.block.getByRole('combobox', { name: 'Day' });
  readonly sort = this.block.getByRole('combobox', { name: 'Sort by' });
  readonly pageSize = this.block.getByRole('combobox', { name: 'Per page' });
  readonly results = this.block.getByRole('list', { name: 'Sessions' });
  readonly pages = this.block.getByRole('navigation', { name: 'Pages' });
  readonly chips = this.block.getByRole('list', { name: 'Active filters' });

  /** Opens the catalog and waits until it is hydrated (the search box takes typing) with results shown. */
  async goto(query = ''): Promise<void> {
    await this.page.goto(`/en/sessions${query}`);
    await expect(this.results).toBeVisible();
    await this.waitForHydration();
  }

  /** The server's HTML is interactive once React has attached: the Refine button then toggles. */
  async waitForHydration(): Promise<void> {
    await this.page.waitForFunction(() => {
      const el = document.querySelector('[data-block-id="catalog"] .blk-catalog__refine');
      return el !== null && Object.keys(el).some((k) => k.startsWith('__reactProps'));
    });
  }

  /** Titles of the session tiles shown. */
  titles(): Promise<string[]> {
    return this.results.getByRole('heading', { level: 3 }).allTextContents();
  }

  async expectCount(total: number): Promise<void> {
    await expect(this.count).toHaveText(`${total} ${total === 1 ? 'session' : 'sessions'}`);
  }

  async openRefiner(): Promise<void> {
    if ((await this.refine.getAttribute('aria-expanded')) !== 'true') await this.refine.click();
    await expect(this.refiner).toBeVisible();
  }

  /** A facet's group (fieldset) in the refiner, by its label ("Session type"). */
  facet(name: string): Locator {
    return this.refiner.getByRole('group', { name, exact: true });
  }

  /** A facet value's checkbox, by its display text ("Breakout"), whatever its count. */
  value(facet: string, text: string): Locator {
    return this.facet(facet).getByRole('checkbox', {
      name: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+\\)$`),
    });
  }

  /** The count a facet value's label shows. */
  async valueCount(facet: string, text: string): Promise<number> {
    const label = (await this.value(facet, text).locator('xpath=ancestor::label').textContent()) ?? '';
    return Number(/\((\d+)\)\s*$/.exec(label)?.[1] ?? NaN);
  }

  toggle(name: string): Locator {
    return this.refiner.getByRole('switch', { name });
  }

  /** The URL's catalog params. */
  params(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }

  /** Controls in the catalog whose target is smaller than 24 by 24 px (WCAG 2.2 target size), as one line each. */
  smallTargets(): Promise<string[]> {
    return this.block.evaluate((root) => {
      const out: string[] = [];
      for (const el of Array.from(root.querySelectorAll('a[href], button, input, select, summary'))) {
        // A check box's target is its whole label (the row takes the click).
        const r = (el.tagName === 'INPUT' ? (el.closest('label') ?? el) : el).getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
        if (r.width >= 24 && r.height >= 24) continue;
        const name = (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30);
        out.push(`${el.tagName.toLowerCase()} "${name}" is ${Math.round(r.width)}x${Math.round(r.height)}px`);
      }
      return out;
    });
  }
}
