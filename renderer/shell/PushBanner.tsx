import { useLocation } from 'react-router';
import { usePushOptIn } from '../../api-client/notifications';
import { useTranslation } from '../i18n/react';
import { useStoredState } from '../storage';
import { usePwaState } from './pwa';
import { noPushBannerOn } from './pwa-banner-paths';
import { useShell } from './shell-context';
import { ShellBanner } from './ShellBanner';
import { showToast } from './toasts';

/** English defaults (the shell's namespace): the banner's words and the toasts of turning push on. */
export const pushBannerStrings = {
  'translate.shell.push-banner': 'Get event announcements as push notifications on this device.',
  'translate.shell.push-banner.turn-on': 'Turn on',
  'translate.shell.push.permission-denied': 'Notifications are blocked for this site in your browser settings.',
  'translate.shell.push.failed-to-subscribe': 'Could not turn on push notifications on this device.',
  'translate.shell.push.failed-to-unsubscribe': 'Could not turn off push notifications on this device.',
} as const;

/** Where the push banner's dismissal is kept (docs/behaviour/shell.md: its dismissal is persisted, as the install banner's). */
export const PUSH_DISMISSED_KEY = 'conference.pushBanner.dismissed';

/**
 * The push opt-in banner: shown while push is usable and this browser is not subscribed, away from the map and
 * chat-only pages; Turn on asks for the permission and subscribes. Nothing shows until the subscription is known,
 * so a subscribed visitor never sees it flash.
 */
export function PushBanner() {
  const { t } = useTranslation(pushBannerStrings);
  const { settings, language } = useShell();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useStoredState(PUSH_DISMISSED_KEY, false);
  const push = usePushOptIn({
    workerReady: usePwaState().workerReady,
    wanted: !dismissed && !noPushBannerOn(pathname, language, settings?.chatOnlyRoutes),
    onFailure: (reason) => showToast(t(`translate.shell.push.${reason}`), 'error'),
  });
  if (!push.usable || !push.known || push.subscribed) return null;
  return (
    <ShellBanner
      kind="push"
      action={{ label: t('translate.shell.push-banner.turn-on'), onClick: push.turnOn }}
      onDismiss={() => setDismissed(true)}
    >
      {t('translate.shell.push-banner')}
    </ShellBanner>
  );
}
