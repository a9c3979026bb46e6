// Buying promotions: a seller's selection (spec section 3) is turned into checkout lines (schedules resolved,
// core/promotions/selection.ts), priced by the payments catalogue and paid through the payments module.
import type { Locale } from '../../../core/catalogue.ts';
import { AppError } from '../../../core/errors.ts';
import type { PaymentContext } from '../../../core/payments/lifecycle.ts';
import { type PromotionSelection, selectionItems } from '../../../core/promotions/selection.ts';
import {
  type PricedItem,
  type CheckoutStarted,
  type PaymentServices,
  priceItems,
  startCheckout,
} from '../payments/index.ts';
import { ownAd } from './pricing.ts';

export interface SelectionInput {
  readonly slug: string;
  readonly promotions: readonly PromotionSelection[];
  readonly voucher?: string | null | undefined;
}

async function linesOf(services: PaymentServices, userId: number, input: SelectionInput) {
  const ad = await ownAd(services.db, userId, { slug: input.slug });
  const result = selectionItems(ad.id, input.promotions, input.voucher || null, services.clock.now());
  if (!result.ok) {
    if (result.error === 'NOTHING_SELECTED') {
      throw new AppError('VALIDATION_FAILED', [{ path: 'promotions', message: 'nothing_selected' }]);
    }
    throw new AppError(result.error);
  }
  return result.items;
}

export interface Quote {
  items: PricedItem[];
  total_poisha: number;
}

/** POST /data/products/upsell: what a selection costs this seller now (nothing is bought). */
export async function quoteSelection(services: PaymentServices, userId: number, input: SelectionInput): Promise<Quote> {
  const lines = await linesOf(services, userId, input);
  const { items, amount } = await priceItems(services.db, userId, lines, services.clock.now());
  return { items, total_poisha: amount };
}

/** Opens the checkout of a selection; refused with PRICE_CHANGED when the total is not the one the seller saw. */
export async function buySelection(
  services: PaymentServices,
  userId: number,
  input: SelectionInput & {
    readonly context: PaymentContext;
    readonly processor: string;
    readonly idempotency_key: string;
    readonly expected_amount_poisha: number;
    readonly locale: Locale;
    readonly returnOrigin?: string;
  },
): Promise<CheckoutStarted> {
  const items = await linesOf(services, userId, input);
  return startCheckout(services, userId, {
    context: input.context,
    items,
    processor: input.processor,
    idempotency_key: input.idempotency_key,
    expected_amount_poisha: input.expected_amount_poisha,
    locale: input.locale,
    returnOrigin: input.returnOrigin,
  });
}
