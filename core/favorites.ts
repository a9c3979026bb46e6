// The favourites list as spec section 4 says a client keeps it: "added items are appended locally and removed items
// filtered out locally, only when the list is already loaded" (null: not loaded yet, so nothing to update).
export type FavoriteChange = { readonly kind: 'add' | 'remove'; readonly adId: number };

export function applyFavoriteChange(list: readonly number[] | null, change: FavoriteChange): number[] | null {
  if (list === null) return null;
  if (change.kind === 'remove') return list.filter((id) => id !== change.adId);
  return list.includes(change.adId) ? [...list] : [...list, change.adId];
}
