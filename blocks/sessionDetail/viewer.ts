/**
 * The viewer part of the catalog's query keys: 'anonymous' or the signed-in user's id (the answers differ per
 * viewer: rooms, in-person sessions). The same rule as the catalog's (blocks/sessionCatalog/catalog-state.ts), so
 * the two blocks share cache entries.
 */
export function detailViewer(
  user: { readonly eventProfileId?: string; readonly cmsId?: string } | null | undefined,
): string {
  if (!user) return 'anonymous';
  return user.eventProfileId ?? user.cmsId ?? 'signed-in';
}
