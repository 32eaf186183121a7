import { useEffect, useId } from 'react';
import { useLocation } from 'react-router';
import { DisclosureButton, Icon } from '../../ui';
import { useTranslation } from '../i18n/react';
import { RouterLink as Link } from './RouterLink';
import { useShell } from './shell-context';
import { useDisclosure } from './use-disclosure';
import { isContentEditor } from './editor-access';
import { htmlLangOf, PSEUDO_LANGUAGE } from '../../schemas';

/** The same page in another language: the language segment of the path swapped, query and hash kept. */
export function pathInLanguage(
  location: { pathname: string; search: string; hash: string },
  language: string,
): string {
  const [, , ...rest] = location.pathname.split('/');
  const below = rest.join('/');
  return `/${language}${below ? `/${below}` : '/home'}${location.search}${location.hash}`;
}

/**
 * The language switcher (flag showLanguageSwitcher): a disclosure listing the site's languages, each a link to
 * the page shown in that language, the current one marked. Escape or a click elsewhere closes it.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language, languages: served, settings, scopes } = useShell();
  // The pseudo-locale is a tool for editors (and tests): visitors are not offered it.
  const languages = isContentEditor(scopes) || language === PSEUDO_LANGUAGE ? served : served.filter((code) => code !== PSEUDO_LANGUAGE);
  const location = useLocation();
  const { open: openKey, setOpen: setKey, root, closeOnEscape } = useDisclosure<true>();
  const open = openKey !== null;
  const setOpen = (next: boolean) => setKey(next ? true : null);
  const listId = useId();
  const names = new Map(
    (settings?.languages ?? []).map((l) => [l.language, l.langTranslation || l.englishLabel || l.language]),
  );
  names.set(PSEUDO_LANGUAGE, t('translate.shell.language-switcher.pseudo'));
  const nameOf = (code: string) => names.get(code) ?? code.toUpperCase();

  useEffect(() => setKey(null), [location.pathname, setKey]);

  return (
    <div
      ref={root as React.RefObject<HTMLDivElement | null>}
      className="shell-language"
      onKeyDown={closeOnEscape}
    >
      <DisclosureButton variant="ghost" className="shell-header__language" expanded={open} controls={listId} onExpandedChange={setOpen}>
        <Icon glyph="globe" />
        <span className="shell-header__language-code" aria-hidden="true">
          {language.toUpperCase()}
        </span>
        <span className="ui-visually-hidden">
          {t('translate.shell.language-switcher.current', { language: nameOf(language) })}
        </span>
      </DisclosureButton>
      <ul id={listId} className="shell-menu__sub shell-language__list" hidden={!open}>
        {languages.map((code) => (
          <li key={code}>
            <Link
              to={pathInLanguage(location, code)}
              lang={htmlLangOf(code)}
              hrefLang={htmlLangOf(code)}
              aria-current={code === language ? 'true' : undefined}
              onClick={() => setOpen(false)}
            >
              <span>{nameOf(code)}</span>
              {code === language ? <Icon glyph="check" /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
