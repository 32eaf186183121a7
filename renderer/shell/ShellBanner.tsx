import type { ReactNode } from 'react';
import { Button, IconButton } from '../../ui';
import { useTranslation } from '../i18n/react';
import { safeCssValue } from '../sanitize-css';
import type { BannerColors } from './shell-settings';

/** One banner of the banner area: a status message in the settings' colours, with an action and a dismiss button. */
export function ShellBanner({
  kind,
  colors,
  children,
  action,
  onDismiss,
}: {
  kind: string;
  /** settings.banners.<kind> (docs/behaviour/README.md: "Each banner has a color and backgroundColor in settings"). */
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
