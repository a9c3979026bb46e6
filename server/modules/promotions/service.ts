// Promotions: the products an ad can be promoted with and their prices (rows an admin edits), pricing
// and activation for the payments module (server/modules/payments/catalogue.ts), vouchers, and the job that starts,
// pauses, bumps, ends and cancels bought promotions by the injected clock. The pure rules are in core/promotions.
import { AppError, type ErrorCode } from '../../../core/errors.ts';
import {
  type CategoryGroup,
  durationDays,
  durationMs,
  EFFECTS,
  isPromotionKind,
  isSchedulable,
  type PromotionKind,
  type PromotionProduct,
} from '../../../core/promotions/catalogue.ts';
import { promotionState, type PromotionState, resumedEnd, unusedRefund } from '../../../core/promotions/lifecycle.ts';
import { isTooFarAhead, SLOT_MINUTES } from '../../../core/promotions/schedule.ts';
import {
  type Voucher,
  voucherDiscount,
  type VoucherRefusal,
  type VoucherUse,
} from '../../../core/promotions/vouchers.ts';
import type { ProductType } from '../../../core/payments/purchase.ts';
import type { Queryable } from '../../adapters/database.ts';
import { groupOfCategory } from '../catalog/index.ts';
import { recordAction, type Staff } from '../staff/index.ts';
import { creditBalance } from '../payments/index.ts';

/** A product as an admin sees and edits it (spec section 3 fields plus its group and whether it is sold). */
export interface ProductRow extends PromotionProduct {
  readonly category_group: CategoryGroup;
  readonly sort_order: number;
  readonly active: boolean;
}

const PRODUCT_COLUMNS = `variant_identifier, kind, 'BDT' AS currency, amount_poisha, duration, count, category_group,
  sort_order, active`;

/** Every product, for the admin page and /data/admin/promotion-products. */
export async function listProducts(db: Queryable): Promise<ProductRow[]> {
  return db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM promotion_products ORDER BY category_group, sort_order, amount_poisha`,
  );
}

export interface ProductChange {
  readonly amount_poisha: number;
  readonly duration: number;
  readonly count: number;
  readonly active: boolean;
}

/** An admin changes a product's price, duration, count or whether it is sold; NOT_FOUND for an unknown variant. */
export async function updateProduct(
  db: Queryable,
  staff: Staff,
  variant: string,
  change: ProductChange,
  now: Date,
): Promise<ProductRow> {
  const [before] = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM promotion_products WHERE variant_identifier = $1`,
    [variant],
  );
  if (!before) throw new AppError('NOT_FOUND');
  const [row] = await db.query<ProductRow>(
    `UPDATE promotion_products SET amount_poisha = $2, duration = $3, count = $4, active = $5, updated_at = $6,
       updated_by = $7
     WHERE variant_identifier = $1 RETURNING ${PRODUCT_COLUMNS}`,
    [variant, change.amount_poisha, change.duration, change.count, change.active, now, staff.id],
  );
  if (!row) throw new AppError('NOT_FOUND');
  await recordAction(db, staff, {
    action: 'promotion_product.update',
    subject: { type: 'promotion_product', id: variant },
    before,
    after: row,
  });
  return row;
}

