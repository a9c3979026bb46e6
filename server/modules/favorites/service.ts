// Favourites (spec sections 3 "User state: favorites" and 7 /data/favorites): an account's list of ad ids. Every
// function takes the account id of the signed-in viewer, so nobody reads or changes another account's list.
import { AppError } from '../../../core/errors.ts';
import type { Queryable } from '../../adapters/database.ts';
import { countAdEvent, type StatsDeps } from '../ad-counts/index.ts';
import { type AdCard, findAdCards } from '../ads/index.ts';

/** How many favourites an account may keep (enough for anyone; bounds the ids sent with every page). */
export const MAX_FAVORITES = 500;

/** The account's favourite ad ids, newest first. */
export async function listFavoriteIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ ad_id: number }>(
    'SELECT ad_id FROM favorites WHERE user_id = $1 ORDER BY created_at DESC, ad_id DESC',
    [userId],
  );
  return rows.map((row) => row.ad_id);
}

/** The cards of the account's favourite ads that are still published, newest favourite first. */
export async function listFavoriteAds(db: Queryable, userId: number): Promise<AdCard[]> {
  return findAdCards(db, await listFavoriteIds(db, userId));
}

/** Adds a published ad to the account's favourites; adding one twice is the same as once. */
export async function addFavorite(deps: StatsDeps, userId: number, adId: number): Promise<void> {
  const { db } = deps;
  const [ad] = await db.query<{ user_id: number }>("SELECT user_id FROM ads WHERE id = $1 AND status = 'published'", [
    adId,
  ]);
  if (!ad) throw new AppError('NOT_FOUND', [{ path: 'params.id', message: 'ad_not_found' }]);
  const [count] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM favorites WHERE user_id = $1', [
    userId,
  ]);
  if ((count?.count ?? 0) >= MAX_FAVORITES)
    throw new AppError('VALIDATION_FAILED', [{ path: 'params.id', message: 'too_many_favorites' }]);
  const added = await db.query(
    'INSERT INTO favorites (user_id, ad_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING ad_id',
    [userId, adId],
  );
  if (added.length > 0 && ad.user_id !== userId) countAdEvent(deps, adId, 'favorites');
}

/** Removes an ad from the account's favourites; NOT_FOUND when it is not one of them. */
export async function removeFavorite(db: Queryable, userId: number, adId: number): Promise<void> {
  const removed = await db.query('DELETE FROM favorites WHERE user_id = $1 AND ad_id = $2 RETURNING ad_id', [
    userId,
    adId,
  ]);
  if (removed.length === 0) throw new AppError('NOT_FOUND');
}
