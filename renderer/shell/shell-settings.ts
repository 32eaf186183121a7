import type { ScopedFeatureOverride } from './scoped-features';
import { PSEUDO_LANGUAGE, type PhaseStart } from '../../schemas';
import type { MenuItem } from '../../schemas/api-types';
import { defaultLanguages } from './navigation';
import type { HeaderBannerSettings } from './header-banners';

export interface AnnouncementBarSettings {
  content?: string;
  enabled?: boolean;
  hyperlink?: string;
  hyperlinkText?: string;
  showGlyph?: boolean;
  /** Bars of particular phases, in place of this one while one of their phases is current (announcement.ts). */
  phaseBars?: (Omit<AnnouncementBarSettings, 'phaseBars'> & { phases: string[] })[];
}

/**
 * The part of the site settings (schemas/settings/site-settings.schema.json) the shell reads. Structural, so the
 * generated SiteSettings type is assignable to it.
 */
export interface ShellSettings {
  eventPhases?: (PhaseStart & { label?: string })[];
  testingDate?: string | null;
  /** Time zone the date-testing picker starts in. */
  testingTimezone?: string;
  /** The settings document's hash (GET /settings answers it): writes send it back. */
  hash?: string;
  pwaInstallPhases?: string[];
  features?: { [flag: string]: boolean | undefined };
  scopedFeatureOverrides?: ScopedFeatureOverride[];
  languages?: { language: string; langLocale: string; uiLocale?: string; timeFormat?: 12 | 24; langTranslation?: string; englishLabel?: string }[];
  /** The event's name: a translate.* key or text (header, footer). */
  eventName?: string;
  /** The event's logo beside its name; without it the shell draws its own mark. */
  eventLogo?: { url: string; alt?: string };
  menus?: {
    attendeeProfileNavigation?: MenuItem[];
    authenticatedNavigation?: MenuItem[];
    anonymousNavigation?: MenuItem[];
    footerNavigation?: MenuItem[];
  };
  tabNavigation?: MenuItem[];
  announcementBar?: AnnouncementBarSettings;
  allowLogOn?: boolean;
  showRegistrationButton?: boolean;
  enableSessionRecommendations?: boolean;
  enableAddToScheduleButton?: boolean;
  banners?: ShellBannerSettings;
  timezones?: { allTimezones?: string[]; eventTimezone?: string };
  /** Seconds before the service worker applies an update by itself (both above 0, min not above max). */
  countdown?: { randomCountdownMin?: number; randomCountdownMax?: number };
  serviceWorkerUpdateCheckSeconds?: number;
  /** Paths (below the language) that show only the chat: no install or push banner there. */
  chatOnlyRoutes?: string[];
}

/** Colours of a shell banner (docs/behaviour/shell.md, Banners, Banners: "Each banner has a color and backgroundColor in settings"). */
export interface BannerColors {
  color?: string;
  backgroundColor?: string;
}

export interface ShellBannerSettings extends HeaderBannerSettings {
  offline?: BannerColors;
  update?: BannerColors;
  install?: BannerColors;
  push?: BannerColors;
  newPhase?: BannerColors;
}

/** The URL language codes the site serves: from settings, else en and de. */
/**
 * The URL languages the site serves: the settings' languages, then the pseudo-locale (schemas/domain/pseudo-locale.ts),
 * which is served but listed only for editors (LanguageSwitcher).
 */
export function languageCodes(settings: ShellSettings | undefined): string[] {
  const codes = (settings?.languages ?? []).map((l) => l.language).filter(Boolean);
  return [...(codes.length > 0 ? codes : defaultLanguages), PSEUDO_LANGUAGE];
}

/**
 * The content locale of a URL language (en -> en-US when settings say so); the language itself otherwise. The
 * pseudo-locale reads the first language's texts (English), which it shows transformed.
 */
export function localeOf(settings: ShellSettings | undefined, language: string): string {
  const languages = settings?.languages ?? [];
  if (language === PSEUDO_LANGUAGE) return languages[0]?.langLocale ?? languages[0]?.language ?? 'en';
  return languages.find((l) => l.language === language)?.langLocale ?? language;
}

/** Flags with undefined values dropped (absent means off). */
export function featureFlags(settings: ShellSettings | undefined): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(settings?.features ?? {})) if (value === true) flags[name] = true;
  return flags;
}

/** Visible menu items (hidden ones dropped at every level). */
export function visibleItems(items: readonly MenuItem[] | undefined): MenuItem[] {
  return (items ?? [])
    .filter((i) => !i.hidden)
    .map((i) => (i.subMenu ? { ...i, subMenu: visibleItems(i.subMenu) } : i));
}