/** The products sold for ads of a price group, cheapest first within a kind. */
export async function productsForGroup(db: Queryable, group: CategoryGroup): Promise<ProductRow[]> {
  return db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM promotion_products WHERE category_group = $1 AND active
     ORDER BY sort_order, amount_poisha`,
    [group],
  );
}

/** Ads whose promotions can be bought: live, or on their way to be (promotions wait for them, decision 111). */
const PROMOTABLE_STATUSES = ['published', 'pending_review', 'pending_payment'];

export interface PromotableAd {
  id: number;
  slug: string;
  title: string;
  status: string;
  category_id: number;
}

/** The seller's own ad; NOT_FOUND for anyone else's (or an unknown one). */
export async function ownAd(db: Queryable, userId: number, where: { slug: string } | { id: number }) {
  const [ad] = await db.query<PromotableAd>(
    `SELECT id, slug, title, status, category_id FROM ads WHERE ${'slug' in where ? 'slug' : 'id'} = $1
       AND user_id = $2`,
    ['slug' in where ? where.slug : where.id, userId],
  );
  if (!ad) throw new AppError('NOT_FOUND');
  return ad;
}

/** What the promote page and the pickers offer for an ad (spec section 3 "Available-products response"). */
export interface PromotionOffer {
  recommended_promotion: { kind: PromotionKind; preselection: string } | null;
  schedulable_products: (PromotionProduct & { duration_days: number })[];
}

/**
 * The promotions an ad can have. The recommendation is a Top Ad, the cheapest one: it is what sells fastest on
 * the marketplaces Haat follows (decision 106).
 */
export async function promotionOffer(db: Queryable, ad: PromotableAd): Promise<PromotionOffer> {
  if (!PROMOTABLE_STATUSES.includes(ad.status)) return { recommended_promotion: null, schedulable_products: [] };
  const products = await productsForGroup(db, groupOfCategory(ad.category_id));
  const top = products.find((p) => p.kind === 'top_ad');
  return {
    recommended_promotion: top ? { kind: 'top_ad', preselection: top.variant_identifier } : null,
    schedulable_products: products.map((p) => ({
      variant_identifier: p.variant_identifier,
      kind: p.kind,
      currency: p.currency,
      amount_poisha: p.amount_poisha,
      duration: p.duration,
      count: p.count,
      duration_days: durationDays(p),
    })),
  };
}

/** A promotion line of a checkout, as the payments catalogue prices it. */
export interface PromotionItem {
  readonly type: ProductType;
  readonly ad_id: number;
  readonly variant_id?: string | undefined;
  /** When it starts (ISO); absent: when paid (promote_now). */
  readonly schedule_at?: string | undefined;
}

export interface PricedPromotion {
  readonly type: ProductType;
  readonly ad_id: number;
  readonly amount_poisha: number;
  readonly variant_id: string;
  readonly schedule_at: string | null;
  /**
   * When the ad already has this kind running or paid for: when that ends, and this one starts (shown before paying;
   * activation queues it again at the time it is paid). Absent: it starts at its schedule, or when paid.
   */
  readonly queued_after?: string;
}

/**
 * When a promotion of `kind` bought for `adId` starts if it is wanted from `wanted`: a period of the same kind
 * already running or paid for is never bought again, the new one queues after the last (decision 228). Pictures
 * (extra_images) are no period: they add up.
 */
async function queuedStart(db: Queryable, adId: number, kind: string, wanted: Date): Promise<Date> {
  if (kind === 'extra_images') return wanted;
  const [row] = await db.query<{ until: Date | null }>(
    `SELECT max(ends_at) AS until FROM promotions
     WHERE ad_id = $1 AND kind = $2 AND cancelled_at IS NULL AND ends_at > $3`,
    [adId, kind, wanted],
  );
  return row?.until ? new Date(row.until) : wanted;
}

/**
 * Prices one promotion for the ad's owner, from the database: the variant must be sold for the ad's price group
 * and be of the kind named (a tampered variant is refused), a schedule must be a 30-minute slot not in the past
 * and at most MAX_SCHEDULE_DAYS ahead.
 */
export async function pricePromotion(
  db: Queryable,
  userId: number,
  item: PromotionItem,
  now: Date,
): Promise<PricedPromotion> {
  const ad = await ownAd(db, userId, { id: item.ad_id });
  if (!PROMOTABLE_STATUSES.includes(ad.status)) throw new AppError('INVALID_TRANSITION');
  const [product] = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM promotion_products WHERE variant_identifier = $1 AND active`,
    [item.variant_id ?? ''],
  );
  if (!product || product.kind !== item.type || product.category_group !== groupOfCategory(ad.category_id)) {
    throw new AppError('VALIDATION_FAILED', [{ path: 'items.variant_id', message: 'variant_not_offered' }]);
  }
  let scheduleAt: string | null = null;
  if (item.schedule_at !== undefined && isSchedulable(product.kind)) {
    const at = new Date(item.schedule_at);
    if (Number.isNaN(at.getTime()) || at.getTime() % (SLOT_MINUTES * 60_000) !== 0) {
      throw new AppError('SCHEDULE_INVALID');
    }
    if (at.getTime() < now.getTime()) throw new AppError('SCHEDULE_IN_PAST');
    if (isTooFarAhead(at, now)) throw new AppError('SCHEDULE_TOO_FAR');
    scheduleAt = at.toISOString();
  }
  const wanted = scheduleAt ? new Date(scheduleAt) : now;
  const startsAt = await queuedStart(db, ad.id, product.kind, wanted);
  return {
    type: product.kind,
    ad_id: ad.id,
    amount_poisha: product.amount_poisha,
    variant_id: product.variant_identifier,
    schedule_at: scheduleAt,
    ...(startsAt > wanted ? { queued_after: startsAt.toISOString() } : {}),
  };
}

