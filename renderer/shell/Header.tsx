import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { RouterLink as Link } from './RouterLink';
import { buttonClass, Icon, IconButton } from '../../ui';
import { initialsOf } from '../../schemas';
import type { MenuItem } from '../../schemas/api-types';
import { useTranslation } from '../i18n/react';
import { DisclosureMenu } from './DisclosureMenu';
import { EventMark, useEventName } from './EventBrand';
import { LanguageSwitcher } from './LanguageSwitcher';
import { hiddenFromViewer } from './menu-gates';
import { homeUrl, signInPath } from './navigation';
import { useShell } from './shell-context';
import { visibleItems } from './shell-settings';

/** The menu's sign-out entry, added to the account menu when the settings' profile menu has none. */
const hasSignOut = (items: readonly MenuItem[]) => items.some((i) => /\/sign-out$/.test(i.href ?? ''));

/**
 * Under which header width the main menu no longer fits beside the event's name and the actions (the stylesheet
 * folds it into the menu button there: shell.css), estimated from its labels in this language so that the
 * server's HTML folds it as the browser will (about 8.6 px a character at the menu's size, 28 px of padding and
 * gap, 24 px for a sub-menu's chevron; German labels are a third longer than English ones). In steps: 1200 or
 * 1360 px, or 'wide' when even the header's full frame (1400 px) would be too narrow. Under 960 px it always folds.
 */
export function foldBelow(items: readonly MenuItem[], t: (key: string) => string, signedIn: boolean): number | 'wide' | undefined {
  // 280 px for the frame's gutters and the event's name, 350 or 160 for the actions beside the menu (signed in: the
  // account button with its initials badge). A name that is no translation key comes back from t as it is.
  const needed = items.reduce((width, i) => width + t(i.name).length * 8.6 + (i.subMenu?.length ? 52 : 28), signedIn ? 630 : 440);
  return needed > 1360 ? 'wide' : needed > 1200 ? 1360 : needed > 960 ? 1200 : undefined;
}

/**
 * The sticky header: the event's mark and name (a link home), the main navigation from settings with its
 * sub-menus, the language switcher, the account menu (signed in) or sign in. Under 960 px, or under the width its
 * labels need, the navigation folds into a menu button that opens it as a panel under the header (Escape or a
 * navigation closes it).
 */
export function Header() {
  const { t } = useTranslation();
  const shell = useShell();
  const location = useLocation();
  const { language, languages, settings, signedIn } = shell;
  const menus = settings?.menus;
  const main = visibleItems(signedIn ? menus?.authenticatedNavigation : menus?.anonymousNavigation);
  const profile = signedIn ? visibleItems(menus?.attendeeProfileNavigation).filter((i) => !hiddenFromViewer(i, shell)) : [];
  const account = hasSignOut(profile)
    ? profile
    : [...profile, { name: 'translate.shell.sign-out', href: `/${language}/sign-out`, glyph: 'sign-out' }];
  const here = `${location.pathname}${location.search}${location.hash}`;
  const allowLogOn = settings?.allowLogOn !== false;
  const [menuOpen, setMenuOpen] = useState(false);
  const name = useEventName();

  // A navigation closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <header
      className="shell-header"
      data-menu-open={menuOpen || undefined}
      data-fold-below={foldBelow(main, t, signedIn)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && menuOpen) {
          setMenuOpen(false);
          e.currentTarget.querySelector<HTMLElement>('.shell-header__menu-toggle')?.focus();
        }
      }}
    >
      <div className="shell-header__bar">
        {/* On a phone the mark stands alone; the name stays the link's accessible name (shell.css). */}
        <Link to={homeUrl(language)} className="shell-brand">
          <EventMark />
          <span className="shell-brand__name">{name}</span>
        </Link>
        {main.length > 0 ? (
          <nav id="shell-main-nav" aria-label={t('translate.shell.nav.main')} className="shell-header__nav">
            <DisclosureMenu items={main} language={language} languages={languages} />
          </nav>
        ) : null}
        <div className="shell-header__actions">
          {/* The language switcher (flag showLanguageSwitcher): straight to the same page in another language. */}
          {shell.features.showLanguageSwitcher && languages.length > 1 ? <LanguageSwitcher /> : null}
          {/* Where the signed-in visitor's My Event launcher goes (a lazy chunk portals it in after hydration). */}
          {signedIn ? <div id="shell-attendee-slot" className="shell-header__slot" /> : null}
          {signedIn ? (
            <nav aria-label={t('translate.shell.nav.profile')} className="shell-account">
              <DisclosureMenu
                items={[{ name: shell.displayName ?? t('translate.shell.nav.profile'), subMenu: account }]}
                language={language}
                languages={languages}
                className="shell-menu shell-menu--account"
                glyphs
                lead={<Avatar name={shell.displayName} />}
              />
            </nav>
          ) : allowLogOn ? (
            <Link
              to={signInPath(language, here)}
              className={buttonClass({ variant: 'primary', size: 'sm' }, 'shell-header__sign')}
            >
              {t('translate.shell.sign-in')}
            </Link>
          ) : null}
          {main.length > 0 ? (
            <IconButton
              className="shell-header__menu-toggle"
              aria-expanded={menuOpen}
              aria-controls="shell-main-nav"
              label={t('translate.shell.menu')}
              icon={menuOpen ? 'close' : 'menu'}
              onClick={() => setMenuOpen(!menuOpen)}
            />
          ) : null}
        </div>
      </div>
    </header>
  );
}

/** The signed-in visitor's initials in a round badge (decorative: the button's label names them), else a person glyph. */
function Avatar({ name }: { name: string | null }) {
  const initials = name ? initialsOf(name) : '';
  return (
    <span className="shell-avatar" aria-hidden="true">
      {initials || <Icon glyph="person" />}
    </span>
  );
}
