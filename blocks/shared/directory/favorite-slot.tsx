// Where a card or a detail page shows its favorite button. The button applies docs/behaviour/catalog.md itself (hidden
// unless allowLogOn and enableFavorites and the kind's own toggle; the sign-in prompt for anonymous visitors); the
// slot collapses when it renders nothing.
import { FavoriteButton, SPEAKER_FAVORITE, SPONSOR_FAVORITE } from '../favorites/FavoriteButton';

export { SPEAKER_FAVORITE, SPONSOR_FAVORITE };

export function FavoriteSlot({ kind, id, label, look = 'icon' }: { kind: typeof SPEAKER_FAVORITE | typeof SPONSOR_FAVORITE; id: string; label: string; look?: 'icon' | 'text' }) {
  return (
    <div className="blk-dir__fav">
      <FavoriteButton kind={kind} id={id} label={label} look={look} />
    </div>
  );
}
