import { useEffect, useState, type ReactNode } from 'react';
import { Button, Icon, IconButton } from '../../ui';
import { useStaticFallbackActive } from '../../api-client';
import { useTranslation } from '../i18n/react';
import { useLocation } from 'react-router';
import { SafeHtml } from '../SafeHtml';
import { useOnline } from './online';
import { useShell } from './shell-context';
import { OFF_SITE_LINK, vetLink } from '../safe-url';
import { safeCssValue } from '../sanitize-css';
import { useNewPhaseDue } from './new-phase';
import { applyUpdate, promptInstall, randomCountdownSeconds, startPwa, usePwaState } from './pwa';
import { useStoredState } from '../storage';
import type { BannerColors } from './shell-settings';

/** One banner of the banner area: a status message in the settings' colours, with an action and a dismiss button. */
function ShellBanner({
  kind,
  colors,
  children,
  action,
  onDismiss,
}: {
  kind: string;
  /** settings.banners.<kind> (spec 001: "Each banner has a color and backgroundColor in settings"). */
  colors: BannerColors | undefined;
  children: ReactNode;
  action?: { label: string; onClick: () => void };
  onDismiss?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={`shell-banner shell-banner--${kind}`}
      role="status"
      style={{
        color: safeCssValue('color', colors?.color),
        backgroundColor: safeCssValue('background-color', colors?.backgroundColor),
      }}
    >
      <span>{children}</span>
      {action ? (
        <Button size="sm" className="shell-banner__action" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
      {onDismiss ? (
        <IconButton
          size="sm"
          className="shell-banner__close"
          label={t('translate.shell.banner.dismiss')}
          icon="close"
          onClick={onDismiss}
        />
      ) : null}
    </div>
  );
}

/**
 * The banner area under the header: offline, the static-copy notice and the new phase. The update, install and
 * push banners of spec 001 need the service worker, the web app manifest and the push endpoints, which the site
 * does not have yet.
 */
export function Banners() {
  const { t } = useTranslation();
  const online = useOnline();
  // Content, settings or translations came from the static copies (the API did not answer with its JSON).
  const fromStaticCopy = useStaticFallbackActive();
  const { settings, previewDate, clock, phase, language } = useShell();
  // Date testing (this tab's preview date or the server's testing date) has no real next phase to announce.
  const dateTesting = previewDate !== null || Boolean(settings?.testingDate);
  const newPhase = useNewPhaseDue(settings?.eventPhases, dateTesting, clock);
  // Spec 001 section 4: a dismissed banner comes back on the next path (the install banner's dismissal is kept).
  const { pathname } = useLocation();
  const [dismissedOn, setDismissedOn] = useState<{ banner: string; path: string } | null>(null);
  const dismissed = (banner: string) => dismissedOn?.banner === banner && dismissedOn.path === pathname;
  const dismiss = (banner: string) => () => setDismissedOn({ banner, path: pathname });
  const updateCheckSeconds = settings?.serviceWorkerUpdateCheckSeconds;
  useEffect(() => startPwa({ updateCheckSeconds }), [updateCheckSeconds]);
  const { needRefresh, installOffer } = usePwaState();
  const countdown = useUpdateCountdown(needRefresh, settings?.countdown);
  const [installDismissed, setInstallDismissed] = useStoredState(INSTALL_DISMISSED_KEY, false);
  const showInstall =
    installOffer !== null &&
    !installDismissed &&
    phase.id !== null &&
    (settings?.pwaInstallPhases ?? []).includes(phase.id) &&
    !noInstallBannerOn(pathname, language, settings?.chatOnlyRoutes);
  const showNewPhase = newPhase && !dismissed('new-phase');
  const showUpdate = needRefresh && !dismissed('update');
  if (online && !showNewPhase && !fromStaticCopy && !showUpdate && !showInstall) return null;
  const colors = settings?.banners;
  return (
    <div className="shell-banners">
      {online ? null : (
        <ShellBanner kind="offline" colors={colors?.offline}>
          {t('translate.shell.offline-banner')}
        </ShellBanner>
      )}
      {online && fromStaticCopy ? (
        // Not a settings banner: the notice keeps the warning colours of the design system.
        <ShellBanner kind="static-copy" colors={undefined}>
          {t('translate.shell.static-fallback-banner')}
        </ShellBanner>
      ) : null}
      {showUpdate ? (
        <ShellBanner
          kind="update"
          colors={colors?.update}
          action={{ label: t('translate.shell.update-banner.update'), onClick: applyUpdate }}
          onDismiss={dismiss('update')}
        >
          {t('translate.shell.update-banner')}
          {countdown !== null ? (
            // Not re-announced every second: the live region reads the banner once.
            <span aria-live="off"> {t('translate.shell.update-banner.countdown', { count: countdown })}</span>
          ) : null}
        </ShellBanner>
      ) : null}
      {showInstall ? (
        <ShellBanner
          kind="install"
          colors={colors?.install}
          action={{ label: t('translate.shell.install-banner.install'), onClick: () => void promptInstall() }}
          onDismiss={() => setInstallDismissed(true)}
        >
          {t('translate.shell.install-banner')}
        </ShellBanner>
      ) : null}
      {showNewPhase ? (
        <ShellBanner
          kind="new-phase"
          colors={colors?.newPhase}
          action={{
            label: t('translate.shell.new-phase-banner.reload'),
            onClick: () => window.location.reload(),
          }}
          onDismiss={dismiss('new-phase')}
        >
          {t('translate.shell.new-phase-banner')}
        </ShellBanner>
      ) : null}
    </div>
  );
}

/** Where the install dismissal is kept (spec 001: "Dismissal is stored locally"). */
export const INSTALL_DISMISSED_KEY = 'conference.installBanner.dismissed';

/**
 * Spec 001: the install banner is hidden on the install page, and the install and push banners are not shown on
 * the interactive map page or on chat-only pages (settings.chatOnlyRoutes, paths below the language).
 */
export function noInstallBannerOn(
  pathname: string,
  language: string,
  chatOnlyRoutes: readonly string[] | undefined,
) {
  const below = pathname.startsWith(`/${language}/`) ? pathname.slice(language.length + 1) : pathname;
  const path = below.replace(/\/+$/, '');
  return ['/install', '/interactive-map', ...(chatOnlyRoutes ?? [])].some(
    (p) => path === p.replace(/\/+$/, ''),
  );
}

/**
 * The settings' random countdown before a waiting update applies itself: the seconds left while an update waits,
 * null without one (or without a countdown).
 */
function useUpdateCountdown(
  needRefresh: boolean,
  countdown: { randomCountdownMin?: number; randomCountdownMax?: number } | undefined,
): number | null {
  const [left, setLeft] = useState<number | null>(null);
  const min = countdown?.randomCountdownMin;
  const max = countdown?.randomCountdownMax;
  useEffect(() => {
    if (!needRefresh) return;
    const seconds = randomCountdownSeconds({ randomCountdownMin: min, randomCountdownMax: max });
    if (seconds === null) return;
    let remaining = seconds;
    setLeft(remaining);
    const timer = setInterval(() => {
      remaining -= 1;
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        applyUpdate();
      }
    }, 1000);
    return () => {
      clearInterval(timer);
      setLeft(null);
    };
  }, [needRefresh, min, max]);
  return left;
}

/** The site-wide announcement bar from settings.announcementBar (shown when enabled and it has content). */
export function AnnouncementBar() {
  const { t } = useTranslation();
  const bar = useShell().settings?.announcementBar;
  if (!bar?.enabled || !bar.content) return null;
  const link = vetLink(bar.hyperlink);
  const href = link?.href;
  return (
    <section className="shell-announcement" aria-label={t('translate.shell.announcement')}>
      {bar.showGlyph !== false ? <Icon glyph="info" className="shell-announcement__glyph" /> : null}
      {/* Rich text from settings: sanitised like every editor-supplied HTML. */}
      <SafeHtml as="span" html={bar.content} />
      {href ? (
        <a href={href} className="shell-announcement__link" {...(link?.external ? OFF_SITE_LINK : null)}>
          {bar.hyperlinkText || bar.hyperlink}
        </a>
      ) : null}
    </section>
  );
}
