// The demo's promotions, bought as a checkout would leave them: a paid bKash payment and its activation.
import type { PromotionKind } from '../../core/promotions/catalogue.ts';
import type { Database } from '../adapters/database.ts';
import { groupOfCategory } from '../modules/catalog/index.ts';
import { activatePromotion, applyPromotions, productsForGroup } from '../modules/promotions/index.ts';

const DAY = 24 * 3600 * 1000;

type Product = Awaited<ReturnType<typeof productsForGroup>>[number];

/**
 * One promotion of `ad` bought at `paidAt` (and starting at `scheduleAt`, or at once): its payment, settled, and its
 * activation. One per ad: the invoice code is the ad's.
 */
export async function buyPromotion(
  db: Database,
  ad: { id: number; user_id: number },
  product: Product,
  paidAt: Date,
  scheduleAt: Date | null,
): Promise<void> {
  const item = {
    type: product.kind,
    ad_id: ad.id,
    amount_poisha: product.amount_poisha,
    variant_id: product.variant_identifier,
    schedule_at: scheduleAt?.toISOString() ?? null,
  };
  const code = `HTSEEDP${String(ad.id).padStart(12, '0')}`;
  const [payment] = await db.query<{ id: number }>(
    `INSERT INTO payments (invoice_number, user_id, idempotency_key, context, processor, state, amount_poisha, items,
       ad_id, locale, return_path, provider_reference, provider_transaction_id, created_at, updated_at, settled_at)
     VALUES ($1, $2, $3, 'promotion', 'bkash', 'success', $4, $5, $6, 'bn', $7, $8, $9, $10, $10, $10)
     RETURNING id`,
    [
      code,
      ad.user_id,
      `seed-promotion-${ad.id}`,
      product.amount_poisha,
      JSON.stringify([item]),
      ad.id,
      `/bn/payment/transaction?id=${ad.id}&payment%5Bcode%5D=${code}`,
      `TR0011SEEDP${ad.id}`,
      `TRXSEEDP${ad.id}`,
      paidAt,
    ],
  );
  if (!payment) throw new Error(`promotion payment ${code} not inserted`);
  await activatePromotion(db, item, { id: payment.id, userId: ad.user_id }, paidAt);
}

const DEMO_PROMOTIONS = 500;
const DEMO_KINDS: readonly PromotionKind[] = ['top_ad', 'urgent_ad', 'spotlight', 'featured_ad', 'bump_up'];

/**
 * About one published ad in sixteen of the demo's sellers has a promotion bought through the promotions module
 * (decision 113): a paid bKash payment and its activation, as a checkout would leave them. Most were bought 2 to 21
 * days ago (some are over); one in eight is scheduled for tomorrow evening, so the sellers' lists show scheduled ones.
 */
export async function seedPromotions(
  db: Database,
  userIds: readonly number[],
  seed: number,
  now: Date,
): Promise<number> {
  const chosen = await db.query<{ id: number; user_id: number; category_id: number; h: number }>(
    `SELECT id, user_id, category_id, (hashtext(id::text || $1::text) & 1023) AS h FROM ads
     WHERE status = 'published' AND user_id = ANY($2::bigint[]) AND (hashtext(id::text || $1::text) & 1023) < 64
     ORDER BY id LIMIT $3`,
    [seed, userIds, DEMO_PROMOTIONS],
  );
  const offers = new Map<string, Awaited<ReturnType<typeof productsForGroup>>>();
  let bought = 0;
  for (const ad of chosen) {
    const group = groupOfCategory(ad.category_id);
    if (!offers.has(group)) offers.set(group, await productsForGroup(db, group));
    const kind = DEMO_KINDS[ad.h % DEMO_KINDS.length] as PromotionKind;
    const product = offers.get(group)?.find((p) => p.kind === kind);
    if (!product) continue;
    // Bought between 2 and 21 days ago: some are over, so the statistics' forecasts have past promotions to read.
    const paidAt = new Date(now.getTime() - (2 + (ad.h % 20)) * DAY);
    const scheduleAt = ad.h % 8 === 7 ? new Date(Math.ceil((now.getTime() + DAY) / 1_800_000) * 1_800_000) : null;
    await buyPromotion(db, ad, product, paidAt, scheduleAt);
    bought += 1;
  }
  // Those in force now get their effects: the job, at the seed's clock, starts them (and leaves the ended ones).
  await applyPromotions(db, now);
  return bought;
}
