import { useTranslation } from '../i18n/react';
import { MenuLink } from './MenuLink';
import { useShell } from './shell-context';
import { visibleItems } from './shell-settings';

/**
 * The bottom tab bar (settings.tabNavigation): fixed to the bottom edge above the safe area, shown by CSS only
 * under 540 px (the sm breakpoint).
 */
export function TabBar() {
  const { t } = useTranslation();
  const { settings, language, languages } = useShell();
  const items = visibleItems(settings?.tabNavigation);
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('translate.shell.nav.tabs')} className="shell-tabbar">
      <ul>
        {items.map((item, i) => (
          <li key={i}>
            <MenuLink item={item} language={language} languages={languages} glyph />
          </li>
        ))}
      </ul>
    </nav>
  );
}
