// The property browser (editor/property-browser/PropertyBrowser.tsx): the selected block's schema properties,
// grouped by x-interface, with a search. Edits go into the working copy: the block beside it changes as you type.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { PropertySchemaLoader } from '../../editor/property-browser/load-schema';
import { PropertyBrowser } from '../../editor/property-browser/PropertyBrowser';
import { docsDescription, EditedPage, EditorStory, playIn, selectBlock } from './editor-story';
import { homeKey, homePage, unresolvedBlock } from './fixtures';

type LoaderChoice = 'schemas' | 'never' | 'fails';

/** How the schema arrives: the real lazy import of schemas/, one that never settles, and one that fails. */
const loaders: Record<LoaderChoice, PropertySchemaLoader | undefined> = {
  schemas: undefined,
  never: () => new Promise(() => undefined),
  fails: () => Promise.reject(new Error('The schemas chunk could not be loaded.')),
};

interface PropertyBrowserArgs {
  /** The selected block ('' for none). */
  selectedId: string;
  schemaLoad: LoaderChoice;
}

function PropertyBrowserBesidePage({ selectedId, schemaLoad }: PropertyBrowserArgs) {
  const page = homeKey();
  return (
    <EditorStory
      key={`${selectedId}|${schemaLoad}`}
      page={page}
      components={[...homePage, unresolvedBlock]}
      prepare={selectBlock(selectedId)}
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 22rem', gap: '1rem' }}>
        <EditedPage page={page} />
        <PropertyBrowser load={loaders[schemaLoad]} />
      </div>
    </EditorStory>
  );
}

const meta = {
  title: 'Editor/Property browser',
  tags: ['autodocs'],
  component: PropertyBrowserBesidePage,
  parameters: docsDescription(
    'The panel the enableComponentPropertyBrowser flag adds in edit mode. Click a block to select it; its ' +
    'properties load from its schema and edit the working copy like the data modal’s UI view.',
  ),
  args: { selectedId: 'keynotes-heading', schemaLoad: 'schemas' },
  argTypes: {
    selectedId: { control: 'text', description: 'componentId of the selected block.' },
    schemaLoad: { control: 'inline-radio', options: ['schemas', 'never', 'fails'], description: 'How the schema load goes.' },
  },
} satisfies Meta<typeof PropertyBrowserBesidePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('complementary'));

/** A section heading selected: its properties by group (Content, Visibility, Wrapper…). */
export const SectionHeadingSelected: Story = {
  play: playIn(panelOf, async (panel) => {
    const content = await panel.findByRole('region', { name: 'Content' });
    await expect(within(content).getByLabelText('heading')).toHaveValue('Featured sessions');
  }),
};

/** Searching the properties by name, description or group. */
export const Searching: Story = {
  play: playIn(panelOf, async (panel) => {
    await panel.findByRole('region', { name: 'Content' });
    await userEvent.type(panel.getByRole('searchbox', { name: 'Search properties...' }), 'headingLevel');
    await expect(panel.getByLabelText('headingLevel')).toHaveValue(2);
    await expect(panel.queryByLabelText('subheading')).toBeNull();
  }),
};

/** Nothing selected yet. */
export const NothingSelected: Story = {
  args: { selectedId: '' },
  play: async ({ canvasElement }) => {
    await expect(panelOf(canvasElement).getByText('Select a block to see its properties.')).toBeInTheDocument();
  },
};

/** The schema is still loading. */
export const Loading: Story = {
  args: { schemaLoad: 'never' },
  play: async ({ canvasElement }) => {
    await expect(panelOf(canvasElement).getByRole('status')).toHaveTextContent('Loading properties...');
  },
};

/** The schema could not be loaded. */
export const LoadFailed: Story = {
  args: { schemaLoad: 'fails' },
  play: async ({ canvasElement }) => {
    await expect(await panelOf(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load property data');
  },
};

/** A component of a type this build does not know has no schema. */
export const UnknownType: Story = {
  args: { selectedId: 'legacy-poll' },
  play: async ({ canvasElement }) => {
    await expect(await panelOf(canvasElement).findByText('No properties found for livePoll')).toBeInTheDocument();
  },
};
