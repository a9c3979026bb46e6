// An order paid online (decision 196): the checkout the payments module opens for it, and paying again after a
// failed or abandoned one.
import { AppError } from '../../../core/errors.ts';
import { startCheckout } from '../payments/index.ts';
import type { OrderServices } from './internal.ts';
import { getOrder, roleIn } from './own-orders.ts';
import { loadOrder, type OrderRow } from './records.ts';
import type { PlacedOrder } from './views.ts';

/** Payment attempts an order may open (a failed or abandoned bKash checkout is tried again with the next key). */
const MAX_PAYMENT_ATTEMPTS = 10;
const CLOSED_UNPAID = new Set(['failed', 'cancelled', 'expired']);

/**
 * The online payment page of an order still to pay: the open checkout of its first attempt that did not fail, so the
 * same order asks the same payment page again, and a failed or abandoned one is followed by a new attempt (keys
 * `order-{number}`, `order-{number}-2`…). The gateway sends the buyer back to `returnOrigin` (server/http/return-origin.ts).
 */
export async function checkoutOf(
  services: OrderServices,
  order: OrderRow,
  returnOrigin: string | undefined,
  processor = 'bkash',
): Promise<string | null> {
  if (order.payment_method !== 'online' || order.paid || order.state !== 'placed') return null;
  for (let attempt = 1; attempt <= MAX_PAYMENT_ATTEMPTS; attempt += 1) {
    const started = await startCheckout(services, order.buyer_id, {
      context: 'doorstep',
      items: [{ type: 'doorstep_order', ad_id: order.ad_id, order_id: order.id }],
      processor,
      idempotency_key: attempt === 1 ? `order-${order.number}` : `order-${order.number}-${attempt}`,
      locale: order.locale,
      returnOrigin,
    });
    if (!CLOSED_UNPAID.has(started.payment.state)) return started.redirect_url;
  }
  throw new AppError('INVALID_TRANSITION', [{ path: 'payment', message: 'too_many_attempts' }]);
}

/** The buyer pays an online order (again, after a failed or abandoned checkout): the provider's page to go to. */
export async function payOrder(
  services: OrderServices,
  viewerId: number,
  id: number,
  returnOrigin?: string,
): Promise<PlacedOrder> {
  const order = await loadOrder(services.db, id);
  if (roleIn(order, viewerId) !== 'buyer') throw new AppError('INVALID_TRANSITION');
  return {
    order: await getOrder(services, viewerId, id),
    redirect_url: await checkoutOf(services, order as OrderRow, returnOrigin),
  };
}
