// Checkout and activation across modules (docs/architecture.md, "flows"): the payments module takes the money and
// knows only its Product interface (server/modules/payments/catalogue.ts); this table says which module prices and
// activates each product: listing fees the ads module, promotions and vouchers the promotions module, membership
// packages the memberships module, doorstep orders the orders module. Also the calls that need both sides: the
// products an ad can have, and a listing fee marked paid at the office.
import { AppError } from '../../core/errors.ts';
import { takaToPoisha } from '../../core/payments/money.ts';
import type { ProductType } from '../../core/payments/purchase.ts';
import { PROMOTION_KINDS } from '../../core/promotions/catalogue.ts';
import type { AppServices } from '../context.ts';
import {
  type AdActor,
  listingFeeDue,
  markListingFeePaid,
  type PostedAd,
  refundListingFee,
  settleListingFee,
} from '../modules/ads/index.ts';
import { activateMembership, endRefundedMembership, priceMembership } from '../modules/memberships/index.ts';
import { markOrderPaid, priceOrder } from '../modules/orders/index.ts';
import {
  adOf,
  type PricedItem,
  type Product,
  processorsOffered,
  productOf,
  recordListingFeePaidAtOffice,
  sellProducts,
} from '../modules/payments/index.ts';
import {
  activatePromotion,
  cancelPaidPromotions,
  holdVoucher,
  ownAd,
  pricePromotion,
  priceVoucher,
  type PromotionOffer,
  promotionOffer,
  redeemVoucher,
  releaseVoucherUses,
} from '../modules/promotions/index.ts';

const listingFee: Product = {
  async price(db, userId, item) {
    const taka = await listingFeeDue(db, userId, adOf(item));
    return { type: 'listing_fee', ad_id: adOf(item), amount_poisha: takaToPoisha(taka) };
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

const PRODUCTS: Partial<Record<ProductType, Product>> = {
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

// On sale wherever this flow is loaded: the app (through flows/routes.ts), the jobs (server/jobs), and the pages.
sellProducts(PRODUCTS);

/**
 * An admin marks a listing fee paid outside the processors (decision 35's stopgap, kept for payments made at the
 * office): the ad goes on to review, and the payment-event log records who did it, in one transaction.
 */
export async function markListingFeePaidByAdmin(
  services: Pick<AppServices, 'db' | 'clock'>,
  actor: AdActor,
  adId: number,
): Promise<PostedAd> {
  return services.db.transaction(async (tx) => {
    const now = services.clock.now();
    const ad = await markListingFeePaid(tx, actor, adId, now);
    await recordListingFeePaidAtOffice(tx, adId, actor.userId, now);
    return ad;
  });
}

export interface AvailableProducts {
  products: {
    listing_fee: { variant_identifier: string; kind: 'listing_fee'; currency: string; amount_poisha: number } | null;
    recommended_promotion: PromotionOffer['recommended_promotion'];
    schedulable_products: PromotionOffer['schedulable_products'];
  };
  checkout_api: string;
  checkout_params_v2: { slug: string; processors: { key: string; type: string }[] };
  ad: { id: number; slug: string; title: string; status: string };
}

/**
 * Spec section 3 "Available-products response" for the buyer's ad: the listing fee due, the promotions it can
 * have (server/modules/promotions), and the processors this process offers. NOT_FOUND for another user's ad.
 */
export async function availableProducts(
  services: Pick<AppServices, 'db' | 'clock' | 'payments'>,
  userId: number,
  slug: string,
): Promise<AvailableProducts> {
  const { category_id: _category, ...ad } = await ownAd(services.db, userId, { slug });
  let fee: PricedItem | null = null;
  const now = services.clock.now();
  try {
    fee = await productOf('listing_fee').price(
      services.db,
      userId,
      { type: 'listing_fee', ad_id: ad.id },
      { now, priced: [] },
    );
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'INVALID_TRANSITION')) throw error;
  }
  return {
    products: {
      listing_fee: fee
        ? { variant_identifier: 'listing_fee', kind: 'listing_fee', currency: 'BDT', amount_poisha: fee.amount_poisha }
        : null,
      ...(await promotionOffer(services.db, { ...ad, category_id: _category })),
    },
    checkout_api: '/data/payments/checkout',
    checkout_params_v2: {
      slug: ad.slug,
      processors: processorsOffered(services),
    },
    ad,
  };
}
