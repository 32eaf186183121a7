import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../SafeHtml';
import { useOnline } from './online';
import { useShell } from './shell-context';
import { safeDestination } from './navigation';

/** The banner area under the header: the offline banner for now (update, install, push and new-phase come later). */
export function Banners() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div className="shell-banners">
      <p className="shell-banner shell-banner--offline" role="status">
        {t('translate.shell.offline-banner')}
      </p>
    </div>
  );
}

/** The site-wide announcement bar from settings.announcementBar (shown when enabled and it has content). */
export function AnnouncementBar() {
  const { t } = useTranslation();
  const bar = useShell().settings?.announcementBar;
  if (!bar?.enabled || !bar.content) return null;
  const href = bar.hyperlink && (safeDestination(bar.hyperlink) ?? (/^https?:\/\//.test(bar.hyperlink) ? bar.hyperlink : null));
  return (
    <section className="shell-announcement" aria-label={t('translate.shell.announcement')}>
      {bar.showGlyph !== false ? (
        <span className="shell-announcement__glyph" aria-hidden="true">
          ℹ
        </span>
      ) : null}
      {/* Rich text from settings: sanitised like every editor-supplied HTML. */}
      <SafeHtml as="span" html={bar.content} />
      {href ? (
        <a href={href} className="shell-announcement__link">
          {bar.hyperlinkText || bar.hyperlink}
        </a>
      ) : null}
    </section>
  );
}
