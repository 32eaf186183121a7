// Hand-written: one page of gated blocks, so switching persona, phase, flags and edit mode in the toolbar
// visibly hides and shows them (docs/behaviour/roles-and-flags.md "Block visibility"). Each block says what it needs.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryPage } from './block-story';
import { gatedBlocks } from './gated-blocks';

const meta = {
  title: 'Visibility/Gated blocks',
  tags: ['autodocs'],
  component: StoryPage,
  parameters: {
    docs: {
      description: {
        component:
          'Blocks with visibility rules. Switch Persona, Phase and Flags in the toolbar to see them hidden and shown; ' +
          'turn Edit mode on to see each block’s requirements instead, as an editor does.',
      },
    },
  },
  args: { components: gatedBlocks },
  argTypes: {
    components: { control: 'object', description: 'The blocks of the page (flat page-layout components).' },
  },
} satisfies Meta<typeof StoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the toolbar. */
export const GatedBlocks: Story = {};

/** Pinned: an in-person attendee in the live phase sees the in-person block but not the event-tools one. */
export const AsInPersonAttendee: Story = {
  globals: { persona: 'inperson', phase: 'live', features: 'all', editMode: 'off' },
};

/** Pinned: an anonymous visitor before the event with all flags off. */
export const AsAnonymousBeforeTheEvent: Story = {
  globals: { persona: 'anonymous', phase: 'pre-event', features: 'none', editMode: 'off' },
};

/** Pinned: a content editor in edit mode sees every block with its requirements, and the disabled notice. */
export const AsEditorInEditMode: Story = {
  globals: { persona: 'contenteditor', phase: 'live', features: 'none', editMode: 'on' },
};
