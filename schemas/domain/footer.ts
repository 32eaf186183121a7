import type { MenuItem } from '../generated/types';

/**
 * The footer's links when settings have no menus.footerNavigation: GET /chrome/{language} answers them and the
 * shell's footer shows them until that answer arrives. Names are the shell's translate.* keys, hrefs below the
 * page's language.
 */
export const DEFAULT_FOOTER_LINKS: readonly MenuItem[] = [
  { name: 'translate.shell.footer.code-of-conduct', href: '/code-of-conduct' },
  { name: 'translate.shell.footer.accessibility', href: '/accessibility' },
  { name: 'translate.shell.footer.confidentiality', href: '/confidentiality' },
  { name: 'translate.shell.footer.get-help', href: '/get-help' },
];
