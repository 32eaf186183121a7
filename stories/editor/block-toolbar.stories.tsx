// The block toolbar (editor/toolbar/BlockFrame.tsx) around each block of the edited home page: move, collapse,
// edit, component data, delete and the drag handle (keyboard: focus it, Space, arrows, Space). The toolbar's
// buttons open the real modals.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { EditorBlock } from '../../editor/state/types';
import { ENVIRONMENTS, type Environment } from '../../schemas';
import { docsDescription, EditedPageStory, selectBlock } from './editor-story';
import { homeKey, homePage, linkedBlock, unresolvedBlock, unsavedBlock } from './fixtures';

interface BlockToolbarArgs {
  environment: Environment;
  components: readonly EditorBlock[];
  /** The selected block (highlighted frame). */
  selectedId: string;
  /** Blocks shown collapsed to their toolbar. */
  collapsedIds: readonly string[];
}

function BlockToolbarPage({ environment, components, selectedId, collapsedIds }: BlockToolbarArgs) {
  const page = homeKey(environment);
  return (
    <EditedPageStory
      key={JSON.stringify([environment, components, selectedId, collapsedIds])}
      page={page}
      components={components}
      prepare={(store) => {
        selectBlock(selectedId)(store);
        for (const id of collapsedIds) store.getState().toggleCollapsed(id);
      }}
    />
  );
}

const meta = {
  title: 'Editor/Block toolbar',
  tags: ['autodocs'],
  component: BlockToolbarPage,
  parameters: docsDescription(
    'The edit-mode frame of every block: its toolbar (one tab stop; arrow keys move between the buttons) and ' +
    'drag and drop among siblings. Edit and Component data open the data modal, Delete asks first.',
  ),
  args: { environment: 'cont', components: homePage, selectedId: '', collapsedIds: [] },
  argTypes: {
    environment: { control: 'inline-radio', options: [...ENVIRONMENTS], description: 'The environment edited.' },
    components: { control: 'object', description: 'The working copy (page-layout components).' },
    selectedId: { control: 'text', description: 'componentId of the selected block.' },
    collapsedIds: { control: 'object', description: 'componentIds of collapsed blocks.' },
  },
} satisfies Meta<typeof BlockToolbarPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home page in the content environment: the first block cannot move up, the last cannot move down. */
export const HomePage: Story = {
  play: async ({ canvasElement }) => {
    const hero = within(canvasElement).getByRole('toolbar', { name: 'Block hero (Header banner)' });
    await expect(within(hero).getByRole('button', { name: 'Move up' })).toBeDisabled();
    await expect(within(hero).getByRole('button', { name: 'Move down' })).toBeEnabled();
  },
};

/** One block selected and one collapsed to its toolbar (Expand brings it back). */
export const SelectedAndCollapsed: Story = {
  args: { selectedId: 'keynotes-heading', collapsedIds: ['keynote-speakers'] },
  play: async ({ canvasElement }) => {
    const speakers = within(canvasElement).getByRole('toolbar', { name: 'Block keynote-speakers (Featured speakers)' });
    await expect(within(speakers).getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** In UAT the toolbar also offers Copy component ID. */
export const InUat: Story = {
  args: { environment: 'uat' },
  play: async ({ canvasElement }) => {
    const hero = within(canvasElement).getByRole('toolbar', { name: 'Block hero (Header banner)' });
    await expect(within(hero).getByRole('button', { name: 'Copy component ID' })).toBeInTheDocument();
  },
};

/**
 * Blocks that cannot be edited here: one inserted but not saved yet (no original state), linked content from
 * the speakers page and a component of a type this build does not know. Delete and moving still work.
 */
export const NotEditable: Story = {
  args: { components: [...homePage.slice(0, 3), unsavedBlock, linkedBlock, unresolvedBlock] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Block sessions-heading (Section heading)', 'Block speakers-follow (Social links)', 'Block legacy-poll (livePoll)']) {
      const toolbar = canvas.getByRole('toolbar', { name });
      await expect(within(toolbar).getByRole('button', { name: 'Edit' })).toBeDisabled();
      await expect(within(toolbar).getByRole('button', { name: 'Delete' })).toBeEnabled();
    }
  },
};
