import type { Locator, Page } from '@playwright/test';
import { PageObject } from './page-object';
import { SitePage } from './site-page';

/** The QA screenshots dialog of the site tools: run form, matrix, capture detail, design uploads. */
export class QaMatrix extends PageObject {
  readonly dialog = this.page.getByRole('dialog', { name: 'QA screenshots' });
  private readonly run = this.dialog.getByRole('region', { name: 'Run QA' });
  readonly runPage = this.run.getByLabel('Page', { exact: true });
  readonly runPhase = this.run.getByLabel('Phase', { exact: true });
  readonly runButton = this.run.getByRole('button', { name: 'Run QA' });
  readonly matrixRegion = this.dialog.getByRole('region', { name: 'Matrix' });
  readonly matrix = this.matrixRegion.getByRole('table', { name: /^Captures of run / });
  readonly progress = this.matrixRegion.getByRole('status').filter({ hasText: /captures done/ });
  readonly filters = this.matrixRegion.getByRole('group', { name: 'Filters' });
  private readonly designs = this.dialog.getByRole('region', { name: 'Design images' });
  readonly designPage = this.designs.getByLabel('Design page');
  readonly designBreakpoint = this.designs.getByLabel('Design breakpoint');
  readonly designFile = this.designs.getByLabel('Design image');
  readonly uploadDesign = this.designs.getByRole('button', { name: 'Upload design' });

  /** Signs in as the site editor, opens a page and the QA dialog from the site tools. */
  static async open(page: Page): Promise<QaMatrix> {
    const site = new SitePage(page);
    await site.signInAsPersona('siteeditor');
    await site.goto('/en/home');
    await site.toolButton('QA screenshots').click();
    return new QaMatrix(page);
  }

  /** A matrix cell's button, e.g. cell('home', 'live', 'anonymous', 'desktop'). */
  cell(page: string, phase: string, audience: string, breakpoint: string): Locator {
    return this.matrix.getByRole('button', { name: new RegExp(`^${page}, ${phase}, ${audience}, ${breakpoint}: `) });
  }

  /** A matrix filter (Page, Phase, Attendee type, Breakpoint, Label, State). */
  filter(name: string): Locator {
    return this.filters.getByLabel(name, { exact: true });
  }

  /** The open capture's panel, by its heading. */
  detail(page: string, phase: string, audience: string, breakpoint: string): Locator {
    return this.dialog.getByRole('region', { name: `${page} · ${phase} · ${audience} · ${breakpoint}` });
  }
}
