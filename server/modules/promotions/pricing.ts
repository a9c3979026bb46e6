// What an ad can be promoted with and the price of a promotion, for the promote page and the payments module
// (server/modules/payments/catalogue.ts). The pure rules are in core/promotions.
import { AppError } from '../../../core/errors.ts';
import {
  durationDays,
  isSchedulable,
  type PromotionKind,
  type PromotionProduct,
} from '../../../core/promotions/catalogue.ts';
import { isTooFarAhead, SLOT_MINUTES } from '../../../core/promotions/schedule.ts';
import type { ProductType } from '../../../core/payments/purchase.ts';
import type { Queryable } from '../../adapters/database.ts';
import { groupOfCategory } from '../catalog/index.ts';
import { PRODUCT_COLUMNS, type ProductRow, productsForGroup } from './products.ts';

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
export async function queuedStart(db: Queryable, adId: number, kind: string, wanted: Date): Promise<Date> {
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
