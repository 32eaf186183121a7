import { lazy, Suspense, useEffect, useState } from 'react';
import { Icon } from '../../ui';
import { getPreviewMode, useStaticFallbackActive } from '../../api-client';
import { useTranslation } from '../i18n/react';
import { useLocation } from 'react-router';
import { SafeHtml } from '../SafeHtml';
import { useSettingText } from '../i18n/setting-text';
import { useOnline } from './online';
import { useShell } from './shell-context';
import { OFF_SITE_LINK, vetLink } from '../../schemas';
import { useNewPhaseDue } from './new-phase';
import { startPwa, usePwaState } from './pwa';
import { whenIdle } from '../when-idle';
import { ShellBanner } from './ShellBanner';
import { announcementBarFor } from './announcement';

const PwaBanners = lazy(() => import('./PwaBanners'));

/**
 * The banner area under the header: offline, the static-copy notice and the new phase; the update, install and push
 * banners (docs/behaviour/shell.md, Banners) come in a lazy chunk.
 */
export function Banners() {
  const { t } = useTranslation();
  const online = useOnline();
  // Content, settings or translations came from the static copies (the API did not answer with its JSON).
  const fromStaticCopy = useStaticFallbackActive();
  const { settings, previewDate, clock, signedIn } = useShell();
  // Date testing (this tab's preview date or the server's testing date) has no real next phase to announce.
  const dateTesting = previewDate !== null || Boolean(settings?.testingDate);
  const newPhase = useNewPhaseDue(settings?.eventPhases, dateTesting, clock);
  // docs/behaviour/shell.md: a dismissed banner comes back on the next path (the install banner's dismissal is kept).
  const { pathname } = useLocation();
  const [dismissedOn, setDismissedOn] = useState<{ banner: string; path: string } | null>(null);
  const dismissed = (banner: string) => dismissedOn?.banner === banner && dismissedOn.path === pathname;
  const dismiss = (banner: string) => () => setDismissedOn({ banner, path: pathname });
  const updateCheckSeconds = settings?.serviceWorkerUpdateCheckSeconds;
  // A preview frame or share link is never put under a worker: nothing of it may be kept for later. (pwa.ts is
  // told so rather than asking api-client itself: that import, shared with the lazy PwaBanners, split api-client
  // and its HTTP layer out of the entry into chunks of their own, +2 kB gzip on /en/home.)
  // Registering the worker waits for an idle moment: the page's first input matters more than a worker that helps
  // its next visit.
  useEffect(() => whenIdle(() => startPwa({ updateCheckSeconds, noWorker: getPreviewMode() !== null })), [updateCheckSeconds]);
  const { needRefresh, installOffer, workerReady, savedCopy } = usePwaState();
  // The update, install and saved-copy banners' code loads only when the browser has something for them; the push banner's
  // only for a signed-in visitor on a page under the site's worker (push needs both).
  const pwa = needRefresh || installOffer !== null || Boolean(savedCopy) || (workerReady && signedIn);
  const showNewPhase = newPhase && !dismissed('new-phase');
  if (online && !showNewPhase && !fromStaticCopy && !pwa) return null;
  return (
    <div className="shell-banners">
      {online ? null : (
        <ShellBanner kind="offline">
          {t('translate.shell.offline-banner')}
        </ShellBanner>
      )}
      {online && fromStaticCopy ? (
        <ShellBanner kind="static-copy">
          {t('translate.shell.static-fallback-banner')}
        </ShellBanner>
      ) : null}
      {pwa ? (
        <Suspense fallback={null}>
          <PwaBanners dismissed={dismissed('update')} onDismiss={dismiss('update')} />
        </Suspense>
      ) : null}
      {showNewPhase ? (
        <ShellBanner
          kind="new-phase"
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

/**
 * The site-wide announcement bar from settings.announcementBar, the current phase's when it has one (shown when
 * enabled and it has content).
 */
export function AnnouncementBar() {
  const { t } = useTranslation();
  // The bar's texts may be translation keys (settings hold one text for every language).
  const text = useSettingText();
  const shell = useShell();
  const bar = announcementBarFor(shell.settings?.announcementBar, shell.phase.id);
  if (!bar?.enabled || !bar.content) return null;
  const link = vetLink(bar.hyperlink);
  const href = link?.href;
  return (
    <section className="shell-announcement" aria-label={t('translate.shell.announcement')}>
      {bar.showGlyph !== false ? <Icon glyph="info" className="shell-announcement__glyph" /> : null}
      {/* Rich text from settings: sanitised like every editor-supplied HTML. */}
      <SafeHtml as="span" html={text(bar.content)} />
      {href ? (
        <a href={href} className="shell-announcement__link" {...(link?.external ? OFF_SITE_LINK : null)}>
          {bar.hyperlinkText ? text(bar.hyperlinkText) : bar.hyperlink}
        </a>
      ) : null}
    </section>
  );
}
