// Test helpers of the payments module (imported by tests only).
import type { Queryable } from '../../adapters/database.ts';
import { createAd } from '../../seed/factories.ts';
import { catalogueIndex } from '../catalog/service.ts';

/** A property ad of `userId`'s (listing fee Tk 500) waiting for its fee. */
export async function feeAd(db: Queryable, userId: number) {
  const property = catalogueIndex.categoryById(210);
  const leaf = property ? (catalogueIndex.categoryChildren(property)[0]?.id ?? 210) : 210;
  const ad = await createAd(db, userId, { categoryId: leaf, status: 'pending_payment', publishedAt: null });
  await db.query('UPDATE ads SET listing_fee = 500 WHERE id = $1', [ad.id]);
  return ad;
}
