// Where the install and push banners stay away (docs/behaviour/shell.md, Banners): the interactive map and the
// chat-only pages (settings.chatOnlyRoutes, paths below the language) leave no room for them; the install page
// offers installing itself.

function pathBelow(pathname: string, language: string): string {
  const below = pathname.startsWith(`/${language}/`) ? pathname.slice(language.length + 1) : pathname;
  return below.replace(/\/+$/, '');
}

const isOneOf = (path: string, paths: readonly string[]) => paths.some((p) => path === p.replace(/\/+$/, ''));

export function noPushBannerOn(pathname: string, language: string, chatOnlyRoutes: readonly string[] | undefined): boolean {
  return isOneOf(pathBelow(pathname, language), ['/interactive-map', ...(chatOnlyRoutes ?? [])]);
}

export function noInstallBannerOn(pathname: string, language: string, chatOnlyRoutes: readonly string[] | undefined): boolean {
  return pathBelow(pathname, language) === '/install' || noPushBannerOn(pathname, language, chatOnlyRoutes);
}