/** A voucher's uses, by this buyer and in all: paid, or held by a checkout still open. */
async function voucherUses(db: Queryable, code: string, userId: number): Promise<VoucherUse> {
  const [use] = await db.query<{ by_user: number; total: number }>(
    `SELECT count(*) FILTER (WHERE user_id = $2)::int AS by_user, count(*)::int AS total FROM voucher_redemptions
     WHERE code = $1`,
    [code, userId],
  );
  return { byUser: use?.by_user ?? 0, total: use?.total ?? 0 };
}

const REFUSAL_CODES: Record<VoucherRefusal, ErrorCode> = {
  voucher_expired: 'VOUCHER_EXPIRED',
  voucher_used_up: 'VOUCHER_USED_UP',
  voucher_not_applicable: 'VOUCHER_NOT_APPLICABLE',
};

/**
 * The discount (poisha) a voucher gives this buyer on `subtotal` poisha of promotions; refused with a clear code. A
 * voucher issued to someone else is, to this buyer, no voucher at all (decision 181).
 */
export async function priceVoucher(db: Queryable, userId: number, code: string, subtotal: number, now: Date) {
  const [voucher] = await db.query<Voucher>(
    `SELECT code, discount_kind, discount_value, expires_at, per_user_limit, total_limit FROM promotion_vouchers
     WHERE code = $1 AND (user_id IS NULL OR user_id = $2)`,
    [code.trim().toUpperCase(), userId],
  );
  if (!voucher) throw new AppError('VOUCHER_EXPIRED');
  const result = voucherDiscount(voucher, await voucherUses(db, voucher.code, userId), subtotal, now);
  if (!result.ok) throw new AppError(REFUSAL_CODES[result.reason]);
  return { code: voucher.code, discount: result.discount };
}

/**
 * Holds one use of a voucher for an opening checkout (in the transaction that opens it): under a lock on the
 * voucher, its uses so far, paid or held by checkouts still open, are counted against its limits, so that parallel
 * checkouts cannot each spend the last use (decision 228). VOUCHER_USED_UP when none is left. A checkout that fails,
 * is cancelled, expires or is discarded gives its use back (releaseVoucherUses).
 */
export async function holdVoucher(
  db: Queryable,
  use: { code: string; userId: number; paymentId: number; discount: number; at: Date },
): Promise<void> {
  const [voucher] = await db.query<Voucher>(
    `SELECT code, discount_kind, discount_value, expires_at, per_user_limit, total_limit FROM promotion_vouchers
     WHERE code = $1 FOR UPDATE`,
    [use.code],
  );
  if (!voucher) throw new AppError('VOUCHER_EXPIRED');
  const counted = await voucherUses(db, voucher.code, use.userId);
  if (
    counted.byUser >= voucher.per_user_limit ||
    (voucher.total_limit !== null && counted.total >= voucher.total_limit)
  ) {
    throw new AppError('VOUCHER_USED_UP');
  }
  await redeemVoucher(db, use);
}

