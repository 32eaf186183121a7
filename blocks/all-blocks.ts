// The components of the blocks built into the site, in one lazily loaded module (the blocks chunk): one dynamic import
// for all of them instead of one per block, so the app's entry carries one loader, and a block that others import
// (the agenda) needs no chunk of its own. A block with heavy code of its own (the session catalog) is imported apart,
// and so is a block whose server HTML usually suffices (blocks/server-html.ts): the browser seldom needs its code.
export { default as NotificationBanner } from './notificationBanner/NotificationBanner';
export { default as TabExplorer } from './tabExplorer/TabExplorer';
export { default as VideoHero } from './videoHero/VideoHero';
export { default as Agenda } from './agenda/Agenda';
export { default as Countdown } from './countdown/Countdown';
export { default as CardScroller } from './cardScroller/CardScroller';
export { default as Drawer } from './drawer/Drawer';
export { default as Randomizer } from './randomizer/Randomizer';
export { default as PageMeta } from './pageMeta/PageMeta';
export { default as PageProperties } from './pageProperties/PageProperties';
// Parts the blocks here share with blocks imported apart (the session page's video and head tags, the buttons and rich
// text of the blocks whose server HTML usually suffices). Those import them
// from this module, so they travel in this chunk, which every page with blocks loads, instead of a chunk of their
// own that /en/home paid 1.1 kB gzip and a request for.
export { applyHeadTags } from './pageMeta/head-tags';
export { InViewPlayer } from './shared/InViewPlayer';
export { VideoLightbox } from './shared/VideoLightbox';
export { VideoPlayer } from './shared/VideoPlayer';
export { ActionButtons } from './shared/ActionButtons';
export { OptionalHtml } from './shared/OptionalHtml';
export { isDirectVideoFile, toVideoUrl } from './shared/video-url';
