// What every generated block story is made of: the meta (controls and docs from the block's schema) and one
// story per schema example, rendered through the real PageRenderer as a one-block page, so the visibility rules,
// the wrapper and the edit-mode requirement display apply exactly as on the site.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { registry } from '../blocks';
import { PageRenderer, type BlockDefinition, type BlockRegistry } from '../renderer';
import { argTypesFromSchema, schemaExamples } from './schema-controls';
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

/** Renders blocks (given as top-level components of a page) with the toolbar's render context. */
export function StoryPage({
  components,
}: {
  components: readonly {
    componentId: string;
    component: string;
    props: BlockStoryArgs;
    parentId?: string | null;
    slot?: string | null;
  }[];
}) {
  const context = useStoryRenderContext();
  const layout = { components: components.map((c) => ({ parentId: null, slot: null, ...c })) };
  return <PageRenderer layout={layout} registry={registry} context={context} />;
}

/** Renders one block with `props` as the only block on a page. */
export function BlockPreview({ type, props }: { type: string; props: BlockStoryArgs }) {
  return <StoryPage components={[{ componentId: storyComponentId(type), component: type, props }]} />;
}

/** Meta of a block's story file, minus the literal title and tags the generator writes. */
export function blockMeta(type: string): Omit<Meta<BlockStoryArgs>, 'title' | 'tags'> {
  const def = definition(type);
  return {
    render: (args) => <BlockPreview type={type} props={args} />,
    argTypes: argTypesFromSchema(def.schema),
    parameters: {
      docs: { description: { component: `**${def.title}** (${def.group}): ${def.description}` } },
      block: { type },
    },
  };
}

/** The story of schema example `index` of block `type`. */
export function exampleStory(type: string, index: number): StoryObj<BlockStoryArgs> {
  const examples = schemaExamples(definition(type).schema);
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
