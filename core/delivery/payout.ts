// Inspect before you pay: when a doorstep order's seller is paid. A cash buyer inspects the parcel
// before paying the courier, so paying is accepting and the seller's payout is due at delivery. A prepaid buyer paid
// before seeing the item, so the payout waits COMPLAINT_WINDOW_HOURS after delivery: a complaint in that window holds
// it and opens a case for the admins, who decide it for the seller (release: the order is accepted) or for the buyer
// (refund: the order is refunded, order-money.ts refundedSettlement, and no payout is ever due: decision 237). The buyer's own acceptance ends the window early.
// Time is passed in (`now`); the amounts are order-money.ts's (decision 193).
import type { OrderState, PaymentMethod } from './order-lifecycle.ts';

export const COMPLAINT_WINDOW_HOURS = 24;

export const COMPLAINT_DECISIONS = ['release', 'refund'] as const;
export type ComplaintDecision = (typeof COMPLAINT_DECISIONS)[number];

export interface Complaint {
  readonly openedAt: Date;
  /** null while the case waits for an admin. */
  readonly decision: ComplaintDecision | null;
}

export interface PayoutOrder {
  readonly paymentMethod: PaymentMethod;
  readonly state: OrderState;
  readonly deliveredAt: Date | null;
  readonly complaint: Complaint | null;
}

/**
 * - not_due: the parcel has not been delivered;
 * - waiting: delivered and prepaid, the complaint window runs until `releaseAt`;
 * - held: a complaint is open, a case for the admins;
 * - due: pay the seller now (and, if the order is still delivered, the system accepts it);
 * - none: returned, refunded or cancelled, the seller is paid nothing (the buyer's refund is order-money.ts's).
 */
export type PayoutStatus =
  { readonly status: 'not_due' | 'held' | 'due' | 'none' } | { readonly status: 'waiting'; readonly releaseAt: Date };

/** The end of a delivered order's complaint window. */
export const complaintWindowEnd = (deliveredAt: Date): Date =>
  new Date(deliveredAt.getTime() + COMPLAINT_WINDOW_HOURS * 3_600_000);

export function payoutStatus(order: PayoutOrder, now: Date): PayoutStatus {
  switch (order.state) {
    case 'placed':
    case 'confirmed':
    case 'handed_to_courier':
    case 'in_transit':
      return { status: 'not_due' };
    case 'returned':
    case 'refunded':
    case 'cancelled':
      return { status: 'none' };
    case 'accepted':
      return { status: 'due' };
    case 'delivered': {
      if (order.paymentMethod === 'cash_on_delivery') return { status: 'due' };
      // A decided case whose order step has not been written yet (a process killed in between) still decides.
      if (order.complaint) {
        const decision = order.complaint.decision;
        return { status: decision === null ? 'held' : decision === 'release' ? 'due' : 'none' };
      }
      if (order.deliveredAt === null) throw new Error('a delivered order has its delivery time');
      const releaseAt = complaintWindowEnd(order.deliveredAt);
      return now.getTime() < releaseAt.getTime() ? { status: 'waiting', releaseAt } : { status: 'due' };
    }
  }
}

export type ComplaintRefusal =
  /** Only a delivered parcel can be complained about. */
  | 'not_delivered'
  /** A cash buyer inspected before paying: refusing at the door was the moment. */
  | 'cash_on_delivery'
  | 'window_closed'
  | 'already_complained';

/** Whether the buyer may complain now; a complaint holds the payout and opens a case for the admins. */
export function complaintRefusal(order: PayoutOrder, now: Date): ComplaintRefusal | null {
  if (order.state !== 'delivered' || order.deliveredAt === null) return 'not_delivered';
  if (order.paymentMethod === 'cash_on_delivery') return 'cash_on_delivery';
  if (order.complaint) return 'already_complained';
  return now.getTime() < complaintWindowEnd(order.deliveredAt).getTime() ? null : 'window_closed';
}
