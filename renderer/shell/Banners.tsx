import { useState } from 'react';
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

/** The banner area under the header: offline and new-phase banners for now (update, install and push come later). */
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
  const colors = settings?.banners?.newPhase;
  return (
    <div className="shell-banners">
      {online ? null : (
        <p className="shell-banner shell-banner--offline" role="status">
          {t('translate.shell.offline-banner')}
        </p>
      )}
      {online && fromStaticCopy ? (
        <p className="shell-banner shell-banner--static-copy" role="status">
          {t('translate.shell.static-fallback-banner')}
        </p>
      ) : null}
      {showNewPhase ? (
        <div
          className="shell-banner shell-banner--new-phase"
          role="status"
          style={{
            color: safeCssValue('color', colors?.color),
            backgroundColor: safeCssValue('background-color', colors?.backgroundColor),
          }}
        >
          <span>{t('translate.shell.new-phase-banner')}</span>{' '}
          <Button size="sm" className="shell-banner__action" onClick={() => window.location.reload()}>
            {t('translate.shell.new-phase-banner.reload')}
          </Button>{' '}
          <IconButton
            size="sm"
            className="shell-banner__close"
            label={t('translate.shell.banner.dismiss')}
            icon="close"
            onClick={() => setDismissedOn(pathname)}
          />
        </div>
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
