// A block's views in the editor's side panel (editor/panel/BlockPanel.tsx) beside the edited home page, one story
// per view: ui (the fields from the schema), edit (JSON in Monaco), diff (against another environment), changelog
// and phase assignment. The views read the page's other environments, its changelog and the event phases from the query
// cache, filled with the fixture answers; the tabs switch views (arrow keys too).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { queryKeys } from '../../api-client';
import { DATA_VIEWS, type DataView } from '../../editor/state/types';
import { docsDescription, EditedPageStory, panelOf } from './editor-story';
import { conferenceSettings, homeChangelog, homeInAllEnvironments, homeKey, homePage } from './fixtures';

interface DataModalArgs {
  componentId: string;
  view: DataView;
}

const page = homeKey();
const answers = [
  [queryKeys.allEnvironments(page.layoutId), homeInAllEnvironments],
  // The change log is read in pages (an infinite query): one page holding the fixture's entries.
  [queryKeys.contentChangelog(`${page.layoutId}--${page.phase}`), { pages: [{ entries: homeChangelog, nextCursor: null }], pageParams: [null] }],
  [queryKeys.settings(page.environment), { data: conferenceSettings, fromStaticFallback: false }],
] as const;

function DataModalOverPage({ componentId, view }: DataModalArgs) {
  return (
    <EditedPageStory
      key={`${componentId}|${view}`}
      page={page}
      components={homePage}
      answers={answers}
      prepare={(store) => store.getState().showBlock(componentId, view)}
    />
  );
}

const meta = {
  title: 'Editor/Block views',
  component: DataModalOverPage,
  parameters: docsDescription(
    'Component data: the block’s props as a form (UI), as JSON (Monaco, checked against the schema), compared ' +
    'with UAT or PROD (Diff, with push), its saves (Changelog) and the phases that show it (Phase assignment). ' +
    'Saving needs the API server, which Storybook does not run: a save here ends in an error message.',
  ),
  args: { componentId: 'hero', view: 'ui' },
  argTypes: {
    componentId: {
      control: 'select',
      options: homePage.map((b) => b.componentId),
      description: 'The block whose data is shown.',
    },
    view: { control: 'inline-radio', options: [...DATA_VIEWS], description: 'The open view (tab).' },
  },
} satisfies Meta<typeof DataModalOverPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement, id: string) =>
  within(panelOf(canvasElement).getByRole('region', { name: `Component ${id}` }));

/** UI view: the header banner's editable props from its schema; Save and Reset wait for a change. */
export const UiView: Story = {
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement, 'hero');
    await expect(dialog.getByRole('tab', { name: 'UI' })).toHaveAttribute('aria-selected', 'true');
    await expect(await dialog.findByLabelText('mainTitle')).toHaveValue("Build what's next");
    await expect(dialog.getByRole('button', { name: 'Save block' })).toBeDisabled();
  },
};

/** UI view after typing: the banner beside the panel follows, Save and Reset are offered. */
export const UiViewEdited: Story = {
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement, 'hero');
    const title = await dialog.findByLabelText('mainTitle');
    await userEvent.clear(title);
    await userEvent.type(title, 'Build what’s next, together');
    await expect(dialog.getByRole('button', { name: 'Save block' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Reset' })).toBeEnabled();
  },
};

/**
 * Edit (JSON) view with Monaco and the schema's diagnostics. Tagged '!test': in jsdom Monaco never mounts (tried:
 * the view still shows 'Loading the JSON editor…' after 15 s; Monaco wants web workers and layout measurements
 * jsdom lacks), so a jsdom run could only check the fallback. The view's checks are unit-tested in
 * editor/views/json-edit.test.ts; Storybook shows the real editor.
 */
export const JsonView: Story = {
  args: { view: 'edit' },
  tags: ['!test'],
};

/** Diff view: CONT against UAT, which still has last month's hero title; Push to UAT is offered. */
export const DiffWithUat: Story = {
  args: { view: 'diff' },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement, 'hero');
    await expect(dialog.getByLabelText('Compare with')).toHaveValue('uat');
    await expect(dialog.getByRole('region', { name: 'Changes from UAT (left) to CONT (right)' })).toHaveTextContent('Save the date');
    await expect(dialog.getByRole('button', { name: 'Push to UAT' })).toBeEnabled();
  },
};

/** Diff view for a block UAT does not have yet (the shuttle notice). */
export const DiffMissingInTarget: Story = {
  args: { componentId: 'shuttle', view: 'diff' },
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement, 'shuttle').getByText('UAT does not contain this component')).toBeInTheDocument();
  },
};

/** Diff view for a block that is the same in PROD: nothing to push. */
export const DiffIdentical: Story = {
  args: { componentId: 'keynotes-heading', view: 'diff' },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement, 'keynotes-heading');
    await userEvent.selectOptions(dialog.getByLabelText('Compare with'), 'prod');
    await expect(dialog.getByText('PROD is identical to CONT')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Push to PROD' })).toBeDisabled();
  },
};

/** Changelog view: the hero's two saves, newest first, one of them forced. */
export const Changelog: Story = {
  args: { view: 'changelog' },
  play: async ({ canvasElement }) => {
    const saves = dialogOf(canvasElement, 'hero').getByRole('list', { name: 'Saves of hero' });
    await expect(saves.children).toHaveLength(2);
    await expect(saves).toHaveTextContent('Casey Morgan (casey.morgan@nimbusconf.example.com)');
    await expect(saves).toHaveTextContent('forced save');
  },
};

/** Changelog view of a block no save has touched. */
export const ChangelogEmpty: Story = {
  args: { componentId: 'follow', view: 'changelog' },
  play: async ({ canvasElement }) => {
    await expect(
      dialogOf(canvasElement, 'follow').getByText('There is no changelog history available for this component.'),
    ).toBeInTheDocument();
  },
};

/** Phase assignment: the shuttle notice is in the live phase only; Add marks pre-event to get it on Save. */
export const PhaseAssignment: Story = {
  args: { componentId: 'shuttle', view: 'phaseassignment' },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement, 'shuttle');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Pre-event' }));
    await expect(dialog.getByRole('row', { name: /^Pre-event/ })).toHaveTextContent('Will be added');
    await expect(dialog.getByRole('button', { name: 'Remove Live' })).toBeDisabled();
  },
};
