import type { RenderableComponent, RenderableLayout } from '../page-types';

interface HeaderBannerDefinition {
  identifier: string;
  imageUrls?: { desktop?: string; tablet?: string; mobile?: string };
  backgroundImage?: string;
  isDisabled?: boolean;
}

export interface HeaderBannerSettings {
  headerBanners?: readonly HeaderBannerDefinition[];
  /** `phases`: the phases the assignment holds in (none: every phase). */
  headerBannerAssignments?: readonly { pages: readonly string[]; bannerIdentifier: string; phases?: readonly string[] }[];
}

/**
 * The header banner settings assign to a page in the current phase (settings.banners.headerBannerAssignments lists
 * page ids, and optionally phases: a pre-event "Register" banner is not the live one), placed first in the page's
 * layout as a headerBanner block, so it renders, translates and gates like any block. A layout that has its own
 * header banner keeps it; disabled or unknown banners add nothing. Its title is a level-two heading unless the
 * settings' banner says otherwise.
 */
export function withAssignedHeaderBanner(
  layout: RenderableLayout,
  pageId: string,
  banners: HeaderBannerSettings | undefined,
  phaseId: string | null = null,
): RenderableLayout {
  const inPhase = (phases: readonly string[] | undefined) => !phases?.length || (phaseId !== null && phases.includes(phaseId));
  const assignment = banners?.headerBannerAssignments?.find((a) => a.pages.includes(pageId) && inPhase(a.phases));
  if (!assignment || layout.components.some((c) => c.component === 'headerBanner')) return layout;
  const definition = banners?.headerBanners?.find((b) => b.identifier === assignment.bannerIdentifier);
  if (!definition || definition.isDisabled) return layout;
  const { identifier, imageUrls, backgroundImage, isDisabled: _off, ...props } = definition;
  const images = imageUrls
    ? { mobile: imageUrls.mobile, tablet: imageUrls.tablet, desktop: imageUrls.desktop }
    : undefined;
  const banner: RenderableComponent = {
    componentId: `header-banner-${identifier}`,
    component: 'headerBanner',
    parentId: null,
    // A marketing banner the settings put above a page is not the page's title: the page has its own level-one
    // heading (a block's, else the shell's PageHeading), so the banner's is level two (one h1 per page).
    props: { headingLevel: 2, ...props, bannerIdentifier: identifier, backgroundImage: backgroundImage ?? images },
  };
  return { ...layout, components: [banner, ...layout.components] };
}
