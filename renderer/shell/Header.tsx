import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/react';
import { DisclosureMenu } from './DisclosureMenu';
import { homeUrl, signInPath } from './navigation';
import { useShell } from './shell-context';
import { visibleItems } from './shell-settings';

/** The sticky header: site name, main navigation from settings, profile menu, sign in / sign out. */
export function Header() {
  const { t } = useTranslation();
  const shell = useShell();
  const location = useLocation();
  const { language, languages, settings, signedIn } = shell;
  const menus = settings?.menus;
  const main = visibleItems(signedIn ? menus?.authenticatedNavigation : menus?.anonymousNavigation);
  const profile = signedIn ? visibleItems(menus?.attendeeProfileNavigation) : [];
  const here = `${location.pathname}${location.search}${location.hash}`;
  const allowLogOn = settings?.allowLogOn !== false;

  return (
    <header className="shell-header">
      <Link to={homeUrl(language)} className="shell-header__home">
        {t('translate.shell.home')}
      </Link>
      {main.length > 0 ? (
        <nav aria-label={t('translate.shell.nav.main')} className="shell-header__nav">
          <DisclosureMenu items={main} language={language} languages={languages} />
        </nav>
      ) : null}
      <div className="shell-header__account">
        {/* The language switcher (flag showLanguageSwitcher): the /locale page lists the site's languages. */}
        {shell.features.showLanguageSwitcher && languages.length > 1 ? (
          <Link to={`/${language}/locale`} className="shell-header__language">
            {t('translate.shell.language-switcher')}
          </Link>
        ) : null}
        {profile.length > 0 ? (
          <nav aria-label={t('translate.shell.nav.profile')}>
            <DisclosureMenu
              items={[{ name: shell.displayName ?? t('translate.shell.nav.profile'), subMenu: profile }]}
              language={language}
              languages={languages}
            />
          </nav>
        ) : null}
        {signedIn ? (
          <Link to={`/${language}/sign-out`} className="shell-header__sign">
            {t('translate.shell.sign-out')}
          </Link>
        ) : allowLogOn ? (
          <Link to={signInPath(language, here)} className="shell-header__sign">
            {t('translate.shell.sign-in')}
          </Link>
        ) : null}
      </div>
    </header>
  );
}
