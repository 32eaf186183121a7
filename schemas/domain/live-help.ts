// Where the live-help button shows (docs/behaviour/live-help.md): the settings name a help app (liveHelpAppId), the
// visitor is signed in, no edit mode is on, and the page is neither a chat-only page (settings.chatOnlyRoutes, paths
// below the language), the help desk itself nor the settings editor.

/** The help desk's own route, below the language: its staff answer there, not through the button. */
export const HELP_DESK_PATH = '/live-help-desk';

const NEVER_ON = [HELP_DESK_PATH, '/editor'];

export interface LiveHelpPlace {
  liveHelpAppId: unknown;
  signedIn: boolean;
  editing: boolean;
  pathname: string;
  language: string;
  chatOnlyRoutes: readonly string[] | undefined;
}

const trim = (path: string) => path.replace(/\/+$/, '');

export function liveHelpShown({ liveHelpAppId, signedIn, editing, pathname, language, chatOnlyRoutes }: LiveHelpPlace): boolean {
  if (typeof liveHelpAppId !== 'string' || liveHelpAppId.trim() === '' || !signedIn || editing) return false;
  const below = trim(pathname.startsWith(`/${language}/`) ? pathname.slice(language.length + 1) : pathname);
  return ![...NEVER_ON, ...(chatOnlyRoutes ?? [])].some((p) => trim(p) === below);
}
