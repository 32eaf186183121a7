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
  headerBanner: define('headerBanner', () => import('./headerBanner/HeaderBanner')),
  notificationBanner: define('notificationBanner', () => import('./notificationBanner/NotificationBanner')),
  sectionHeading: define('sectionHeading', () => import('./sectionHeading/SectionHeading')),
  tabExplorer: define('tabExplorer', () => import('./tabExplorer/TabExplorer')),
  toolBelt: define('toolBelt'),
  videoHero: define('videoHero', () => import('./videoHero/VideoHero')),
  heroImageBlade: define('heroImageBlade', () => import('./heroImageBlade/HeroImageBlade')),
  agenda: define('agenda', () => import('./agenda/Agenda')),
  countdown: define('countdown', () => import('./countdown/Countdown')),
  cardScroller: define('cardScroller', () => import('./cardScroller/CardScroller')),
  featuredSpeakers: define('featuredSpeakers', () => import('./featuredSpeakers/FeaturedSpeakers')),
  drawer: define('drawer', () => import('./drawer/Drawer')),
  festivalCards: define('festivalCards', () => import('./festivalCards/FestivalCards')),
  happeningNow: define('happeningNow'),
  studioPlayer: define('studioPlayer'),
  sponsorShuffle: define('sponsorShuffle'),
  promotedSessions: define('promotedSessions'),
  socialLinks: define('socialLinks', () => import('./socialLinks/SocialLinks')),
  randomizer: define('randomizer', () => import('./randomizer/Randomizer')),
  pageMeta: define('pageMeta', () => import('./pageMeta/PageMeta')),
  pageProperties: define('pageProperties', () => import('./pageProperties/PageProperties')),
  chatWidget: define('chatWidget'),
  announcementBar: define('announcementBar', () => import('./announcementBar/AnnouncementBar')),
};
