// The force-save dialog (editing/ForceSaveDialog.tsx): what a content editor sees when a save or a push meets
// a conflict, i.e. the server answers 409 because someone saved the block after it was read (docs/behaviour/editor.md).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ForceSaveDialog } from '../../editing';
import { createI18n, I18nextProvider } from '../../renderer';
import { errorCodeTable, errorCodes } from '../../schemas';
import { docsDescription } from './editor-story';

/** The conflict of the fixture: the 409 answer to pushing the keynotes heading to UAT, which moved meanwhile. */
const conflict = {
  status: 409,
  code: errorCodes.componentSettingsConflict,
  message: errorCodeTable[errorCodes.componentSettingsConflict].message,
  details: { componentId: 'keynotes-heading', readHash: 'sha256-c0ffee42', currentHash: 'sha256-4d2b9e17' },
} as const;

interface ConflictArgs {
  /** What the caller says about the conflict; empty shows the dialog's own text. */
  message: string;
}

/** The push that met the conflict, with the dialog open over it as the editor shows it; the button opens it again. */
function PushConflict({ message }: ConflictArgs) {
  const [i18n] = useState(() => createI18n({ language: 'en' }));
  const [open, setOpen] = useState(true);
  const [outcome, setOutcome] = useState('');
  return (
    <I18nextProvider i18n={i18n}>
      <section aria-label="Push keynotes-heading">
        <p>
          Pushing <code>{conflict.details.componentId}</code> read as <code>{conflict.details.readHash}</code>; UAT now
          holds <code>{conflict.details.currentHash}</code>.
        </p>
        <button type="button" onClick={() => setOpen(true)}>
          Push to UAT
        </button>
        <p role="status">{outcome}</p>
      </section>
      {open && (
        <ForceSaveDialog
          message={message || undefined}
          onCancel={() => {
            setOpen(false);
            setOutcome('Kept the version in UAT.');
          }}
          onConfirm={() => {
            setOpen(false);
            setOutcome('Saved with force: the changelog records a forced save.');
          }}
        />
      )}
    </I18nextProvider>
  );
}

const meta = {
  title: 'Editor/Force-save dialog',
  component: PushConflict,
  parameters: docsDescription(
    'Offered when a save or a push is refused because the content changed since it was read (HTTP 409, ' +
    'translate.base.error.component-settings.conflict). Cancel has the focus first; Force save retries ' +
    'with force; Escape cancels and the focus goes back to the button that saved.',
  ),
  args: { message: '' },
  argTypes: {
    message: { control: 'text', description: 'The conflict as the caller words it (empty: the default text).' },
  },
} satisfies Meta<typeof PushConflict>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  // The dialog portals to <body>, outside the story's canvas.
  within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Save over the newer version?' });

/** A push to UAT met a newer version there: the dialog asks before overwriting it. */
export const Conflict: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    await expect(
      dialog.getByText('Someone else saved this content after you read it. Force save keeps yours where you both changed something; their other changes stay.'),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(dialog.getByRole('button', { name: 'Force save' })).toBeEnabled();
  },
};

/** The caller names what conflicted (here the server's message for the 409). */
export const ConflictWithMessage: Story = {
  args: { message: conflict.message },
  play: async ({ canvasElement }) => {
    await expect(within(dialogOf(canvasElement)).getByText(conflict.message)).toBeInTheDocument();
  },
};

/** Escape cancels: the dialog closes and nothing is overwritten. */
export const CancelledWithEscape: Story = {
  play: async ({ canvasElement }) => {
    dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Kept the version in UAT.');
  },
};
