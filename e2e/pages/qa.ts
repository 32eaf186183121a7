import type { Locator, Page } from '@playwright/test';
import { SitePage } from './site-page';

/** The QA screenshots dialog of the site tools (issue 18): run form, matrix, capture detail, design uploads. */
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

/** "Preview as every audience" of the site tools (issue 18): the page being edited as every attendee type. */
export class QaPreview {
  readonly dialog: Locator;
  readonly width: Locator;
  readonly capture: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Preview this page as every audience' });
    this.width = this.dialog.getByLabel('Width', { exact: true });
    this.capture = this.dialog.getByRole('button', { name: 'Capture' });
  }

  /** Signs in as the site editor, opens `path` and the preview from the site tools. */
  static async open(page: Page, path: string): Promise<QaPreview> {
    const site = new SitePage(page);
    await site.signInAsPersona('siteeditor');
    await site.goto(path);
    await site.toolButton('Preview as every audience').click();
    return new QaPreview(page);
  }

  /** The side-by-side captures, by the page, phase and width they show. */
  result(page: string, breakpoint: string): Locator {
    return this.dialog.getByRole('region', { name: new RegExp(`^Preview as every attendee type: ${page} in [\\w-]+ at ${breakpoint}$`) });
  }
}
