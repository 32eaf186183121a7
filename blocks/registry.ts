import { lazy, type ComponentType } from 'react';
import type { BlockComponentProps, BlockDefinition, BlockGroup, BlockRegistry } from '../renderer';
// Deep imports on purpose: the schemas index also carries the validators, which attendee pages must not load.
import type { BlockType } from '../schemas';
import { blockSummaries } from '../schemas/generated/block-summaries';
import { blockGroups } from '../schemas/vocabulary';

type Loader = () => Promise<{ default: ComponentType<BlockComponentProps<never>> }>;

/**
 * One registry entry. Title and group come from the block's JSON Schema (the single
 * source of truth); the component is a lazy chunk, absent for data-driven blocks not built yet.
 */
function define(type: BlockType, load?: Loader): BlockDefinition {
  const schema = blockSummaries[type];
  const group = (blockGroups as readonly string[]).includes(schema['x-group'] as string)
    ? (schema['x-group'] as BlockGroup)
    : 'Other';
  return {
    type,
    title: typeof schema.title === 'string' ? schema.title : type,
    group,
    schema,
    // Each component is typed with its generated props; the renderer hands it schema-checked props with defaults applied.
    component: load ? (lazy(load) as unknown as BlockDefinition['component']) : undefined,
  };
}

/** Every block type, one line each. */
export const registry: BlockRegistry = {
  headerBanner: define('headerBanner', () => import('./headerBanner/Component')),
  notificationBanner: define('notificationBanner', () => import('./notificationBanner/Component')),
  sectionHeading: define('sectionHeading', () => import('./sectionHeading/Component')),
  tabExplorer: define('tabExplorer', () => import('./tabExplorer/Component')),
  toolBelt: define('toolBelt'),
  videoHero: define('videoHero', () => import('./videoHero/Component')),
  heroImageBlade: define('heroImageBlade', () => import('./heroImageBlade/Component')),
  agenda: define('agenda', () => import('./agenda/Component')),
  countdown: define('countdown', () => import('./countdown/Component')),
  cardScroller: define('cardScroller', () => import('./cardScroller/Component')),
  featuredSpeakers: define('featuredSpeakers', () => import('./featuredSpeakers/Component')),
  drawer: define('drawer', () => import('./drawer/Component')),
  festivalCards: define('festivalCards', () => import('./festivalCards/Component')),
  happeningNow: define('happeningNow'),
  studioPlayer: define('studioPlayer'),
  sponsorShuffle: define('sponsorShuffle'),
  promotedSessions: define('promotedSessions'),
  socialLinks: define('socialLinks', () => import('./socialLinks/Component')),
  randomizer: define('randomizer', () => import('./randomizer/Component')),
  pageMeta: define('pageMeta', () => import('./pageMeta/Component')),
  pageProperties: define('pageProperties', () => import('./pageProperties/Component')),
  chatWidget: define('chatWidget'),
  announcementBar: define('announcementBar', () => import('./announcementBar/Component')),
};
