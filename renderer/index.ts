// Public surface of the renderer. Other folders import only from here.
export type {
  BlockComponent,
  BlockComponentProps,
  BlockDefinition,
  BlockGroup,
  BlockLoadContext,
  BlockLoader,
  BlockRegistry,
  Environment,
  JsonSchema,
  RenderContextValue,
} from './types';

// Page rendering
export { PageRenderer } from './PageRenderer';
export { withAssignedHeaderBanner } from './shell/header-banners';
export { BlockList, useAllChildBlocks } from './BlockList';
export { RenderBlock } from './Block';
export type { RenderableComponent, RenderableLayout } from './page-types';
export { RegistryContext, RenderContext, TranslateContext, useRegistry, useRenderContext } from './contexts';
export { TRANSLATION_KEY, translateProps } from './translate-props';
export { usePropTranslator } from './shell/use-prop-translator';
export type { Translate } from './translate-props';
export type { LiveBlocks } from './contexts';
export { applySchemaDefaults } from './defaults';
export { disabledMessage } from './notices';

// Visibility (docs/behaviour/content-and-environments.md)
export { isBlockVisible } from './visibility';

// Layout (docs/behaviour/errors-and-limits.md)
export {
  BREAKPOINTS,
  BREAKPOINT_KEYS,
  WIDTH_PRESETS,
  inheritBreakpoints,
  isWidthPreset,
  widthForBreakpoint,
} from './breakpoints';
export type { BreakpointKey, BreakpointValue, InheritedValue, WidthPreset } from './breakpoints';

// URLs: the one check for every link, button and media URL (renderer/safe-url.ts)
export {
  OFF_SITE_LINK,
  cssImageUrl,
  safeLinkHref,
  safeMediaSrc,
  sameSitePath,
  stripUrl,
  vetLink,
  vetMedia,
} from '../schemas';
export { navigateTo } from './safe-url';

// HTML
export { safeCssValue, safeStyleObject, sanitizeStyleAttribute } from './sanitize-css';
export { loadSanitizer, SafeHtml } from './SafeHtml';
export type { SafeHtmlProps } from './SafeHtml';

// Small shared modules for blocks: the one storage module, the one clock, hash, in-view, classNames
export { storage, useStoredState } from './storage';
export { EventTimeContext, RenderTimeContext, useFixedEventTime, useNow } from './clock';
export { useHash } from './use-hash';
export { useInView } from './use-in-view';
export { classNames } from './class-names';

// Custom actions fired by blocks (the shell opens sign-in for 'sign-in')
export { CUSTOM_ACTION_EVENT, SIGN_IN_ACTION } from './custom-action';

// Server rendering: head tags, status and redirects recorded while the server renders
export { ServerRenderContext, useServerBody, useServerHead, useServerRender } from './server-render';
export { hydrateWithoutBlockBoundaries } from './block-boundaries';
export { setHydratingServerHtml } from './shell/use-hydrated';
export type { BodySettings, HeadTags, ServerRenderRecord } from './server-render';
export { prefetchRouteData, routeI18n } from './shell/server-data';
export { preloadRouteCode } from './shell/route-code';

// Site shell (exports from ./shell/ go below)
export { SiteApp } from './shell/SiteApp';
export { footerId } from './shell/Footer';
export { EditModeProvider, useEditMode } from './shell/edit-mode';
export { routeTools, useEditorSlots } from './shell/editor-slots';
export type { EditorSlots, PageEditorProps, RouteToolName, RouteToolProps } from './shell/editor-slots';
export { isContentEditor, isSiteEditor } from './shell/editor-access';
export { ShellContext, useShell } from './shell/shell-context';
export type { ShellState } from './shell/shell-context';
export { fixedEventTime, viewerFeatures } from './shell/render-context';
export { BlockFrameContext, LiveBlocksContext } from './contexts';
export { BackTrailContext, useBackLink } from './shell/back-trail';
export { RouterLink } from './shell/RouterLink';
export { IN_PAGE_STATE } from './shell/use-navigation-effects';
export { showToast, clearToasts, useToasts } from './shell/toasts';
// Whether this page registered the site's worker (push needs it), for the My Event panel; the store for its tests.
export { pwaStore, usePwaState } from './shell/pwa';
export { tracking } from './shell/tracking';
export { siteRoutes } from './shell/route-table';
// The namespace the shell loads translations of (texts edited in place are written there).
export { shellNamespace, shellStrings, createShellI18n } from './shell/i18n';
// Translations on i18next (renderer/i18n/i18n.ts): one instance per app root, one hook (`useTranslation`).
export { addTranslations, createI18n, keysReadBy, textsRead, whenTextMissing } from './i18n/i18n';
export type { I18n, KeyedT, TFunction, TranslateOptions } from './i18n/i18n';
export { I18nextProvider, useTranslation } from './i18n/react';
export { useSettingText } from './i18n/setting-text';
// The one mapping of failures (the API's coded errors, the client's) to text in the visitor's language.
export { errorText, errorTextStrings, errorNamespace, GENERIC_ERROR_KEY, useErrorText } from './i18n/error-text';
// Event times: the visitor's zone choice, the language's clock, zoned arithmetic (@internationalized/date).
export { effectiveTimeZone, hourCycleFor, isKnownTimeZone, TimeZoneControl, useTimeZoneChoice } from './time';
export type { EventTimeFormat, HourCycle } from './time';
export { instantAtMinutes, instantToWallClock, wallClockToInstant, zonedDayKey, zonedParts } from '../schemas';
export type { ZonedParts } from '../schemas';
export { cachedFormatter, eventTimeFormat, formatPattern, patternForHourCycle, plainSpaces, useEventTimeFormat, WEEKDAY_DATE_TIME } from './time';
