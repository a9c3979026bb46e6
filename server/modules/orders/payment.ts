// A doorstep order paid online (decision 196): the payments module's product `doorstep_order`. The price is the
// order's own online amount (order-money.ts, computed when it was placed), for its buyer only while it waits for its
// payment; activation marks it paid in the transaction that records the approval, and tells the seller.
import { AppError } from '../../../core/errors.ts';
import type { Queryable } from '../../adapters/database.ts';
import type { PricedItem } from '../payments/index.ts';
import { loadOrder, recordOrderEvent, tellOrderStep } from './records.ts';

export async function priceOrder(db: Queryable, userId: number, orderId: number | undefined): Promise<PricedItem> {
  const order = orderId === undefined ? null : await loadOrder(db, orderId);
  if (!order || order.buyer_id !== userId) throw new AppError('NOT_FOUND');
  if (order.payment_method !== 'online' || order.paid || order.state !== 'placed') {
    throw new AppError('INVALID_TRANSITION');
  }
  return { type: 'doorstep_order', ad_id: order.ad_id, order_id: order.id, amount_poisha: order.online_poisha };
}

export async function markOrderPaid(
  db: Queryable,
  orderId: number,
  paidAt: Date,
  payment: { id: number },
): Promise<void> {
  const order = await loadOrder(db, orderId, true);
  if (!order || order.paid) return;
  // Paid after the order was cancelled (the buyer paid late at the provider's page): the money is owed back.
  await db.query(
    `UPDATE orders SET paid = true, payment_id = $2, updated_at = $3,
       buyer_refund_poisha = CASE WHEN state = 'cancelled' THEN online_poisha ELSE buyer_refund_poisha END
     WHERE id = $1`,
    [order.id, payment.id, paidAt],
  );
  await recordOrderEvent(db, order, 'paid', 'system', paidAt, { payment_id: payment.id });
  await tellOrderStep(db, order, 'paid', ['seller']);
}
