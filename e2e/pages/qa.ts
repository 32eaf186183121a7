import type { Locator, Page } from '@playwright/test';
import { SitePage } from './site-page';

/** The QA screenshots dialog of the site tools: run form, matrix, capture detail, design uploads. */
export class QaMatrix {
  readonly dialog: Locator;
  readonly runPage: Locator;
  readonly runPhase: Locator;
  readonly runButton: Locator;
  readonly matrix: Locator;
  readonly progress: Locator;
  readonly filters: Locator;
  readonly designPage: Locator;
  readonly designBreakpoint: Locator;
  readonly designFile: Locator;
  readonly uploadDesign: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'QA screenshots' });
    const run = this.dialog.getByRole('region', { name: 'Run QA' });
    this.runPage = run.getByLabel('Page', { exact: true });
    this.runPhase = run.getByLabel('Phase', { exact: true });
    this.runButton = run.getByRole('button', { name: 'Run QA' });
    const matrix = this.dialog.getByRole('region', { name: 'Matrix' });
    this.matrix = matrix.getByRole('table', { name: /^Captures of run / });
    this.progress = matrix.getByRole('status').filter({ hasText: /captures done/ });
    this.filters = matrix.getByRole('group', { name: 'Filters' });
    const designs = this.dialog.getByRole('region', { name: 'Design images' });
    this.designPage = designs.getByLabel('Design page');
    this.designBreakpoint = designs.getByLabel('Design breakpoint');
    this.designFile = designs.getByLabel('Design image');
    this.uploadDesign = designs.getByRole('button', { name: 'Upload design' });
  }

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
