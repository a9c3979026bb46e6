// The demo seller's own screens (decision 261): a newcomer signed in as the seller finds something on each of them.
// The seed's ads stand for months of selling, but whether this one seller has an expired ad, a promotion that has
// ended or an ad waiting for its fee is left to chance; here each is made sure of.
import { LISTING_FEE_TAKA } from '../../core/memberships/quota.ts';
import type { Database } from '../adapters/database.ts';
import { catalogueIndex, groupOfCategory } from '../modules/catalog/index.ts';
import { applyPromotions, productsForGroup } from '../modules/promotions/index.ts';
import { createAd } from './factories.ts';
import { buyPromotion } from './promotions.ts';

const DAY = 24 * 3600 * 1000;
/** Apartment rentals: property, which pays its listing fee from the first ad. */
const APARTMENT_RENTALS = 212;

/**
 * The account a visitor signs into lives as a real seller's: the demo's renewal job (server/seed/demo-renewal.ts)
 * no longer republishes its expired ads, which wait in /my/republish-ads. One of them at least: the oldest published
 * ad outside electronics, where the quota demo keeps the seller's one live ad (server/seed/quota-demo.ts).
 */
async function expiredAd(db: Database, sellerId: number, now: Date): Promise<void> {
  await db.query('UPDATE users SET is_demo = false WHERE id = $1', [sellerId]);
  const [expired] = await db.query("SELECT 1 FROM ads WHERE user_id = $1 AND status = 'expired'", [sellerId]);
  if (expired) return;
  const published = await db.query<{ id: number; category_id: number }>(
    "SELECT id, category_id FROM ads WHERE user_id = $1 AND status = 'published' ORDER BY published_at, id",
    [sellerId],
  );
  const oldest = published.find((ad) => groupOfCategory(ad.category_id) !== 'electronics');
  if (!oldest) return;
  await db.query("UPDATE ads SET status = 'expired', expires_at = $2, updated_at = $2 WHERE id = $1", [
    oldest.id,
    new Date(now.getTime() - DAY),
  ]);
}

/** A top ad bought a fortnight ago and over since: its results are on the ad's statistics page (/my/ad-stats). */
async function endedPromotion(db: Database, sellerId: number, now: Date): Promise<void> {
  const [ended] = await db.query('SELECT 1 FROM promotions WHERE user_id = $1 AND ends_at <= $2', [sellerId, now]);
  if (ended) return;
  const [ad] = await db.query<{ id: number; user_id: number; category_id: number }>(
    `SELECT a.id, a.user_id, a.category_id FROM ads a WHERE a.user_id = $1 AND a.status = 'published'
       AND NOT EXISTS (SELECT 1 FROM promotions p WHERE p.ad_id = a.id)
     ORDER BY a.published_at, a.id LIMIT 1`,
    [sellerId],
  );
  if (!ad) return;
  const products = await productsForGroup(db, groupOfCategory(ad.category_id));
  const product = products.find((p) => p.kind === 'top_ad');
  if (!product) return;
  await buyPromotion(db, ad, product, new Date(now.getTime() - 14 * DAY), null);
  await applyPromotions(db, now);
}

/** A flat to let, posted yesterday and waiting for its listing fee: /my/pending-payment-ads offers to pay it. */
async function feeToPay(db: Database, sellerId: number, now: Date): Promise<void> {
  const [waiting] = await db.query(
    "SELECT 1 FROM ads WHERE user_id = $1 AND status = 'pending_payment' AND listing_fee > 0",
    [sellerId],
  );
  if (waiting) return;
  const [contact] = await db.query<{ name: string; number: string | null }>(
    `SELECT u.name, (SELECT p.number FROM phone_numbers p WHERE p.user_id = u.id ORDER BY p.id LIMIT 1) AS number
     FROM users u WHERE u.id = $1`,
    [sellerId],
  );
  const { id } = await createAd(db, sellerId, {
    categoryId: APARTMENT_RENTALS,
    locationId: catalogueIndex.locationBySlug('mirpur')?.id ?? 1,
    status: 'pending_payment',
    type: 'to_rent',
    title: '2 bed flat to let in Mirpur 10, from next month',
    description:
      'South-facing flat on the 4th floor: 2 bedrooms, 2 bathrooms, a drawing-dining room and a balcony. Lift, ' +
      'generator and gas line. Families only. Near Mirpur 10 metro station.',
    price: 18_000,
    properties: { bedrooms: '2', bathrooms: '2', size: 950 },
    contactName: contact?.name ?? '',
    contactPhones: contact?.number ? [contact.number] : [],
    createdAt: new Date(now.getTime() - DAY),
    publishedAt: null,
  });
  await db.query('UPDATE ads SET listing_fee = $2 WHERE id = $1', [id, LISTING_FEE_TAKA.property]);
}

export async function seedSellerScreens(db: Database, sellerId: number, now: Date): Promise<void> {
  await expiredAd(db, sellerId, now);
  await endedPromotion(db, sellerId, now);
  await feeToPay(db, sellerId, now);
}
