// The product catalogue (issue 13): what can be bought, priced on the server and activated once paid. Each product
// type the payments module sells is one entry: how to price it for a buyer (from the database, never from the
// browser) and what to do in the transaction that records its approval. Listing fees are here; promotions and
// vouchers are priced and activated by their module (server/modules/promotions), membership packages by theirs
// (server/modules/memberships); this table only names them. Every product is for an ad except membership_package.
import { AppError } from '../../../core/errors.ts';
import { takaToPoisha } from '../../../core/payments/money.ts';
import type { ProductType } from '../../../core/payments/purchase.ts';
import { PROMOTION_KINDS } from '../../../core/promotions/catalogue.ts';
import type { Queryable } from '../../adapters/database.ts';
import { settleListingFee } from '../ads/lifecycle.ts';
import { activateMembership, priceMembership, type MembershipPurchase } from '../memberships/service.ts';
import { markOrderPaid, priceOrder } from '../orders/payment.ts';
import { activatePromotion, pricePromotion, priceVoucher, redeemVoucher } from '../promotions/service.ts';

/** One thing in a checkout, as the buyer names it (spec section 7: kind, variant_id, schedule_at). */
export interface CheckoutItem {
  readonly type: ProductType;
  /** The ad it is for: every product but membership_package. */
  readonly ad_id?: number | undefined;
  /** Promotions: the variant bought. */
  readonly variant_id?: string | undefined;
  /** Promotions: when it starts (ISO); absent for promote_now. */
  readonly schedule_at?: string | undefined;
  /** voucher_v2: the voucher's code. */
  readonly code?: string | undefined;
  /** membership_package, a downgrade: the ads the member keeps live (decision 147). */
  readonly keep_ad_ids?: readonly number[] | undefined;
  /** doorstep_order: the order paid (opened by the orders module, never by the checkout call). */
  readonly order_id?: number | undefined;
}

/** One thing in a checkout, as the catalogue priced it (stored with the payment). */
export interface PricedItem {
  readonly type: ProductType;
  /** Absent for membership_package. */
  readonly ad_id?: number;
  /** Negative for a voucher's discount. */
  readonly amount_poisha: number;
  readonly variant_id?: string;
  readonly schedule_at?: string | null;
  readonly code?: string;
  /** membership_package: what buying it does to the member's term, as priced. */
  readonly membership?: MembershipPurchase;
  /** doorstep_order: the order paid. */
  readonly order_id?: number;
}

/** The ad an item is for; a checkout line of an ad product without one is refused. */
export function adOf(item: Pick<CheckoutItem, 'ad_id'>): number {
  if (item.ad_id === undefined) throw new AppError('VALIDATION_FAILED', [{ path: 'items.ad_id', message: 'required' }]);
  return item.ad_id;
}

/** What pricing may depend on besides the item: the time, and the items of the checkout priced before it. */
export interface PricingContext {
  readonly now: Date;
  readonly priced: readonly PricedItem[];
}

interface Product {
  /** The price for this buyer now; NOT_FOUND for another user's ad, INVALID_TRANSITION when nothing is due. */
  price(db: Queryable, userId: number, item: CheckoutItem, context: PricingContext): Promise<PricedItem>;
  /** Makes a paid item active, inside the transaction that records the approval. */
  activate(db: Queryable, item: PricedItem, paidAt: Date, payment: { id: number; userId: number }): Promise<void>;
}

const listingFee: Product = {
  async price(db, userId, item) {
    const [ad] = await db.query<{ status: string; listing_fee: number; listing_fee_paid_at: Date | null }>(
      'SELECT status, listing_fee, listing_fee_paid_at FROM ads WHERE id = $1 AND user_id = $2',
      [adOf(item), userId],
    );
    if (!ad) throw new AppError('NOT_FOUND');
    if (ad.status !== 'pending_payment' || ad.listing_fee <= 0 || ad.listing_fee_paid_at) {
      throw new AppError('INVALID_TRANSITION');
    }
    // ads.listing_fee is the fee in whole taka charged when the ad was submitted (core/memberships/quota.ts LISTING_FEE_TAKA).
    return { type: 'listing_fee', ad_id: adOf(item), amount_poisha: takaToPoisha(ad.listing_fee) };
  },
  async activate(db, item, paidAt) {
    await settleListingFee(db, adOf(item), paidAt);
  },
};

const promotion: Product = {
  price: (db, userId, item, context) => pricePromotion(db, userId, { ...item, ad_id: adOf(item) }, context.now),
  activate: (db, item, paidAt, payment) =>
    activatePromotion(
      db,
      { ...item, ad_id: adOf(item), variant_id: item.variant_id ?? '', schedule_at: item.schedule_at ?? null },
      payment,
      paidAt,
    ),
};

/** A voucher takes its discount off the promotions priced before it (decision 108): it is priced last. */
const voucher: Product = {
  async price(db, userId, item, context) {
    const subtotal = context.priced
      .filter((p) => p.type !== 'listing_fee' && p.type !== 'voucher_v2' && p.type !== 'membership_package')
      .reduce((sum, p) => sum + p.amount_poisha, 0);
    const { code, discount } = await priceVoucher(db, userId, item.code ?? '', subtotal, context.now);
    return { type: 'voucher_v2', ad_id: adOf(item), amount_poisha: -discount, code };
  },
  async activate(db, item, paidAt, payment) {
    await redeemVoucher(db, {
      code: item.code ?? '',
      userId: payment.userId,
      paymentId: payment.id,
      discount: -item.amount_poisha,
      at: paidAt,
    });
  },
};

export const PRODUCTS: Partial<Record<ProductType, Product>> = {
  listing_fee: listingFee,
  ...Object.fromEntries(PROMOTION_KINDS.map((kind) => [kind, promotion])),
  voucher_v2: voucher,
  membership_package: {
    price: (db, userId, item, context) => priceMembership(db, userId, item, context.now),
    activate: (db, item, paidAt, payment) => activateMembership(db, item, paidAt, payment),
  },
  doorstep_order: {
    price: (db, userId, item) => priceOrder(db, userId, item.order_id),
    activate: (db, item, paidAt, payment) => markOrderPaid(db, item.order_id ?? 0, paidAt, payment),
  },
};

export function productOf(type: ProductType): Product {
  const product = PRODUCTS[type];
  if (!product) throw new AppError('VALIDATION_FAILED', [{ path: 'items', message: 'product_not_sold' }]);
  return product;
}
