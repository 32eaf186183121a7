// What every generated block story is made of: the meta (controls and docs from the block's schema) and one
// story per schema example, rendered through the real PageRenderer as a one-block page, so the visibility rules,
// the wrapper and the edit-mode requirement display apply exactly as on the site.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { registry } from '../blocks';
import { PageRenderer, type BlockDefinition, type BlockRegistry } from '../renderer';
import { argTypesFromSchema, fullSchemaOf, schemaExamples } from './schema-controls';
import { useStoryRenderContext } from './story-providers';

/** A block story's args are the block's props. */
export type BlockStoryArgs = Record<string, unknown>;

/** The componentId a block gets on its one-block story page. */
export const storyComponentId = (type: string) => `story-${type.toLowerCase()}`;

function definition(type: string, reg: BlockRegistry = registry): BlockDefinition {
  const def = reg[type];
  if (!def)
    throw new Error(
      `No block "${type}" in the registry: regenerate the stories (npx tsx scripts/gen-stories.ts).`,
    );
  return def;
}

/** One block of a story page (a page-layout component without the stored metadata). */
export interface StoryComponent {
  componentId: string;
  component: string;
  props: BlockStoryArgs;
  parentId?: string | null;
  slot?: string | null;
}

/** Renders blocks (a flat page-layout component list) with the toolbar's render context. */
export function StoryPage({ components }: { components: readonly StoryComponent[] }) {
  const context = useStoryRenderContext();
  const layout = { components: components.map((c) => ({ parentId: null, slot: null, ...c })) };
  return <PageRenderer layout={layout} registry={registry} context={context} />;
}

/** The block type used as sample content inside container blocks. */
const SAMPLE_CHILD_TYPE = 'sectionHeading';

/**
 * Sample children for a container block (`x-container`), so a tab explorer, drawer or randomizer shows content:
 * one child per slot named by `x-slots` (`tabs[].id`: one per tab id in the props), or two for a single
 * unnamed slot. Schema examples hold only the container's own props, never its children.
 */
export function sampleChildren(
  def: BlockDefinition,
  props: BlockStoryArgs,
  parentId: string,
): StoryComponent[] {
  if (def.schema['x-container'] !== true || !registry[SAMPLE_CHILD_TYPE]) return [];
  // The slots are named in the full schema (the registry's summary leaves them out).
  const slotPath = (fullSchemaOf(def.type)['x-slots'] as { slot?: unknown } | undefined)?.slot;
  const child = (slot: string | null, n: number, label: string): StoryComponent => ({
    componentId: `${parentId}-child-${n}`,
    component: SAMPLE_CHILD_TYPE,
    parentId,
    slot,
    props: { heading: `Sample child block ${n}`, subheading: label, headingLevel: 3 },
  });
  const match = typeof slotPath === 'string' ? /^(\w+)\[\]\.(\w+)$/.exec(slotPath) : null;
  if (!match) return [child(null, 1, 'Placed in this container'), child(null, 2, 'Placed in this container')];
  const [, listName = '', key = ''] = match;
  const list = Array.isArray(props[listName]) ? (props[listName] as Record<string, unknown>[]) : [];
  return list
    .map((item) => item?.[key])
    .filter((slot): slot is string => typeof slot === 'string')
    .map((slot, i) => child(slot, i + 1, `In slot ${slot}`));
}

/** Renders one block with `props` on a page of its own (with sample children when it is a container). */
export function BlockPreview({ type, props }: { type: string; props: BlockStoryArgs }) {
  const componentId = storyComponentId(type);
  const components: StoryComponent[] = [
    { componentId, component: type, props },
    ...sampleChildren(definition(type), props, componentId),
  ];
  return <StoryPage components={components} />;
}

/** Meta of a block's story file, minus the literal title and tags the generator writes. */
export function blockMeta(type: string): Omit<Meta<BlockStoryArgs>, 'title' | 'tags'> {
  const def = definition(type);
  return {
    render: (args) => <BlockPreview type={type} props={args} />,
    argTypes: argTypesFromSchema(fullSchemaOf(def.type)),
    parameters: {
      docs: {
        description: {
          component:
            `**${def.title}** (${def.group}): ${String(fullSchemaOf(def.type).description ?? '')}` +
            (def.component
              ? ''
              : '\n\n_No component yet: visitors see nothing; turn Edit mode on to see the editors’ notice._'),
        },
      },
      block: { type },
    },
  };
}

/** The story of schema example `index` of block `type`. */
export function exampleStory(type: string, index: number): StoryObj<BlockStoryArgs> {
  const examples = schemaExamples(fullSchemaOf(type));
  const example = examples[index];
  if (!example)
    throw new Error(
      `Block "${type}" has ${examples.length} schema examples, not ${index + 1}: regenerate the stories.`,
    );
  return {
    name: `Example ${index + 1}`,
    // A copy: Storybook's controls edit args in place, and the schema's example must stay as written.
    args: structuredClone(example),
    parameters: { docs: { description: { story: `Schema example ${index + 1} of \`${type}\`.` } } },
  };
}
