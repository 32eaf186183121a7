// The components of the blocks built into the site, in one lazily loaded module (the blocks chunk): one dynamic import
// for all of them instead of one per block, so the app's entry carries one loader, and a block that others import
// (the agenda) needs no chunk of its own. A block with heavy code of its own (the session catalog) is imported apart.
export { default as HeaderBanner } from './headerBanner/HeaderBanner';
export { default as NotificationBanner } from './notificationBanner/NotificationBanner';
export { default as SectionHeading } from './sectionHeading/SectionHeading';
export { default as TabExplorer } from './tabExplorer/TabExplorer';
export { default as VideoHero } from './videoHero/VideoHero';
export { default as HeroImageBlade } from './heroImageBlade/HeroImageBlade';
export { default as Agenda } from './agenda/Agenda';
export { default as Countdown } from './countdown/Countdown';
export { default as CardScroller } from './cardScroller/CardScroller';
export { default as FeaturedSpeakers } from './featuredSpeakers/FeaturedSpeakers';
export { default as Drawer } from './drawer/Drawer';
export { default as FestivalCards } from './festivalCards/FestivalCards';
export { default as SocialLinks } from './socialLinks/SocialLinks';
export { default as Randomizer } from './randomizer/Randomizer';
export { default as PageMeta } from './pageMeta/PageMeta';
export { default as PageProperties } from './pageProperties/PageProperties';
export { default as AnnouncementBar } from './announcementBar/AnnouncementBar';
// Parts the blocks here share with blocks imported apart (the session page's video and head tags). Those import them
// from this module, so they travel in this chunk, which every page with blocks loads, instead of a chunk of their
// own that /en/home paid 1.1 kB gzip and a request for.
export { applyHeadTags } from './pageMeta/head-tags';
export { InViewPlayer } from './shared/InViewPlayer';
export { toVideoUrl } from './shared/video-url';
