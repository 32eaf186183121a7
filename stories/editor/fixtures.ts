// Fixture content for the editor's stories: the home page of the demo conference in the shapes the API answers
// (working copy, GET /content/all, GET /changelog/content, GET /settings). Block props are the schemas' own
// examples, so the stories show what the insert dialog would add and what the block stories show.
import type { PublicSettings } from '../../api-client';
import type { AllEnvironmentsAnswer, ChangelogEntry } from '../../api-client/editing';
import type { EditedPageKey, EditorBlock } from '../../editor/state/types';
import type { Environment } from '../../renderer';
import { fullSchemaOf, schemaExamples } from '../schema-controls';

/** The schema's example number `n` (0-based) of a block type. */
export function exampleProps(type: string, n = 0): Record<string, unknown> {
  const example = schemaExamples(fullSchemaOf(type))[n];
  if (!example) throw new Error(`${type} has no schema example ${n}`);
  return structuredClone(example);
}

function block(componentId: string, component: string, props: Record<string, unknown>, hash: string | null): EditorBlock {
  return { componentId, component, parentId: null, slot: null, props, originalHash: hash, schemaVersion: 1 };
}

/** The live phase of the home page as the editor reads it (every block saved, with its hash). */
export const homePage: readonly EditorBlock[] = [
  block('hero', 'headerBanner', exampleProps('headerBanner'), 'sha256-7f3a9c01'),
  block('shuttle', 'notificationBanner', exampleProps('notificationBanner'), 'sha256-1b44e2d9'),
  block('keynotes-heading', 'sectionHeading', exampleProps('sectionHeading'), 'sha256-c0ffee42'),
  block('keynote-speakers', 'featuredSpeakers', exampleProps('featuredSpeakers'), 'sha256-5e8d10aa'),
  block('follow', 'socialLinks', exampleProps('socialLinks'), 'sha256-90b1c3f7'),
];

/** The page key every story edits: home, live phase, in the content environment unless a story says otherwise. */
export function homeKey(environment: Environment = 'cont'): EditedPageKey {
  return { layoutId: 'home', phase: 'live', environment };
}

/** A block inserted in this session and not saved yet: no original state, so Edit and Component data are off. */
export const unsavedBlock: EditorBlock = block('sessions-heading', 'sectionHeading', exampleProps('sectionHeading', 1), null);

/** A block whose type this build does not know (an unresolved component): read-only in the toolbar. */
export const unresolvedBlock: EditorBlock = block('legacy-poll', 'livePoll', { question: 'Which track are you joining?' }, 'sha256-0d15ea5e');

/** Linked content: shown from the speakers page, edited there (the toolbar offers no Edit). */
export const linkedBlock: EditorBlock & { sourcePage: string } = {
  ...block('speakers-follow', 'socialLinks', exampleProps('socialLinks', 1), 'sha256-ab12cd34'),
  sourcePage: 'speakers',
};

/** The demo conference's phases and languages (server/demo/settings.ts), as GET /settings carries them. */
export const conferenceSettings: Pick<PublicSettings, 'eventPhases' | 'languages'> = {
  eventPhases: [
    { id: 'pre-event', label: 'Pre-event', start: '2026-09-01T00:00:00Z' },
    { id: 'live', label: 'Live', start: '2027-05-18T08:00:00Z' },
    { id: 'post-event', label: 'Post-event', start: '2027-05-21T00:00:00Z' },
  ],
  languages: [
    { language: 'en', langLocale: 'en-US', langTranslation: 'English', uiLocale: 'en-US', timeFormat: 12, pubbleLanguage: 'en', englishLabel: 'English' },
    { language: 'de', langLocale: 'de-DE', langTranslation: 'Deutsch', uiLocale: 'de-DE', timeFormat: 24, pubbleLanguage: 'de', englishLabel: 'German' },
  ],
};

type StoredLayout = AllEnvironmentsAnswer['cont'][number];
type StoredBlock = StoredLayout['components'][number];

const editor = { name: 'Casey Morgan', email: 'casey.morgan@nimbusconf.example.com', id: 'contenteditor', edited: '2027-05-10T14:32:00Z', revision: 3 };

function stored(b: EditorBlock, props: Record<string, unknown> = { ...(b.props ?? {}) }): StoredBlock {
  return {
    componentId: b.componentId,
    component: b.component,
    parentId: b.parentId ?? null,
    slot: b.slot ?? null,
    props,
    originalHash: b.originalHash ?? 'sha256-unsaved',
    schemaVersion: 1,
    editor,
  };
}

function layout(environment: Environment, phase: string, components: StoredBlock[], revision = 3): StoredLayout {
  return { id: `home--${phase}`, page: 'home', phase, environment, hash: `layout-${environment}-${phase}-r${revision}`, revision, components };
}

const byId = (id: string) => homePage.find((b) => b.componentId === id)!;

/**
 * GET /content/all/home: the home page in cont, uat and prod. UAT still has last month's hero text and no
 * shuttle notice; prod equals uat. The shuttle notice is in the live phase only; the hero in every phase.
 */
export const homeInAllEnvironments: AllEnvironmentsAnswer = (() => {
  const hero = byId('hero');
  const olderHero = stored(hero, { ...exampleProps('headerBanner'), mainTitle: 'Save the date' });
  const live = homePage.map((b) => stored(b));
  const withoutShuttle = (blocks: StoredBlock[]) => blocks.filter((b) => b.componentId !== 'shuttle');
  const deployed = [olderHero, ...withoutShuttle(live).slice(1)];
  return {
    cont: [
      layout('cont', 'pre-event', [stored(hero), stored(byId('keynotes-heading'))]),
      layout('cont', 'live', live),
      layout('cont', 'post-event', [stored(hero), stored(byId('follow'))]),
    ],
    uat: [layout('uat', 'live', deployed, 2), layout('uat', 'pre-event', [olderHero], 2)],
    prod: [layout('prod', 'live', deployed, 2)],
  };
})();

/** GET /changelog/content?documentId=home--live, newest first: three saves, two of them of the hero (one forced). */
export const homeChangelog: ChangelogEntry[] = [
  {
    Timestamp: '2027-05-10T14:32:00Z',
    Editor: { name: 'Casey Morgan', email: 'casey.morgan@nimbusconf.example.com' },
    Changes: [
      { Field: 'mainTitle', Component: 'hero', PreviousValue: 'Save the date', CurrentValue: byId('hero').props?.mainTitle },
    ],
    Forced: false,
    DocumentId: 'home--live',
    Environment: 'cont',
  },
  {
    Timestamp: '2027-05-08T09:15:00Z',
    Editor: { name: 'Jordan Lee', email: 'jordan.lee@nimbusconf.example.com' },
    Changes: [{ Field: 'bannerText', Component: 'shuttle', PreviousValue: null, CurrentValue: byId('shuttle').props?.bannerText }],
    Forced: false,
    DocumentId: 'home--live',
    Environment: 'cont',
  },
  {
    Timestamp: '2027-04-28T16:05:00Z',
    Editor: { name: 'Jordan Lee', email: 'jordan.lee@nimbusconf.example.com' },
    Changes: [{ Field: 'textColor', Component: 'hero', PreviousValue: '#000000', CurrentValue: '#ffffff' }],
    Forced: true,
    DocumentId: 'home--live',
    Environment: 'cont',
  },
];
