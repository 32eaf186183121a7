import type { ReactNode } from 'react';
import { Button, IconButton } from '../../ui';
import { useTranslation } from '../i18n/react';
import { safeCssValue } from '../sanitize-css';
import { useShell } from './shell-context';
import type { ShellBannerSettings } from './shell-settings';

/**
 * The banners whose colours settings.banners holds, by kind (docs/behaviour/README.md: "Each banner has a color and
 * backgroundColor in settings"). The static-copy notice is not a settings banner: it keeps the design system's
 * warning colours.
 */
const COLOR_KEYS = {
  offline: 'offline',
  update: 'update',
  install: 'install',
  push: 'push',
  'new-phase': 'newPhase',
} as const satisfies Record<string, keyof ShellBannerSettings>;

/** One banner of the banner area: a status message in the settings' colours, with an action and a dismiss button. */
export function ShellBanner({
  kind,
  children,
  action,
  onDismiss,
}: {
  kind: keyof typeof COLOR_KEYS | 'static-copy';
  children: ReactNode;
  action?: { label: string; onClick: () => void };
  onDismiss?: () => void;
}) {
  const { t } = useTranslation();
  const banners = useShell().settings?.banners;
  const colors = kind === 'static-copy' ? undefined : banners?.[COLOR_KEYS[kind]];
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
