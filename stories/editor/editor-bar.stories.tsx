// The editor bar (editor/EditorBar.tsx) above the edited home page: the edit modes, Undo, Redo, Insert block and
// Save with the unsaved-changes status. Content edit switches the block toolbars on and off.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EditorBar } from '../../editor/EditorBar';
import type { EditorStore } from '../../editor/state/store';
import { docsDescription, EditedPageStory, playIn, regionOf } from './editor-story';
import { homeKey, homePage } from './fixtures';

type Situation = 'saved' | 'moved' | 'moved-and-undone';

/** Edits made before the story shows, through the store's own actions. */
const situations: Record<Situation, (store: EditorStore) => void> = {
  saved: () => undefined,
  moved: (store) => store.getState().move('shuttle', 2),
  'moved-and-undone': (store) => {
    store.getState().move('shuttle', 2);
    store.getState().undo();
  },
};

interface EditorBarArgs {
  editMode: boolean;
  situation: Situation;
}

function EditorBarOverPage({ editMode, situation }: EditorBarArgs) {
  const page = homeKey();
  return (
    <EditedPageStory key={`${editMode}|${situation}`} page={page} components={homePage} editMode={editMode} prepare={situations[situation]}>
      <EditorBar page={page} />
    </EditedPageStory>
  );
}

const meta = {
  title: 'Editor/Editor bar',
  tags: ['autodocs'],
  component: EditorBarOverPage,
  parameters: docsDescription(
    'The bar content editors work from: Content edit (also the Insert key), Meta edit and Tag viewer; Undo and ' +
    'Redo; Insert block; Save, offered while the page has unsaved changes.',
  ),
  args: { editMode: true, situation: 'saved' },
  argTypes: {
    editMode: { control: 'boolean', description: 'Content edit mode on.' },
    situation: {
      control: 'inline-radio',
      options: Object.keys(situations),
      description: 'What happened before: nothing, a block moved, a move undone.',
    },
  },
} satisfies Meta<typeof EditorBarOverPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const barOf = (canvasElement: HTMLElement) => regionOf(canvasElement, 'Editor');

/** Just opened: nothing to save or undo. */
export const NothingChanged: Story = {
  play: playIn(barOf, async (bar) => {
    await expect(bar.getByRole('button', { name: 'Content edit' })).toHaveAttribute('aria-pressed', 'true');
    await expect(bar.getByRole('button', { name: 'Save page' })).toBeDisabled();
    await expect(bar.getByRole('button', { name: 'Undo' })).toBeDisabled();
  }),
};

/** A block moved: the page has unsaved changes, Save and Undo are offered. */
export const UnsavedChanges: Story = {
  args: { situation: 'moved' },
  play: playIn(barOf, async (bar) => {
    await expect(bar.getByRole('status')).toHaveTextContent('Unsaved changes');
    await expect(bar.getByRole('button', { name: 'Save page' })).toBeEnabled();
    await expect(bar.getByRole('button', { name: 'Undo' })).toBeEnabled();
  }),
};

/** The move undone: nothing to save, Redo brings it back. */
export const AfterUndo: Story = {
  args: { situation: 'moved-and-undone' },
  play: playIn(barOf, async (bar) => {
    await expect(bar.getByRole('button', { name: 'Redo' })).toBeEnabled();
    await expect(bar.getByRole('button', { name: 'Save page' })).toBeDisabled();
  }),
};

/** Edit mode off: the page as attendees see it, Insert block unavailable. */
export const EditModeOff: Story = {
  args: { editMode: false },
  play: playIn(barOf, async (bar, canvasElement) => {
    await expect(bar.getByRole('button', { name: 'Content edit' })).toHaveAttribute('aria-pressed', 'false');
    await expect(bar.getByRole('button', { name: 'Insert block' })).toBeDisabled();
    await expect(within(canvasElement).queryByRole('toolbar')).toBeNull();
  }),
};
