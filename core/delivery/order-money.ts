// A doorstep order's money, in integer poisha, never negative, never fractional. Haat is the
// merchant at the courier (decision 168): the buyer pays Haat online or pays the courier at the door, the courier bills
// Haat its charges (delivery and its cash-on-delivery charge) and remits the cash it collected, and Haat pays the seller.
// So on every order what comes in equals what goes out: the buyer's payment = the courier's charges + the seller's
// payout (on a return: refund + courier's bill = payment + what the seller is charged). Decision 192 explains who
// bears what; the property tests hold these sums.
import type { DeliveryPayer } from './offer.ts';
import type { PaymentMethod } from './order-lifecycle.ts';
import { POISHA_PER_TAKA } from '../payments/money.ts';

/** The courier's quote for this parcel, place and amount to collect (server/adapters/courier CourierQuote). */
export interface DeliveryQuote {
  readonly deliveryPoisha: number;
  /** The courier's charge on the cash it collects (Pathao: 1 %); asked with the amount to collect, 0 for prepaid. */
  readonly codChargePoisha: number;
}

export interface OrderPricing {
  readonly unitPricePoisha: number;
  readonly quantity: number;
  readonly quote: DeliveryQuote;
  readonly deliveryPayer: DeliveryPayer;
  readonly paymentMethod: PaymentMethod;
}

export interface OrderMoney {
  readonly itemsPoisha: number;
  readonly deliveryPoisha: number;
  /** Only on cash on delivery; always borne by the seller (decision 192). */
  readonly codChargePoisha: number;
  /** What the buyer pays in all: the items, plus delivery when the buyer pays it. */
  readonly buyerPaysPoisha: number;
  /** Charged through the payments module before the order is confirmed; 0 on cash on delivery. */
  readonly onlinePoisha: number;
  /** What the courier collects at the door (Pathao's amount_to_collect, whole taka); 0 when prepaid. */
  readonly collectPoisha: number;
  /** What the courier bills Haat: delivery and its cash-on-delivery charge. */
  readonly courierChargesPoisha: number;
  /** What the seller is paid once the order is accepted (payout.ts says when). */
  readonly sellerPayoutPoisha: number;
}

export type OrderMoneyResult =
  | { readonly ok: true; readonly money: OrderMoney }
  /**
   * delivery_not_covered: the seller pays delivery and it costs more than the items to this place;
   * collect_not_whole_taka: the courier collects whole taka only, so this total cannot be paid at the door.
   */
  | { readonly ok: false; readonly reason: 'delivery_not_covered' | 'collect_not_whole_taka' };

function requirePoisha(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`${name} must be a whole number ≥ ${min}`);
}

/** What the buyer pays before the COD charge is known: ask the courier's quote with this as the amount to collect. */
export const buyerTotalPoisha = (itemsPoisha: number, deliveryPoisha: number, payer: DeliveryPayer): number =>
  itemsPoisha + (payer === 'buyer' ? deliveryPoisha : 0);

/** An order's amounts; bad numbers (fractions, negatives, a quantity of 0) are the caller's bug and throw. */
export function orderMoney(pricing: OrderPricing): OrderMoneyResult {
  const { unitPricePoisha, quantity, quote, deliveryPayer, paymentMethod } = pricing;
  requirePoisha('unitPricePoisha', unitPricePoisha, 0);
  requirePoisha('quantity', quantity, 1);
  requirePoisha('deliveryPoisha', quote.deliveryPoisha, 0);
  requirePoisha('codChargePoisha', quote.codChargePoisha, 0);
  const itemsPoisha = unitPricePoisha * quantity;
  requirePoisha('itemsPoisha', itemsPoisha, 0);
  const cod = paymentMethod === 'cash_on_delivery';
  const codChargePoisha = cod ? quote.codChargePoisha : 0;
  const buyerPaysPoisha = buyerTotalPoisha(itemsPoisha, quote.deliveryPoisha, deliveryPayer);
  if (cod && buyerPaysPoisha % POISHA_PER_TAKA !== 0) return { ok: false, reason: 'collect_not_whole_taka' };
  const sellerPayoutPoisha = itemsPoisha - (deliveryPayer === 'seller' ? quote.deliveryPoisha : 0) - codChargePoisha;
  if (sellerPayoutPoisha < 0) return { ok: false, reason: 'delivery_not_covered' };
  return {
    ok: true,
    money: {
      itemsPoisha,
      deliveryPoisha: quote.deliveryPoisha,
      codChargePoisha,
      buyerPaysPoisha,
      onlinePoisha: cod ? 0 : buyerPaysPoisha,
      collectPoisha: cod ? buyerPaysPoisha : 0,
      courierChargesPoisha: quote.deliveryPoisha + codChargePoisha,
      sellerPayoutPoisha,
    },
  };
}

/** How an order's money ends: refunded to the buyer, paid to the seller, charged to the seller. */
export interface Settlement {
  readonly buyerRefundPoisha: number;
  readonly sellerPayoutPoisha: number;
  /** Set against the seller's next payouts (a returned parcel's courier bill), never paid by the buyer. */
  readonly sellerChargePoisha: number;
}

/** Accepted (by the buyer, after the complaint window, or by an admin's decision): the seller is paid. */
export const acceptedSettlement = (money: OrderMoney): Settlement => ({
  buyerRefundPoisha: 0,
  sellerPayoutPoisha: money.sellerPayoutPoisha,
  sellerChargePoisha: 0,
});

/**
 * Cancelled before the parcel left: what the buyer paid online comes back in full; the courier bills nothing for a
 * parcel it never picked up. `paid`: whether the online payment was approved (an unpaid order refunds nothing).
 */
export const cancelledSettlement = (money: OrderMoney, paid: boolean): Settlement => ({
  buyerRefundPoisha: paid ? money.onlinePoisha : 0,
  sellerPayoutPoisha: 0,
  sellerChargePoisha: 0,
});

/**
 * Returned: refused at the door (inspect before you pay) or undeliverable. The buyer pays nothing: a prepaid buyer gets back everything paid, items and delivery; a cash buyer paid
 * nothing. The seller is paid nothing and bears the courier's bill for the parcel (`courierBillPoisha`: what the
 * courier charged for the trip and the return, as it invoices it) (decision 192).
 */
export function returnedSettlement(money: OrderMoney, courierBillPoisha: number): Settlement {
  requirePoisha('courierBillPoisha', courierBillPoisha, 0);
  return { buyerRefundPoisha: money.onlinePoisha, sellerPayoutPoisha: 0, sellerChargePoisha: courierBillPoisha };
}

/**
 * Refunded by Haat: an admin decided the buyer's complaint for the buyer (decision 237). The buyer gets back everything
 * paid online, items and delivery, the seller is paid nothing and bears the courier's bill for the delivery, as on a
 * refusal (decision 192): a complaint upheld is the seller's fault. `courierBillPoisha` as in returnedSettlement.
 */
export function refundedSettlement(money: OrderMoney, courierBillPoisha: number): Settlement {
  return returnedSettlement(money, courierBillPoisha);
}
