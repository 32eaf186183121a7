// The fields of the selected block (editor/panel/FieldsView.tsx, the side panel's ui view: the property browser and
// the ui form in one): its schema properties grouped by x-interface, with a search. Edits go into the working copy:
// the block beside it changes as you type. In meta edit it shows the block's metadata and common props.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldsView } from '../../editor/panel/FieldsView';
import type { PropertySchemaLoader } from '../../editor/panel/load-schema';
import { useEditorStore } from '../../editor/state/store';
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
  mode: 'content' | 'meta';
}

/** The selected block's fields, as the panel's ui view shows them. */
function SelectedFields({ load, mode }: { load: PropertySchemaLoader | undefined; mode: 'content' | 'meta' }) {
  const selectedId = useEditorStore((s) => s.selectedId);
  if (!selectedId) return <p>Select a block on the page or in the outline to edit its fields.</p>;
  return <FieldsView key={selectedId} componentId={selectedId} page={homeKey()} mode={mode} load={load} />;
}

function PropertyBrowserBesidePage({ selectedId, schemaLoad, mode }: PropertyBrowserArgs) {
  const page = homeKey();
  return (
    <EditorStory
      key={`${selectedId}|${schemaLoad}|${mode}`}
      page={page}
      components={[...homePage, unresolvedBlock]}
      prepare={selectBlock(selectedId)}
      editMode={false}
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 22rem', gap: '1rem' }}>
        <EditedPage page={page} />
        <aside aria-label="Fields">
          <SelectedFields load={loaders[schemaLoad]} mode={mode} />
        </aside>
      </div>
    </EditorStory>
  );
}

const meta = {
  title: 'Editor/Fields',
  tags: ['autodocs'],
  component: PropertyBrowserBesidePage,
  parameters: docsDescription(
    'The side panel’s fields of the selected block: its properties load from its schema, grouped by x-interface ' +
    'with a search, and edit the working copy; Save stores the block. Meta edit shows its metadata instead.',
  ),
  args: { selectedId: 'keynotes-heading', schemaLoad: 'schemas', mode: 'content' },
  argTypes: {
    selectedId: { control: 'text', description: 'componentId of the selected block.' },
    schemaLoad: { control: 'inline-radio', options: ['schemas', 'never', 'fails'], description: 'How the schema load goes.' },
    mode: { control: 'inline-radio', options: ['content', 'meta'], description: 'Content edit or meta edit.' },
  },
} satisfies Meta<typeof PropertyBrowserBesidePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('complementary', { name: 'Fields' }));

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
    await expect(
      panelOf(canvasElement).getByText('Select a block on the page or in the outline to edit its fields.'),
    ).toBeInTheDocument();
  },
};

/** The schema is still loading. */
export const Loading: Story = {
  args: { schemaLoad: 'never' },
  play: async ({ canvasElement }) => {
    await expect(panelOf(canvasElement).getByText('Loading properties...')).toHaveAttribute('role', 'status');
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

/** Meta edit: the block's editor metadata and only its common props (visibility, wrapper, anchor link). */
export const MetaEdit: Story = {
  args: { mode: 'meta' },
  play: playIn(panelOf, async (panel) => {
    await panel.findByRole('region', { name: 'Visibility' });
    await expect(panel.getByRole('region', { name: 'Editor metadata' })).toBeInTheDocument();
    await expect(panel.queryByLabelText('heading')).toBeNull();
  }),
};
