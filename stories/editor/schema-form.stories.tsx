// The one schema-form engine (editing/schema-form) on its own: a block's schema drawn as a form, each widget chosen
// from the schema's types and x-widget, the generated validator's messages beside the fields as you type.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { issuesFromErrors, NO_ISSUES, SchemaForm, setAtPointer } from '../../editing';
import { createI18n, I18nextProvider } from '../../renderer';
import { blockTypes, type BlockType } from '../../schemas';
import { blockSchemas, validateBlockProps } from '../../schemas/validators';
import { schemaExamples } from '../schema-controls';
import { docsDescription } from './editor-story';

interface SchemaFormArgs {
  /** The block type whose schema is drawn. */
  type: BlockType;
  /** Groups the fields by x-interface, as the property browser does. */
  grouped: boolean;
}

function BlockForm({ type, grouped }: SchemaFormArgs) {
  const schema = blockSchemas[type];
  const [props, setProps] = useState<Record<string, unknown>>(() => structuredClone(schemaExamples(schema)[0] ?? {}) as Record<string, unknown>);
  const issues = useMemo(() => {
    const checked = validateBlockProps(type, props);
    return checked.ok ? NO_ISSUES : issuesFromErrors(checked.errors);
  }, [type, props]);
  return (
    <form aria-label={`Properties of ${type}`} onSubmit={(e) => e.preventDefault()}>
      <SchemaForm
        schema={schema}
        value={props}
        onChange={(path, value) => setProps((old) => setAtPointer(old, path, value) as Record<string, unknown>)}
        issues={issues}
        groupBy={grouped ? 'x-interface' : undefined}
      />
    </form>
  );
}

function Keyed(args: SchemaFormArgs) {
  // The richer widgets (rich text, image, glyph…) word their controls through the site's translations.
  const [i18n] = useState(() => createI18n({ language: 'en' }));
  return (
    <I18nextProvider i18n={i18n}>
      <BlockForm key={args.type} {...args} />
    </I18nextProvider>
  );
}

const meta = {
  title: 'Editor/Schema form',
  tags: ['autodocs'],
  component: Keyed,
  parameters: docsDescription(
    'The form the data modal’s UI view, the property browser and the settings editor share. Widgets come from ' +
    'the schema: x-widget first (richtext, color, image, url, date-time…), then format, enum and type; lists ' +
    'of values and of objects can be added to, reordered and removed from; values a widget cannot show ' +
    '(per-breakpoint objects) are edited as JSON.',
  ),
  args: { type: 'sectionHeading', grouped: true },
  argTypes: {
    type: { control: 'select', options: [...blockTypes], description: 'Block type.' },
    grouped: { control: 'boolean', description: 'Group by x-interface.' },
  },
} satisfies Meta<typeof Keyed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A section heading's first example, grouped by x-interface. */
export const SectionHeading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = canvas.getByRole('region', { name: 'Content' });
    await expect(within(content).getByRole('group', { name: 'headingButtons' })).toBeInTheDocument();
    // Rich text: the toolbar and the editable text (a lazy chunk) named by the field.
    await expect(await canvas.findByRole('toolbar', { name: 'Formatting of body' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'body' })).toBeInTheDocument();
  },
};

/** An out-of-range heading level: the validator's message appears beside the field. */
export const InvalidValue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const level = canvas.getByLabelText('headingLevel');
    await userEvent.clear(level);
    await userEvent.type(level, '9');
    await expect(level).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/headingLevel must be <= 6/)).toBeInTheDocument();
  },
};

/** A video hero: image (pick, upload or type, with preview), url and translation-key widgets, ungrouped. */
export const VideoHero: Story = {
  args: { type: 'videoHero', grouped: false },
};
