import type { Locator, Page } from '@playwright/test';
import { ListPage, PageObject } from './page-object';

/** The evaluations list (/{lang}/evaluations): the evaluationList block's groups and buttons; its status the count. */
export class EvaluationsPage extends ListPage {
  constructor(page: Page) {
    super(page, 'evaluations', 'Evaluations');
  }

  /** The row of a session, by its title. */
  row(title: string): Locator {
    return this.list
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  evaluateLink(title: string): Locator {
    return this.row(title).getByRole('link', { name: `Evaluate ${title}` });
  }

  evaluatedButton(title: string): Locator {
    return this.row(title).getByRole('button', { name: `Evaluated ${title}` });
  }
}

/** One evaluation form (/{lang}/evaluations/{id}): questions by their label, the submit and its confirmation. */
export class EvaluationFormPage extends PageObject {
  // The form is named by its first section's heading.
  readonly form = this.page.getByRole('form');
  readonly submit = this.page.getByRole('button', { name: 'Submit', exact: true });
  readonly yes = this.page.getByRole('button', { name: 'Yes', exact: true });
  readonly no = this.page.getByRole('button', { name: 'No', exact: true });

  async goto(target: string, language = 'en'): Promise<void> {
    await this.open(`/${language}/evaluations/${encodeURIComponent(target)}`);
  }

  question(label: string | RegExp): Locator {
    return this.page
      .getByRole('group', { name: label })
      .or(this.page.getByRole('textbox', { name: label }))
      .or(this.page.getByRole('combobox', { name: label }));
  }

  choice(label: string): Locator {
    return this.page.getByRole('radio', { name: label, exact: true });
  }
}

/** The home page's tool belt (holders of event-tools): its links and their badges. */
export class ToolBelt {
  readonly nav: Locator;

  constructor(
    readonly page: Page,
    name = 'My tools',
  ) {
    this.nav = page.getByRole('navigation', { name });
  }

  link(label: string | RegExp): Locator {
    return this.nav.getByRole('link', { name: label });
  }
}

/** A gated survey block: the gated card, its overlay with the survey, and the ungated content. */
export class GatedSurveyBlock extends PageObject {
  readonly dialog = this.page.getByRole('dialog');

  heading(text: string): Locator {
    return this.page.getByRole('heading', { name: text, level: 2 });
  }
}
