import { useState, type ReactNode } from 'react';
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
  const { settings, previewDate, clock } = useShell();
  // Date testing (this tab's preview date or the server's testing date) has no real next phase to announce.
  const dateTesting = previewDate !== null || Boolean(settings?.testingDate);
  const newPhase = useNewPhaseDue(settings?.eventPhases, dateTesting, clock);
  // Spec 001 section 4: a dismissed banner comes back on the next path.
  const { pathname } = useLocation();
  const [dismissedOn, setDismissedOn] = useState<string | null>(null);
  const showNewPhase = newPhase && dismissedOn !== pathname;
  if (online && !showNewPhase && !fromStaticCopy) return null;
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
      {showNewPhase ? (
        <ShellBanner
          kind="new-phase"
          colors={colors?.newPhase}
          action={{ label: t('translate.shell.new-phase-banner.reload'), onClick: () => window.location.reload() }}
          onDismiss={() => setDismissedOn(pathname)}
        >
          {t('translate.shell.new-phase-banner')}
        </ShellBanner>
      ) : null}
    </div>
  );
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
