// The insert list (editor/insert/InsertPanel.tsx) in the side panel beside the edited home page: fuzzy search,
// blocks grouped by x-group, the component ID and Add, a live preview of the schema's first example (the block
// then appears on the page, after the selected block).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { docsDescription, EditedPageStory, panelOf, playIn, selectBlock } from './editor-story';
import { homeKey, homePage } from './fixtures';

interface InsertDialogArgs {
  /** The block the new one goes after (none: at the end of the page). */
  selectedId: string;
}

function InsertDialogOverPage({ selectedId }: InsertDialogArgs) {
  const page = homeKey();
  return (
    <EditedPageStory
      key={selectedId}
      page={page}
      components={homePage}
      prepare={(store) => {
        selectBlock(selectedId)(store);
        store.getState().showPanel('insert', true);
      }}
    />
  );
}

const meta = {
  title: 'Editor/Insert list',
  component: InsertDialogOverPage,
  parameters: docsDescription(
    'Insert block: type to search (typos allowed), pick a block to preview its first schema example, adjust ' +
    'the component ID (lower-cased type plus a counter) and Add. Escape or Cancel goes back to the fields.',
  ),
  args: { selectedId: 'keynotes-heading' },
  argTypes: { selectedId: { control: 'text', description: 'componentId of the selected block.' } },
} satisfies Meta<typeof InsertDialogOverPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(panelOf(canvasElement).getByRole('region', { name: 'Insert block' }));

/** Just opened: the search box has the focus, every block is listed by group, nothing is picked. */
export const Opened: Story = {
  play: playIn(dialogOf, async (dialog) => {
    await expect(dialog.getByLabelText('Search blocks')).toHaveFocus();
    await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  }),
};

/** A fuzzy search for an unfinished word, a block picked: its preview and the proposed component ID. */
export const SearchedAndPicked: Story = {
  play: playIn(dialogOf, async (dialog) => {
    await userEvent.type(dialog.getByLabelText('Search blocks'), 'hero blad');
    await userEvent.click(dialog.getByRole('button', { name: 'Hero image blade' }));
    await expect(await dialog.findByText('Meet 300 partners in one place')).toBeInTheDocument();
    await expect(dialog.getByLabelText('Component ID')).toHaveValue('heroimageblade1');
  }),
};

/** A search that matches nothing. */
export const NoMatch: Story = {
  play: playIn(dialogOf, async (dialog) => {
    await userEvent.type(dialog.getByLabelText('Search blocks'), 'zzqxw');
    await expect(dialog.getByText('No blocks match your search')).toBeInTheDocument();
  }),
};

/** An ID the page already uses is refused as it is typed, with the translated error next to the field; Add waits. */
export const IdAlreadyUsed: Story = {
  play: playIn(dialogOf, async (dialog) => {
    await userEvent.click(dialog.getByRole('button', { name: 'Section heading' }));
    const id = dialog.getByLabelText('Component ID');
    await userEvent.clear(id);
    await userEvent.type(id, 'hero');
    await expect(id).toHaveAccessibleDescription('This component ID is already used on this page.');
    await expect(id).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  }),
};
