import { RouterLink as Link } from './RouterLink';
import { useTranslation } from '../i18n/react';
import { useShell } from './shell-context';

/** The footer's links: the same pages as the site chrome's footer (server/settings/chrome.ts, GET /chrome/{language}). */
export const footerLinks = [
  ['translate.shell.footer.code-of-conduct', '/code-of-conduct'],
  ['translate.shell.footer.accessibility', '/accessibility'],
  ['translate.shell.footer.confidentiality', '/confidentiality'],
  ['translate.shell.footer.get-help', '/get-help'],
] as const;

/** The site footer: the event, the chrome's links and the copyright (languages: the header's switcher). */
export function Footer() {
  const { t } = useTranslation();
  const { language } = useShell();
  return (
    <footer className="shell-footer">
      <div className="shell-footer__inner">
        <p className="shell-footer__brand">
          <span className="shell-brand__mark" aria-hidden="true" />
          {t('translate.shell.event-name')}
        </p>
        <nav aria-label={t('translate.shell.nav.footer')}>
          <ul className="shell-footer__links">
            {footerLinks.map(([key, path]) => (
              <li key={path}>
                <Link to={`/${language}${path}`}>{t(key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="shell-footer__copyright">
          {t('translate.shell.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
