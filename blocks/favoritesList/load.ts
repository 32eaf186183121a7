// The favorites list's server loader: the signed-in visitor's favorites, under the key the first render reads, so
// their HTML holds the list (context.user names the same viewer the browser's session does).
import type { BlockLoader } from '../../renderer';
import type { FavoritesListProps } from '../../schemas/api-types';
import { prefetchFavorites } from '../shared/favorites/load';

export const loadFavoritesList: BlockLoader<FavoritesListProps> = (_props, context) => prefetchFavorites(context);
