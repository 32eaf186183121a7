import { useTranslation } from '../i18n/react';
import { MenuLink } from './MenuLink';
import { useShell } from './shell-context';
import type { MenuItem } from '../../schemas/api-types';

/**
 * The bottom tab bar (settings.tabNavigation): fixed to the bottom edge above the safe area, shown by CSS only
 * under 540 px (the sm breakpoint). Its items are the shell's (PageShell marks the shell with them).
 */
export function TabBar({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const { language, languages } = useShell();
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
