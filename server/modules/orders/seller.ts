// The seller's side of a doorstep order: confirming it and booking its parcel with the courier (decisions 169, 191).
import { bookingStepAfterCall } from '../../../core/delivery/order-lifecycle.ts';
import { AppError } from '../../../core/errors.ts';
import { CourierError } from '../../adapters/courier/courier.ts';
import { loadOrder, moveBooking, moveOrder, type OrderRow, tellOrderStep } from './records.ts';
import { courierOf, type OrderServices, settleBooking } from './internal.ts';
import { getOrder, type OrderView, withOwnOrder } from './own-orders.ts';

/** The seller confirms, and the parcel is booked with the courier at once. */
export async function confirmOrder(services: OrderServices, viewerId: number, id: number): Promise<OrderView> {
  const now = services.clock.now();
  await withOwnOrder(services, viewerId, id, async (tx, order, role) => {
    const confirmed = await moveOrder(tx, order, 'confirm', role, now);
    await tellOrderStep(tx, confirmed, 'confirm', ['buyer']);
  });
  return bookParcel(services, viewerId, id);
}

/**
 * Books the confirmed order's parcel (decision 169): the booking is written `unresolved` before the request leaves,
 * so a process killed during the call leaves it to settle and never books twice. The courier's answer books it and
 * hands the order over; a refusal or a request never sent frees the booking (the seller may book again); an unknown
 * outcome keeps it unresolved until the courier's order.created names our order number.
 */
export async function bookParcel(services: OrderServices, viewerId: number, id: number): Promise<OrderView> {
  const courier = courierOf(services);
  let sending: OrderRow | null = null;
  await withOwnOrder(services, viewerId, id, async (tx, order, role) => {
    if (role !== 'seller' || order.state !== 'confirmed') {
      throw new AppError('INVALID_TRANSITION', [{ path: 'state', message: 'not_allowed_from_state' }]);
    }
    sending = await moveBooking(tx, order, 'send', 'seller', services.clock.now());
  });
  const order = sending as unknown as OrderRow;
  const [ad] = await services.db.query<{ title: string }>('SELECT title FROM ads WHERE id = $1', [order.ad_id]);
  try {
    const parcel = await courier.createParcel({
      merchantOrderId: order.number,
      recipient: {
        name: order.recipient_name,
        phone: order.phone.replace(/^\+88/, ''),
        address: `${order.address}, ${order.place}`.slice(0, 220),
      },
      place: { cityId: order.city_id, zoneId: order.zone_id, areaId: order.area_id },
      weightGrams: order.weight_grams,
      quantity: order.quantity,
      amountToCollectPoisha: order.collect_poisha,
      description: (ad?.title ?? order.number).slice(0, 100),
    });
    await services.db.transaction(async (tx) => {
      const current = (await loadOrder(tx, id, true)) as OrderRow;
      await settleBooking(tx, current, parcel.consignmentId, 'seller', services.clock.now());
    });
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    const step = bookingStepAfterCall(error.outcome);
    if (step) {
      await services.db.transaction(async (tx) => {
        const current = (await loadOrder(tx, id, true)) as OrderRow;
        if (current.booking === 'unresolved')
          await moveBooking(tx, current, step.name, step.actor, services.clock.now());
      });
    }
  }
  return getOrder(services, viewerId, id);
}
