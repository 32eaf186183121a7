import type { Locator, Page } from '@playwright/test';

/**
 * The schema form's richer widgets inside one block's fields: the rich-text editor, the
 * date-time on the event clocks, the image picker, the session picker, the glyph set and the check-box groups.
 * `root` is the block's fields (DataModal.root).
 */
export class SchemaWidgets {
  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {}

  /** A rich-text field: its editable text (named by the field) and its toolbar. */
  richText(field: string): { text: Locator; toolbar: Locator; button: (name: string) => Locator } {
    const toolbar = this.root.getByRole('toolbar', { name: `Formatting of ${field}` });
    return {
      text: this.root.locator('[contenteditable="true"]').and(this.root.getByRole('textbox', { name: field, exact: true })),
      toolbar,
      button: (name: string) => toolbar.getByRole('button', { name, exact: true }),
    };
  }

  /** A date-time field (a datetime-local input on the event's clocks) and the zone named beside it. */
  dateTime(field: string): { input: Locator; zone: Locator } {
    const input = this.root.getByLabel(field, { exact: true });
    return { input, zone: this.root.locator('.eg-field', { has: this.page.getByLabel(field, { exact: true }) }).locator('.eg-zone') };
  }

  /** An image field: its address, the uploaded images' list, the upload input and the preview. */
  image(field: string) {
    const box = this.root.locator('.eg-field', { has: this.page.getByLabel(field, { exact: true }) }).last();
    return {
      url: box.getByLabel(field, { exact: true }),
      choose: box.getByRole('button', { name: 'Choose an uploaded image' }),
      upload: box.locator('input[type=file]'),
      uploaded: box.getByRole('region', { name: 'Uploaded images' }),
      pick: (name: string) => box.getByRole('region', { name: 'Uploaded images' }).getByRole('button', { name: `Use ${name}` }),
      preview: box.getByRole('img', { name: `Preview of ${field}` }),
      altHint: box.getByText(/^Describe the image in /),
    };
  }

  /** A session picker (a group named by the field). */
  sessions(field: string) {
    const group = this.root.getByRole('group', { name: field, exact: true });
    return {
      group,
      search: group.getByRole('searchbox', { name: `${field}: Find a session to add` }),
      add: (title: string | RegExp) => group.getByRole('button', { name: typeof title === 'string' ? `Add ${title}` : title }),
      chosen: group.getByRole('list', { name: 'Chosen sessions' }),
    };
  }

  /** A speaker picker: its search, a result by the speaker's name, what is chosen. */
  speaker(field: string) {
    return {
      search: this.root.getByRole('searchbox', { name: `${field}: Find a speaker` }),
      use: (name: string) => this.root.getByRole('button', { name: new RegExp(`^Use ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(|$)`) }),
      chosen: this.root.getByText(/^(Chosen: |No speaker chosen)/),
    };
  }

  /** A check-box group (scopes, phases, features). */
  choices(field: string): Locator {
    return this.root.getByRole('group', { name: field, exact: true });
  }
}
