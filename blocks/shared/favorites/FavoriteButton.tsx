// The favorite button (docs/behaviour/catalog.md) for tiles, detail pages and directories:
//   <FavoriteButton kind={SESSION_FAVORITE} id={session.sessionId} label={session.title} sessionType={session.sessionType.logicalValue} />
// Hidden unless allowLogOn, enableFavorites, the kind's toggle (settings favoriteKinds) and, for a session, a session
// type not in doNotBackpackSessionTypes. Anonymous visitors get the sign-in prompt; signed-in visitors toggle at once
// (use-favorites.ts). Server and first client render agree: no pressed state until the favorites list is loaded.
import { use, useId } from 'react';
import { useSettings } from '../../../api-client';
import { usePendingWrite } from '../../../api-client/offline';
import { RenderContext, useTranslation } from '../../../renderer';
import { buttonClass } from '../../../ui';
import { dispatchCustomAction, SIGN_IN_ACTION } from '../custom-action';
import { SESSION_FAVORITE, type FavoriteKind } from './kinds';
import { favoriteButtonShown, type FavoriteSettings } from './rules';
import { favoritesSharedNamespace, favoritesSharedStrings } from './strings';
import { useFavorites, useToggleFavorite } from './use-favorites';
import { useOnSite } from '../on-site';
import './favorite-button.css';

export { FAVORITE_KIND, ATTENDEE_FAVORITE, SPEAKER_FAVORITE, SPONSOR_FAVORITE, SOLUTION_FAVORITE, SESSION_FAVORITE } from './kinds';
export type { FavoriteKind } from './kinds';

export interface FavoriteButtonProps {
  kind: FavoriteKind;
  /** The item's id (a session's sessionId, a speaker's or company's id, a solution's name). */
  id: string;
  /** The item's name: the button is "Add {label} to favorites". */
  label: string;
  /** A session's type (sessionType.logicalValue): required for kind 4, else no button. */
  sessionType?: string | null;
  /** 'icon' (default): a round heart; 'text': heart and the word "Favorite". */
  look?: 'icon' | 'text';
  className?: string;
}

/** Outside the site (a story, a schema example without a query client) there are no favorites: no button. */
export function FavoriteButton(props: FavoriteButtonProps) {
  const onSite = useOnSite({ router: false });
  if (!onSite) return null;
  return <FavoriteToggle {...props} />;
}

export default FavoriteButton;

/** A session's favorite button: its id, title and type say which session and whether it may be kept. */
export function SessionFavoriteButton({ session, className }: { session: { sessionId: string; title: string; sessionType: { logicalValue: string } }; className: string }) {
  return <FavoriteButton kind={SESSION_FAVORITE} id={session.sessionId} label={session.title} sessionType={session.sessionType.logicalValue} className={className} />;
}

function Heart() {
  return (
    <svg className="fav-btn__heart" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 20.3 4.7 13.2a4.9 4.9 0 0 1 0-7 4.9 4.9 0 0 1 6.9 0l.4.4.4-.4a4.9 4.9 0 0 1 6.9 0 4.9 4.9 0 0 1 0 7z" />
    </svg>
  );
}

function FavoriteToggle({ kind, id, label, sessionType, look = 'icon', className }: FavoriteButtonProps) {
  const { t } = useTranslation(favoritesSharedStrings, favoritesSharedNamespace);
  const settings = useSettings().data?.data as FavoriteSettings | undefined;
  const features = use(RenderContext)?.features ?? (settings as { features?: Record<string, boolean> } | undefined)?.features ?? {};
  const shown = favoriteButtonShown(settings, features, kind, sessionType);
  // A hidden button does not ask for the list.
  const favorites = useFavorites({ enabled: shown });
  const toggle = useToggleFavorite(favorites.viewer);
  // A toggle made offline and still queued (docs/behaviour/calls.md, Offline writes): shown, and said to be pending.
  const pending = usePendingWrite(favorites.viewer, (w) => w.kind === 'favorite' && w.favoriteKind === kind && w.id === id);
  const pendingId = useId();
  if (!shown) return null;

  const name = t('translate.shared-favorites.add', { label });
  const classes = buttonClass({ variant: 'ghost' }, ['fav-btn', `fav-btn--${look}`, className].filter(Boolean).join(' '));
  const text = look === 'text' ? <span className="fav-btn__text">{t('translate.shared-favorites.favorite')}</span> : null;

  if (favorites.status === 'anonymous') {
    return (
      <button
        type="button"
        className={classes}
        aria-label={name}
        title={t('translate.shared-favorites.sign-in')}
        onClick={() => dispatchCustomAction({ componentId: `favorite-${kind}-${id}`, action: SIGN_IN_ACTION })}
      >
        <Heart />
        {text}
      </button>
    );
  }

  const pressed = favorites.isFavorite(kind, id);
  return (
    <button
      type="button"
      className={classes}
      aria-label={name}
      aria-pressed={pressed}
      title={pending ? t('translate.shared-favorites.pending') : pressed ? t('translate.shared-favorites.in-favorites', { label }) : name}
      aria-describedby={pending ? pendingId : undefined}
      data-pending={pending ? 'true' : undefined}
      disabled={favorites.status === 'pending'}
      onClick={() => toggle({ kind, id, label, itemType: sessionType ?? null }, !pressed)}
    >
      <Heart />
      {text}
      {pending ? (
        <span id={pendingId} className="fav-btn__pending" hidden>
          {t('translate.shared-favorites.pending')}
        </span>
      ) : null}
    </button>
  );
}