/** Gives back the voucher uses an unpaid checkout held (it failed, was cancelled, expired or was discarded). */
export async function releaseVoucherUses(db: Queryable, paymentId: number): Promise<void> {
  await db.query('DELETE FROM voucher_redemptions WHERE payment_id = $1', [paymentId]);
}

/**
 * Records a voucher used by a payment: held when its checkout opens, written again (once) in the transaction that
 * activates it, for a checkout paid after it had expired.
 */
export async function redeemVoucher(
  db: Queryable,
  redemption: { code: string; userId: number; paymentId: number; discount: number; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO voucher_redemptions (code, user_id, payment_id, discount_poisha, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (code, payment_id) DO NOTHING`,
    [redemption.code, redemption.userId, redemption.paymentId, redemption.discount, redemption.at],
  );
}

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

interface PromotionRow {
  id: number;
  ad_id: number;
  user_id: number;
  kind: PromotionKind;
  variant_identifier: string;
  amount_poisha: number;
  starts_at: Date;
  ends_at: Date;
  paused_at: Date | null;
  cancelled_at: Date | null;
  bumps_total: number;
  bumps_done: number;
  bump_every_minutes: number;
  next_bump_at: Date | null;
  ad_status: string;
  has_effects: boolean;
}

/** Ads back in review: their promotions wait (the clock of each stops). */
const REVIEW_STATUSES = ['pending_review', 'pending_payment'];
/** Ads taken down for good by a moderator or their seller: the unused part of their promotions is refunded. */
const CANCELLING_STATUSES = ['rejected', 'deactivated'];

export interface ApplyReport {
  started: number;
  ended: number;
  paused: number;
  resumed: number;
  cancelled: number;
  bumped: number;
}

/**
 * The promotions job (decision 111), for every promotion not over (or only those of `adIds`): at `now` by the
 * injected clock, pauses those whose ad is back in review and resumes them once it is published again (their end
 * moves by the pause), cancels those whose ad was rejected or removed (crediting the unused part to the seller's
 * balance), bumps what is due, and makes the effects searches and cards read (ad_promotions rows) match what is in
 * force: written when a promotion starts, removed when it ends.
 */
export async function applyPromotions(db: Queryable, now: Date, adIds?: readonly number[]): Promise<ApplyReport> {
  const report: ApplyReport = { started: 0, ended: 0, paused: 0, resumed: 0, cancelled: 0, bumped: 0 };
  const rows = await db.query<PromotionRow>(
    `SELECT p.*, a.status AS ad_status,
       EXISTS (SELECT 1 FROM ad_promotions e WHERE e.promotion_id = p.id) AS has_effects
     FROM promotions p JOIN ads a ON a.id = p.ad_id
     WHERE p.cancelled_at IS NULL AND (p.ends_at > $1 OR EXISTS (SELECT 1 FROM ad_promotions e WHERE e.promotion_id = p.id))
       AND ($2::bigint[] IS NULL OR p.ad_id = ANY($2::bigint[]))
     ORDER BY p.id`,
    [now, adIds ?? null],
  );
  for (const row of rows) {
    let promotion = row;
    if (CANCELLING_STATUSES.includes(row.ad_status) && row.ends_at > now) {
      const refund = unusedRefund(row, now);
      await creditBalance(db, {
        userId: row.user_id,
        amountPoisha: refund,
        reason: 'promotion_refund',
        reference: `promotion:${row.id}`,
        at: now,
      });
      await db.query('UPDATE promotions SET cancelled_at = $2, refunded_poisha = $3 WHERE id = $1', [
        row.id,
        now,
        refund,
      ]);
      promotion = { ...row, cancelled_at: now };
      report.cancelled += 1;
    } else if (REVIEW_STATUSES.includes(row.ad_status) && !row.paused_at && row.ends_at > now) {
      await db.query('UPDATE promotions SET paused_at = $2 WHERE id = $1', [row.id, now]);
      promotion = { ...row, paused_at: now };
      report.paused += 1;
    } else if (row.ad_status === 'published' && row.paused_at) {
      const endsAt = resumedEnd(row, now);
      const shift = endsAt.getTime() - row.ends_at.getTime();
      const nextBump = row.next_bump_at ? new Date(row.next_bump_at.getTime() + shift) : null;
      // The start moves with the end, so that the promotion's length stays what was paid for (refunds use it).
      const startsAt = new Date(row.starts_at.getTime() + shift);
      await db.query(
        'UPDATE promotions SET paused_at = NULL, starts_at = $2, ends_at = $3, next_bump_at = $4 WHERE id = $1',
        [row.id, startsAt, endsAt, nextBump],
      );
      promotion = { ...row, paused_at: null, starts_at: startsAt, ends_at: endsAt, next_bump_at: nextBump };
      report.resumed += 1;
    }
    const inForce = promotionState(promotion, now) === 'active' && promotion.ad_status === 'published';
    if (
      inForce &&
      promotion.next_bump_at &&
      promotion.next_bump_at <= now &&
      promotion.bumps_done < promotion.bumps_total
    ) {
      await bump(db, promotion, now);
      report.bumped += 1;
    }
    if (inForce && !row.has_effects && EFFECTS[row.kind].length > 0) {
      // In force until the job removes it: searches compare with the database's now(), the job with the clock.
      await db.query(
        `INSERT INTO ad_promotions (ad_id, kind, starts_at, ends_at, promotion_id)
         SELECT $1, kind, now() - interval '1 second', 'infinity', $2 FROM unnest($3::text[]) AS k(kind)`,
        [row.ad_id, row.id, EFFECTS[row.kind]],
      );
      report.started += 1;
    } else if (!inForce && row.has_effects) {
      await db.query('DELETE FROM ad_promotions WHERE promotion_id = $1', [row.id]);
      report.ended += 1;
    }
  }
  return report;
}

/** Moves the ad to the top of date order; the date the seller posted it stays in posted_at (decision 112). */
async function bump(db: Queryable, promotion: PromotionRow, now: Date): Promise<void> {
  await db.query(
    `UPDATE ads SET posted_at = COALESCE(posted_at, published_at), published_at = GREATEST(published_at, $2)
     WHERE id = $1 AND status = 'published'`,
    [promotion.ad_id, now],
  );
  const done = promotion.bumps_done + 1;
  const next =
    done < promotion.bumps_total && promotion.next_bump_at
      ? new Date(promotion.next_bump_at.getTime() + promotion.bump_every_minutes * 60_000)
      : null;
  await db.query('UPDATE promotions SET bumps_done = $2, next_bump_at = $3 WHERE id = $1', [promotion.id, done, next]);
}

/** A promotion as its seller sees it on /my/published-ads and the promote page. */
export interface PromotionView {
  id: number;
  ad_id: number;
  kind: PromotionKind;
  variant_identifier: string;
  state: PromotionState;
  starts_at: string;
  ends_at: string;
  amount_poisha: number;
  refunded_poisha: number;
}

/** The seller's promotions not over yet (scheduled, active, paused), of all their ads or of `adIds` only. */
export async function myPromotions(
  db: Queryable,
  userId: number,
  now: Date,
  adIds?: readonly number[],
): Promise<PromotionView[]> {
  const rows = await db.query<PromotionRow & { refunded_poisha: number }>(
    `SELECT p.*, '' AS ad_status, false AS has_effects FROM promotions p
     WHERE p.user_id = $1 AND ($2::bigint[] IS NULL OR p.ad_id = ANY($2::bigint[])) AND p.cancelled_at IS NULL
       AND p.ends_at > $3
     ORDER BY p.starts_at, p.id`,
    [userId, adIds ?? null, now],
  );
  return rows.map((row) => ({
    id: row.id,
    ad_id: row.ad_id,
    kind: row.kind,
    variant_identifier: row.variant_identifier,
    state: promotionState(row, now),
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    amount_poisha: row.amount_poisha,
    refunded_poisha: row.refunded_poisha,
  }));
}
