// Starting what was bought: a paid promotion activated for the payments module, one included in a membership,
// and paid promotions cancelled by a refund.
import { type CategoryGroup, durationDays, durationMs, isPromotionKind } from '../../../core/promotions/catalogue.ts';
import type { Queryable } from '../../adapters/database.ts';
import { type PricedPromotion, queuedStart } from './pricing.ts';
import { PRODUCT_COLUMNS, type ProductRow } from './products.ts';
import { applyPromotions } from './promotion-job.ts';

/**
 * Starts a promotion a membership includes (decision 149), at no price and with no payment: a 7-day Top
 * Ad, or one bump now. The caller has checked the ad is the member's and the month's allowance.
 */
export async function startIncludedPromotion(
  db: Queryable,
  ad: { id: number; userId: number; group: CategoryGroup },
  kind: 'bump_up' | 'top_ad',
  now: Date,
): Promise<void> {
  const days = kind === 'top_ad' ? 7 : 1;
  await db.query(
    `INSERT INTO promotions (ad_id, user_id, variant_identifier, kind, amount_poisha, starts_at, ends_at, bumps_total,
       bump_every_minutes, next_bump_at, created_at)
     VALUES ($1, $2, $3, $4, 0, $5, $6, $7, 1440, CASE WHEN $7::int > 0 THEN $5::timestamptz END, $5)`,
    [
      ad.id,
      ad.userId,
      `${kind}-included-${ad.group}`,
      kind,
      now,
      new Date(now.getTime() + days * 86_400_000),
      kind === 'bump_up' ? 1 : 0,
    ],
  );
  await applyPromotions(db, now, [ad.id]);
}

/**
 * Makes a paid promotion: it starts at its schedule (or when paid, if that is later, or when the period of the same
 * kind the ad already has ends) and runs its duration; bumps are planned (bump_up: `count` bumps `duration` minutes
 * apart; urgent_bundle: one a day). In the transaction that records the payment's approval; a second activation of
 * the same payment adds nothing.
 */
export async function activatePromotion(
  db: Queryable,
  item: PricedPromotion,
  payment: { id: number; userId: number },
  paidAt: Date,
): Promise<void> {
  const [product] = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM promotion_products WHERE variant_identifier = $1`,
    [item.variant_id],
  );
  if (!product || !isPromotionKind(product.kind)) throw new Error(`promotion product ${item.variant_id} is gone`);
  const scheduled = item.schedule_at ? new Date(item.schedule_at) : paidAt;
  // Promotions of one ad are queued one payment at a time (two approved at once would both queue after one end).
  await db.query('SELECT id FROM ads WHERE id = $1 FOR UPDATE', [item.ad_id]);
  const startsAt = await queuedStart(db, item.ad_id, product.kind, scheduled > paidAt ? scheduled : paidAt);
  const endsAt = new Date(startsAt.getTime() + durationMs(product));
  const bumps =
    product.kind === 'bump_up' ? product.count : product.kind === 'urgent_bundle' ? durationDays(product) : 0;
  const every = product.kind === 'bump_up' ? product.duration : 1440;
  await db.query(
    `INSERT INTO promotions (ad_id, user_id, payment_id, variant_identifier, kind, amount_poisha, starts_at, ends_at,
       bumps_total, bump_every_minutes, next_bump_at, created_at, extra_pictures)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $9::int > 0 THEN $7::timestamptz END, $11, $12)
     ON CONFLICT (payment_id, variant_identifier) WHERE payment_id IS NOT NULL DO NOTHING`,
    [
      item.ad_id,
      payment.userId,
      payment.id,
      product.variant_identifier,
      product.kind,
      item.amount_poisha,
      startsAt,
      endsAt,
      Math.floor(bumps),
      every,
      paidAt,
      product.kind === 'extra_images' ? product.count : 0,
    ],
  );
  await applyPromotions(db, paidAt, [item.ad_id]);
}

/**
 * Ends what a refunded payment bought (payments module, in the transaction that records the refund): its promotions
 * are cancelled, their effects removed from search and cards at once, and their price counted as refunded (the money
 * went back through the provider, not to the seller's balance).
 */
export async function cancelPaidPromotions(db: Queryable, paymentId: number, at: Date): Promise<void> {
  const cancelled = await db.query<{ id: number }>(
    `UPDATE promotions SET cancelled_at = $2, refunded_poisha = amount_poisha
     WHERE payment_id = $1 AND cancelled_at IS NULL RETURNING id`,
    [paymentId, at],
  );
  if (cancelled.length === 0) return;
  await db.query('DELETE FROM ad_promotions WHERE promotion_id = ANY($1::bigint[])', [cancelled.map((p) => p.id)]);
}
