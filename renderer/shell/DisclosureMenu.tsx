import { useId, type ReactNode } from 'react';
import { Button, Icon } from '../../ui';
import { MenuLink, useIsCurrent, useMenuLabel } from './MenuLink';
import { useDisclosure } from './use-disclosure';
import type { MenuItem } from '../../schemas/api-types';

/**
 * A list of menu links; entries with a subMenu become disclosure buttons (aria-expanded + aria-controls), the
 * accessible pattern for site navigation (not role=menu). Escape or a click elsewhere closes an open sub-list.
 */
export function DisclosureMenu({
  items,
  language,
  languages,
  className,
  glyphs = false,
  lead,
}: {
  items: readonly MenuItem[];
  language: string;
  languages: readonly string[];
  className?: string;
  /** Show the sub-menu items' glyphs. */
  glyphs?: boolean;
  /** Shown before each disclosure button's label (the account menu's initials). */
  lead?: ReactNode;
}) {
  const { open, setOpen, root, closeOnEscape } = useDisclosure<number>();
  const baseId = useId();
  const label = useMenuLabel();
  const isCurrent = useIsCurrent();
  const close = () => setOpen(null);
  // Every link of an open sub-list: the page's languages, and following one closes the list.
  const subLink = { language, languages, onNavigate: close };

  return (
    <ul ref={root as React.RefObject<HTMLUListElement | null>} className={className ?? 'shell-menu'}>
      {items.map((item, index) => {
        const sub = item.subMenu ?? [];
        if (sub.length === 0) {
          return (
            <li key={index}>
              <MenuLink item={item} language={language} languages={languages} />
            </li>
          );
        }
        const listId = `${baseId}-sub-${index}`;
        const isOpen = open === index;
        return (
          <li key={index} className="shell-menu__group" onKeyDown={closeOnEscape}>
            <Button
              variant="ghost"
              aria-expanded={isOpen}
              aria-controls={listId}
              aria-label={item.ariaLabel}
              className={['shell-menu__toggle', item.className].filter(Boolean).join(' ')}
              // The group holding the page shown is marked like a current link (its link inside says aria-current).
              data-current={isCurrent(item, language, languages) || undefined}
              onClick={() => setOpen(isOpen ? null : index)}
            >
              {lead}
              <span className="shell-menu__label">{label(item)}</span>
              <Icon glyph="chevron-down" className="shell-menu__chevron" />
            </Button>
            <ul id={listId} className="shell-menu__sub" hidden={!isOpen}>
              {item.href ? (
                <li>
                  <MenuLink item={{ ...item, subMenu: undefined }} {...subLink} />
                </li>
              ) : null}
              {sub.map((child, childIndex) => (
                <li key={childIndex}>
                  <MenuLink item={child} {...subLink} glyph={glyphs} />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
