// For server loaders of blocks that show favorite buttons or favorites (blocks/<type>/load.ts): prefetches the
// signed-in visitor's favorites under the key the browser's first render reads, so the HTML already shows which
// items are favorites. Anonymous visitors have none: nothing to load.
import { viewerKey } from '../../../api-client';
import { favoritesQueryOptions } from '../../../api-client/catalog';
import type { BlockLoadContext } from '../../../renderer';

export async function prefetchFavorites(context: BlockLoadContext): Promise<void> {
  const viewer = context.signedIn ? viewerKey(context.user) : null;
  if (viewer === null) return;
  await context.queryClient.prefetchQuery(favoritesQueryOptions(viewer));
}
