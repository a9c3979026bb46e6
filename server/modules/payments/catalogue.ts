// What can be bought (spec section 7 checkout items) and what the payments module asks of each product: how to
// price it for a buyer (from the database, never from the browser), what it claims while its checkout is open, and
// what to do in the transactions that record its approval or refund. Payments knows this interface, not the modules
// that sell: the checkout flow (server/flows/checkout.ts) puts each product on sale when the process starts.
import { AppError } from '../../../core/errors.ts';
import type { ProductType } from '../../../core/payments/purchase.ts';
import type { MembershipPurchase } from '../../../core/memberships/terms.ts';
import type { Queryable } from '../../adapters/database.ts';

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

export interface Product {
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

/**
 * The products on sale, by type, filled by the checkout flow when it loads (the pages call it through their load
 * context, decision 249).
 */
const onSale = new Map<ProductType, Product>();

/** Puts products on sale: the checkout flow's table (server/flows/checkout.ts). */
export function sellProducts(products: Partial<Record<ProductType, Product>>): void {
  for (const [type, product] of Object.entries(products) as [ProductType, Product][]) onSale.set(type, product);
}

export function productOf(type: ProductType): Product {
  const product = onSale.get(type);
  if (!product) throw new AppError('VALIDATION_FAILED', [{ path: 'items', message: 'product_not_sold' }]);
  return product;
}
