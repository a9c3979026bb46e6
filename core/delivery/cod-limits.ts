// Limits on cash-on-delivery orders per phone, against fake orders: a parcel nobody takes costs the
// seller the courier's bill (order-money.ts returnedSettlement) and a rider's day. The buyer's phone is verified by a
// code before any order; cash on delivery is then refused, and only paying online offered, when the phone has too
// many cash orders under way or was refused at the door too often lately. Daraz and the Bangladeshi f-commerce couriers
// work the same way: a first order on trust, more once parcels were taken, cash refused to numbers that refuse parcels.
// The numbers are decision 194.
import { isFinished, type OrderState, type PaymentMethod } from './order-lifecycle.ts';

/** Cash orders a phone may have under way at once, once it has taken a parcel before. */
export const MAX_OPEN_COD_ORDERS = 3;
/** Cash orders under way for a phone that has never taken a parcel: one, until it arrives. */
export const NEW_PHONE_OPEN_COD_ORDERS = 1;
/** Parcels refused at the door (or returned undeliverable) within REFUSAL_WINDOW_DAYS that end cash on delivery. */
export const REFUSALS_BEFORE_PREPAID_ONLY = 3;
export const REFUSAL_WINDOW_DAYS = 90;
/** The most a courier collects at the door for one order: above it, prepaid only (Tk 20,000). */
export const MAX_COD_COLLECT_POISHA = 20_000_00;

/** One of the phone's past or current doorstep orders, with any payment method. */
export interface PhoneOrder {
  readonly paymentMethod: PaymentMethod;
  readonly state: OrderState;
  /** When the courier brought the parcel back (refused at the door, undeliverable); null for any other ending. */
  readonly refusedAt: Date | null;
}

export type CodRefusal = 'phone_not_verified' | 'too_many_refusals' | 'amount_too_high' | 'too_many_open';

export type CodAllowance =
  | { readonly ok: true }
  /** `until`: for too_many_refusals, when the oldest counted refusal leaves the window and cash is offered again. */
  | { readonly ok: false; readonly reason: CodRefusal; readonly until?: Date };

const DAY_MS = 86_400_000;

/** Whether this phone may pay cash on delivery for an order collecting `collectPoisha` at the door. */
export function codAllowance(
  phone: { readonly verified: boolean; readonly orders: readonly PhoneOrder[] },
  collectPoisha: number,
  now: Date,
): CodAllowance {
  if (!phone.verified) return { ok: false, reason: 'phone_not_verified' };
  const since = now.getTime() - REFUSAL_WINDOW_DAYS * DAY_MS;
  const refusals = phone.orders
    .flatMap((order) => (order.refusedAt && order.refusedAt.getTime() > since ? [order.refusedAt.getTime()] : []))
    .sort((a, b) => b - a);
  if (refusals.length >= REFUSALS_BEFORE_PREPAID_ONLY) {
    // Cash comes back once fewer than the limit are left in the window: when the limit-th newest one leaves it.
    const until = new Date(
      (refusals[REFUSALS_BEFORE_PREPAID_ONLY - 1] ?? now.getTime()) + REFUSAL_WINDOW_DAYS * DAY_MS,
    );
    return { ok: false, reason: 'too_many_refusals', until };
  }
  if (collectPoisha > MAX_COD_COLLECT_POISHA) return { ok: false, reason: 'amount_too_high' };
  const taken = phone.orders.some((order) => order.state === 'delivered' || order.state === 'accepted');
  // A cash order is under way until delivered (the buyer paid) or ended.
  const open = phone.orders.filter(
    (order) => order.paymentMethod === 'cash_on_delivery' && order.state !== 'delivered' && !isFinished(order.state),
  ).length;
  return open >= (taken ? MAX_OPEN_COD_ORDERS : NEW_PHONE_OPEN_COD_ORDERS)
    ? { ok: false, reason: 'too_many_open' }
    : { ok: true };
}
