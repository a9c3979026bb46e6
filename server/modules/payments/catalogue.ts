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
import { refundListingFee, settleListingFee } from '../ads/lifecycle.ts';
import {
  activateMembership,
  endRefundedMembership,
  priceMembership,
  type MembershipPurchase,
} from '../memberships/service.ts';
import { markOrderPaid, priceOrder } from '../orders/payment.ts';
import {
  activatePromotion,
  cancelPaidPromotions,
  holdVoucher,
  pricePromotion,
  priceVoucher,
  redeemVoucher,
  releaseVoucherUses,
} from '../promotions/service.ts';

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
  /** Promotions: the end of one of the same kind the ad already has, when this one starts (as priced). */
  readonly queued_after?: string;
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

/** The payment a product's step belongs to. */
export interface PaymentOf {
  readonly id: number;
  readonly userId: number;
}

interface Product {
  /** The price for this buyer now; NOT_FOUND for another user's ad, INVALID_TRANSITION when nothing is due. */
  price(db: Queryable, userId: number, item: CheckoutItem, context: PricingContext): Promise<PricedItem>;
  /**
   * What the line pays for, each thing in at most one open checkout at a time (checkout_claims, decision 228): an
   * ad's listing fee, an ad's promotion of one kind, a member's membership, an order.
   */
  claims(item: CheckoutItem, payment: PaymentOf): string[];
  /**
   * Takes what the line uses up while its checkout is open (a voucher's use), in the transaction that opens it;
   * released when the checkout fails, is cancelled, expires or is discarded.
   */
  hold?(db: Queryable, item: PricedItem, payment: PaymentOf, at: Date): Promise<void>;
  /** Gives back what `hold` took, when the checkout ends unpaid. */
  release?(db: Queryable, payment: PaymentOf): Promise<void>;
  /** Makes a paid item active, inside the transaction that records the approval. */
  activate(db: Queryable, item: PricedItem, paidAt: Date, payment: PaymentOf): Promise<void>;
  /** Ends (or never starts) what a refunded item bought, inside the transaction that records the refund. */
  refund(db: Queryable, item: PricedItem, at: Date, payment: PaymentOf): Promise<void>;
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
  claims: (item) => [`listing_fee:${adOf(item)}`],
  async activate(db, item, paidAt) {
    await settleListingFee(db, adOf(item), paidAt);
  },
  refund: (db, item) => refundListingFee(db, adOf(item)),
};

const promotion: Product = {
  price: (db, userId, item, context) => pricePromotion(db, userId, { ...item, ad_id: adOf(item) }, context.now),
  // One open checkout per ad and kind; a paid one queues the next after it (decision 228).
  claims: (item) => [`${item.type}:${adOf(item)}`],
  activate: (db, item, paidAt, payment) =>
    activatePromotion(
      db,
      { ...item, ad_id: adOf(item), variant_id: item.variant_id ?? '', schedule_at: item.schedule_at ?? null },
      payment,
      paidAt,
    ),
  refund: (db, _item, at, payment) => cancelPaidPromotions(db, payment.id, at),
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
  // A voucher's limits are counted, not claimed: several checkouts may each hold one of its uses.
  claims: () => [],
  hold: (db, item, payment, at) =>
    holdVoucher(db, {
      code: item.code ?? '',
      userId: payment.userId,
      paymentId: payment.id,
      discount: -item.amount_poisha,
      at,
    }),
  release: (db, payment) => releaseVoucherUses(db, payment.id),
  async activate(db, item, paidAt, payment) {
    await redeemVoucher(db, {
      code: item.code ?? '',
      userId: payment.userId,
      paymentId: payment.id,
      discount: -item.amount_poisha,
      at: paidAt,
    });
  },
  // The use stays spent: a refund gives the money back, not the voucher.
  refund: async () => {},
};

export const PRODUCTS: Partial<Record<ProductType, Product>> = {
  listing_fee: listingFee,
  ...Object.fromEntries(PROMOTION_KINDS.map((kind) => [kind, promotion])),
  voucher_v2: voucher,
  membership_package: {
    price: (db, userId, item, context) => priceMembership(db, userId, item, context.now),
    // A member's terms change one purchase at a time: two upgrades at once would both take the same credit.
    claims: (_item, payment) => [`membership:${payment.userId}`],
    activate: (db, item, paidAt, payment) => activateMembership(db, item, paidAt, payment),
    refund: (db, item, at, payment) => endRefundedMembership(db, item, at, payment),
  },
  doorstep_order: {
    price: (db, userId, item) => priceOrder(db, userId, item.order_id),
    claims: (item) => [`order:${item.order_id ?? 0}`],
    activate: (db, item, paidAt, payment) => markOrderPaid(db, item.order_id ?? 0, paidAt, payment),
    // The orders module refunds an order's payment as part of its own step (a complaint decided for the buyer, a
    // refund owed after a cancellation) and moves the order itself.
    refund: async () => {},
  },
};

export function productOf(type: ProductType): Product {
  const product = PRODUCTS[type];
  if (!product) throw new AppError('VALIDATION_FAILED', [{ path: 'items', message: 'product_not_sold' }]);
  return product;
}
