// The page push menu (editor/pushes/PagePushMenu.tsx): copy this phase of the page to another environment, with
// or without its translations, or into the next event phase. The event phases and languages come from the
// settings answer in the query cache; pushing needs the API server, which Storybook does not run.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { queryKeys } from '../../api-client';
import { PagePushMenu } from '../../editor/pushes';
import { ENVIRONMENTS, type Environment } from '../../schemas';
import { docsDescription, EditorStory, playIn, regionOf } from './editor-story';
import { conferenceSettings, homeKey, homePage } from './fixtures';

interface PagePushMenuArgs {
  environment: Environment;
}

function PagePushMenuOfHome({ environment }: PagePushMenuArgs) {
  const page = homeKey(environment);
  return (
    <EditorStory
      key={environment}
      page={page}
      components={homePage}
      answers={[[queryKeys.settings(environment), { data: conferenceSettings, fromStaticFallback: false }]]}
    >
      <PagePushMenu page={page} layout={{ components: homePage }} />
    </EditorStory>
  );
}

const meta = {
  title: 'Editor/Page push menu',
  tags: ['autodocs'],
  component: PagePushMenuOfHome,
  parameters: docsDescription(
    'Offered in edit mode under the page. The target list starts with the next environment (CONT → UAT → ' +
    'PROD); a push is checked against the target’s layout hash and offers force-save on a conflict.',
  ),
  args: { environment: 'cont' },
  argTypes: {
    environment: { control: 'inline-radio', options: [...ENVIRONMENTS], description: 'The environment edited.' },
  },
} satisfies Meta<typeof PagePushMenuOfHome>;
export default meta;
type Story = StoryObj<typeof meta>;

const menuOf = (canvasElement: HTMLElement) => regionOf(canvasElement, 'Push this page');

/** Editing CONT: UAT is the first target. */
export const FromCont: Story = {
  play: playIn(menuOf, async (menu) => {
    await expect(menu.getByLabelText('Target environment')).toHaveValue('uat');
    await expect(menu.getByRole('button', { name: 'Push All Content' })).toBeEnabled();
    await expect(menu.getByRole('button', { name: 'Push to next phase' })).toBeEnabled();
  }),
};

/** Editing UAT: PROD first, CONT after it. */
export const FromUat: Story = {
  args: { environment: 'uat' },
  play: async ({ canvasElement }) => {
    const target = menuOf(canvasElement).getByLabelText<HTMLSelectElement>('Target environment');
    await expect([...target.options].map((o) => o.textContent)).toEqual(['PROD', 'CONT']);
  },
};
