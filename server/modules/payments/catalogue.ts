// The product catalogue (issue 13): what can be bought, priced on the server and activated once paid. Each product
// type the payments module sells is one entry: how to price it for a buyer (from the database, never from the
// browser) and what to do in the transaction that records its approval. Listing fees are here; promotions and
// memberships add their entries (their modules own the rules, this table only names them).
import { AppError } from '../../../core/errors.ts';
import { takaToPoisha } from '../../../core/payments/money.ts';
import type { ProductType } from '../../../core/payments/purchase.ts';
import type { Queryable } from '../../adapters/database.ts';
import { settleListingFee } from '../ads/lifecycle.ts';

/** One thing in a checkout, as the buyer names it. */
export interface CheckoutItem {
  readonly type: ProductType;
  readonly ad_id: number;
}

/** One thing in a checkout, as the catalogue priced it (stored with the payment). */
export interface PricedItem {
  readonly type: ProductType;
  readonly ad_id: number;
  readonly amount_poisha: number;
}

interface Product {
  /** The price for this buyer now; NOT_FOUND for another user's ad, INVALID_TRANSITION when nothing is due. */
  price(db: Queryable, userId: number, item: CheckoutItem): Promise<PricedItem>;
  /** Makes a paid item active, inside the transaction that records the approval. */
  activate(db: Queryable, item: PricedItem, paidAt: Date): Promise<void>;
}

const listingFee: Product = {
  async price(db, userId, item) {
    const [ad] = await db.query<{ status: string; listing_fee: number; listing_fee_paid_at: Date | null }>(
      'SELECT status, listing_fee, listing_fee_paid_at FROM ads WHERE id = $1 AND user_id = $2',
      [item.ad_id, userId],
    );
    if (!ad) throw new AppError('NOT_FOUND');
    if (ad.status !== 'pending_payment' || ad.listing_fee <= 0 || ad.listing_fee_paid_at) {
      throw new AppError('INVALID_TRANSITION');
    }
    // ads.listing_fee is the fee in whole taka charged when the ad was submitted (core/ad-lifecycle LISTING_FEES).
    return { type: 'listing_fee', ad_id: item.ad_id, amount_poisha: takaToPoisha(ad.listing_fee) };
  },
  async activate(db, item, paidAt) {
    await settleListingFee(db, item.ad_id, paidAt);
  },
};

export const PRODUCTS: Partial<Record<ProductType, Product>> = { listing_fee: listingFee };

export function productOf(type: ProductType): Product {
  const product = PRODUCTS[type];
  if (!product) throw new AppError('VALIDATION_FAILED', [{ path: 'items', message: 'product_not_sold' }]);
  return product;
}
