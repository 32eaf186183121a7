import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/react';
import { useStoredState } from '../storage';
import { pwaStore, takeWaitingWorker, usePwaState } from './pwa';
import { noInstallBannerOn } from './pwa-banner-paths';
import { PushBanner, pushBannerStrings } from './PushBanner';
import { useShell } from './shell-context';
import { ShellBanner } from './ShellBanner';
import { effectiveTimeZone, useTimeZoneChoice } from '../time';
import { formatTimeOfDay, timeFormatLanguage } from './time-format';
import { useOnline } from './online';
import { offlinePageStrings } from './offline-page-text';

export { noInstallBannerOn, offlinePageStrings };

/**
 * The banners' English texts (a lazy chunk: loaded when the browser has an update or an install offer, or push may
 * be offered).
 */
export const pwaBannerStrings = {
  ...pushBannerStrings,
  'translate.shell.update-banner': 'A new version of this site is available.',
  'translate.shell.update-banner.update': 'Update now',
  'translate.shell.update-banner.countdown.one': 'It updates itself in {{count}} second.',
  'translate.shell.update-banner.countdown.other': 'It updates itself in {{count}} seconds.',
  'translate.shell.install-banner': 'Install the event app to open it from your home screen.',
  'translate.shell.install-banner.install': 'Install',
  'translate.shell.saved-copy': 'Saved copy from {{time}}',
  ...offlinePageStrings,
} as const;

/** The update banner's action: the waiting version takes over; the controller change reloads the page. */
export function applyUpdate(): void {
  const waiting = takeWaitingWorker();
  if (waiting) waiting.postMessage({ type: 'SKIP_WAITING' });
  else window.location.reload();
}

/** The install banner's action: the browser's install prompt; the offer is used up either way. */
export async function promptInstall(): Promise<void> {
  const offer = pwaStore.get().installOffer;
  if (!offer) return;
  pwaStore.set({ installOffer: null });
  await offer.prompt();
}

/**
 * docs/behaviour/README.md: "An optional random countdown precedes the automatic update", "used only if both above 0", and
 * "Minimum value cannot be greater than the maximum value". Seconds, or null for no countdown.
 */
export function randomCountdownSeconds(
  countdown: { randomCountdownMin?: number; randomCountdownMax?: number } | undefined,
  random: () => number = Math.random,
): number | null {
  const min = countdown?.randomCountdownMin ?? 0;
  const max = countdown?.randomCountdownMax ?? 0;
  if (!(min > 0 && max > 0) || min > max) return null;
  return Math.round(min + random() * (max - min));
}

/** Where the install dismissal is kept (docs/behaviour/README.md: "Dismissal is stored locally"). */
export const INSTALL_DISMISSED_KEY = 'conference.installBanner.dismissed';

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

/**
 * The update banner (a new version waits: Update now, or the settings' random countdown) and the install banner
 * (the browser's offer, in the phases of pwaInstallPhases, away from the install, map and chat-only pages; its
 * dismissal is stored) and the push banner (PushBanner.tsx). The update banner's dismissal lasts for the path, as the
 * banner area's others.
 */
export default function PwaBanners({ dismissed, onDismiss }: { dismissed: boolean; onDismiss: () => void }) {
  const { t } = useTranslation(pwaBannerStrings);
  const { settings, phase, language, signedIn } = useShell();
  const { pathname } = useLocation();
  const { needRefresh, installOffer, workerReady, savedCopy } = usePwaState();
  const countdown = useUpdateCountdown(needRefresh, settings?.countdown);
  const [installDismissed, setInstallDismissed] = useStoredState(INSTALL_DISMISSED_KEY, false);
  const showInstall =
    installOffer !== null &&
    !installDismissed &&
    phase.id !== null &&
    (settings?.pwaInstallPhases ?? []).includes(phase.id) &&
    !noInstallBannerOn(pathname, language, settings?.chatOnlyRoutes);
  const showUpdate = needRefresh && !dismissed;
  return (
    <>
      {savedCopy ? <SavedCopyBanner savedAt={savedCopy} /> : null}
      {showUpdate ? (
        <ShellBanner
          kind="update"
          action={{ label: t('translate.shell.update-banner.update'), onClick: applyUpdate }}
          onDismiss={onDismiss}
        >
          {t('translate.shell.update-banner')}
          {countdown !== null ? (
            // Not re-announced every second: the live region reads the banner once.
            <span aria-live="off"> {t('translate.shell.update-banner.countdown', { count: countdown })}</span>
          ) : null}
        </ShellBanner>
      ) : null}
      {/* The offers come once the page is up (the worker registered, the browser's prompt kept): they float above the
          page's bottom edge (shell.css) instead of pushing the text the visitor is reading down. */}
      <div className="shell-offers">
        {workerReady && signedIn ? <PushBanner /> : null}
        {showInstall ? (
          <ShellBanner
            kind="install"
            action={{ label: t('translate.shell.install-banner.install'), onClick: () => void promptInstall() }}
            onDismiss={() => setInstallDismissed(true)}
          >
            {t('translate.shell.install-banner')}
          </ShellBanner>
        ) : null}
      </div>
    </>
  );
}

/**
 * The mark of a page (or of its data) answered from the copy the service worker kept (docs/behaviour/shell.md,
 * Offline): when it was saved, in the visitor's time zone and clock; back online, a reload fetches the page anew.
 */
function SavedCopyBanner({ savedAt }: { savedAt: string }) {
  const { t } = useTranslation(pwaBannerStrings);
  const { settings, language } = useShell();
  const online = useOnline();
  const [zoneChoice] = useTimeZoneChoice();
  const zone = effectiveTimeZone(zoneChoice, settings?.timezones?.eventTimezone);
  const time = formatTimeOfDay(new Date(savedAt), timeFormatLanguage(settings?.languages, language), zone);
  return (
    <ShellBanner
      kind="static-copy"
      action={online ? { label: t('translate.shell.offline-page.reload'), onClick: () => window.location.reload() } : undefined}
    >
      <span data-saved-copy-mark>{t('translate.shell.saved-copy', { time })}</span>
    </ShellBanner>
  );
}
