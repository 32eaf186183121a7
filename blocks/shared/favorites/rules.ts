// When the favorite button shows (docs/behaviour/catalog.md): "Favorite button hidden unless allowLogOn and
// enableFavorites, per-type toggles on, and type not in doNotBackpackSessionTypes." A favorite of a session
// requires its session type (docs/behaviour/catalog.md), so a session without one shows no button either.
// Anonymous visitors see it while sign-in is offered (allowLogOn): pressing it asks them to sign in.
import { FAVORITE_KIND, kindName, type FavoriteKind } from './kinds';

/** The settings the rule reads (schemas/settings/site-settings.schema.json). */
export interface FavoriteSettings {
  allowLogOn?: boolean;
  favoriteKinds?: { attendee?: boolean; speaker?: boolean; sponsor?: boolean; solution?: boolean; session?: boolean };
  doNotBackpackSessionTypes?: readonly string[];
}

export function favoriteButtonShown(
  settings: FavoriteSettings | undefined,
  features: Readonly<Record<string, boolean | undefined>>,
  kind: FavoriteKind,
  sessionType?: string | null,
): boolean {
  // Until the settings are known nothing shows (the server renders with them, so hydration agrees).
  if (!settings) return false;
  if (settings.allowLogOn === false) return false;
  if (features.enableFavorites !== true) return false;
  if (settings.favoriteKinds?.[kindName(kind)] === false) return false;
  if (kind === FAVORITE_KIND.session) {
    if (!sessionType) return false;
    if ((settings.doNotBackpackSessionTypes ?? []).includes(sessionType)) return false;
  }
  return true;
}
