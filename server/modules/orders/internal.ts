// Private helpers of the orders files: the courier, settlement columns, restock, booking settled (decisions 169, 192).
import type { OrderActor } from '../../../core/delivery/order-lifecycle.ts';
import {
  acceptedSettlement,
  cancelledSettlement,
  refundedSettlement,
  returnedSettlement,
} from '../../../core/delivery/order-money.ts';
import { AppError } from '../../../core/errors.ts';
import { type Courier, CourierError } from '../../adapters/courier/courier.ts';
import type { Queryable } from '../../adapters/database.ts';
import type { AppServices } from '../../context.ts';
import { moneyOf, moveBooking, moveOrder, type OrderRow, type StepColumns, tellOrderStep } from './records.ts';

export type OrderServices = Pick<AppServices, 'db' | 'config' | 'email' | 'clock' | 'payments' | 'couriers'>;

export function courierOf(services: Pick<AppServices, 'couriers'>): Courier {
  const courier = services.couriers.courier;
  if (!courier) throw new AppError('SERVICE_UNAVAILABLE', undefined, 'no courier configured');
  return courier;
}

/** The courier's failure as the caller's error: a place it refused is the caller's input, anything else is busy. */
export function courierFailure(error: unknown, field: string): never {
  if (error instanceof CourierError && error.outcome === 'refused') {
    throw new AppError('VALIDATION_FAILED', [{ path: field, message: 'courier_refused' }]);
  }
  if (error instanceof CourierError) throw new AppError('SERVICE_UNAVAILABLE', undefined, error.message);
  throw error;
}

/**
 * The courier made the parcel: the booking is booked and the order handed over, once, whichever came first of the
 * courier's answer and its order.created webhook (they race: Pathao posts the webhook before it answers).
 */
export async function settleBooking(
  tx: Queryable,
  order: OrderRow,
  consignmentId: string,
  actor: OrderActor,
  now: Date,
): Promise<OrderRow> {
  let current = order;
  if (current.booking === 'unresolved')
    current = await moveBooking(tx, current, 'created', 'courier', now, consignmentId);
  if (current.state === 'confirmed' && current.booking === 'booked') {
    current = await moveOrder(tx, current, 'handOver', actor, now);
    await tellOrderStep(tx, current, 'handOver', ['buyer']);
  }
  return current;
}

export const acceptedColumns = (order: OrderRow, now: Date): StepColumns => {
  const settlement = acceptedSettlement(moneyOf(order));
  return {
    payout_released_at: now,
    buyer_refund_poisha: settlement.buyerRefundPoisha,
    seller_charge_poisha: settlement.sellerChargePoisha,
  };
};

export const cancelledColumns = (order: OrderRow): StepColumns => {
  const settlement = cancelledSettlement(moneyOf(order), order.paid);
  return { buyer_refund_poisha: settlement.buyerRefundPoisha, seller_charge_poisha: settlement.sellerChargePoisha };
};

/** The stock an order took comes back when it is cancelled before the parcel left. */
export async function restock(tx: Queryable, order: OrderRow): Promise<void> {
  await tx.query('UPDATE ad_delivery SET stock = stock + $2 WHERE ad_id = $1', [order.ad_id, order.quantity]);
}

/** Returned (refused or undeliverable): the buyer pays nothing, the seller bears the courier's bill. */
export const returnedColumns = (order: OrderRow): StepColumns => {
  const settlement = returnedSettlement(moneyOf(order), order.courier_charges_poisha);
  return { buyer_refund_poisha: settlement.buyerRefundPoisha, seller_charge_poisha: settlement.sellerChargePoisha };
};

/** Refunded by Haat on a complaint decided for the buyer: settled as a refusal, no parcel came back (decision 237). */
export const refundedColumns = (order: OrderRow): StepColumns => {
  const settlement = refundedSettlement(moneyOf(order), order.courier_charges_poisha);
  return { buyer_refund_poisha: settlement.buyerRefundPoisha, seller_charge_poisha: settlement.sellerChargePoisha };
};
