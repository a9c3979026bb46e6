// The courier's word: a webhook is a signal; the parcel's status, asked, moves the order forward only (decision 170).
import type { ParcelStatus } from '../../../core/delivery/courier-status.ts';
import {
  availableOrderTransitions,
  courierSteps,
  type OrderTransition,
} from '../../../core/delivery/order-lifecycle.ts';
import type { CourierEvent } from '../../adapters/courier/courier.ts';
import type { AppServices } from '../../context.ts';
import {
  contextOf,
  findOrders,
  loadOrder,
  moveOrder,
  type OrderRow,
  type StepColumns,
  tellOrderStep,
} from './records.ts';
import { cancelledColumns, courierFailure, courierOf, restock, returnedColumns, settleBooking } from './internal.ts';

/** The columns a courier step writes: the delivery time, or the refusal time and the returned settlement. */
function courierColumns(order: OrderRow, step: OrderTransition, now: Date): StepColumns {
  if (step === 'deliver') return { delivered_at: now };
  if (step === 'returnParcel') return { refused_at: now, ...returnedColumns(order) };
  if (step === 'cancel') return cancelledColumns(order);
  return {};
}

/**
 * A courier webhook (decision 170): a signal about a parcel, never proof. The order is found by its consignment, or
 * (Pathao's order.created for a booking whose answer was lost) by our order number with the booking unresolved; the
 * parcel's status is then asked of the courier, and courierSteps() moves the order forward only. A duplicate or late
 * event finds nothing left to do.
 */
export async function receiveCourierSignal(
  services: Pick<AppServices, 'db' | 'clock' | 'couriers'>,
  event: Extract<CourierEvent, { kind: 'parcel' }>,
): Promise<void> {
  const courier = courierOf(services);
  const [found] = await findOrders(services.db, 'consignment_id = $1 OR (number = $2 AND booking = $3) LIMIT 1', [
    event.consignmentId,
    event.merchantOrderId ?? '',
    'unresolved',
  ]);
  if (!found) return;
  let parcel;
  try {
    parcel = await courier.parcelStatus(event.consignmentId);
  } catch (error) {
    return courierFailure(error, 'consignment_id');
  }
  // The courier's own record must name this order: a consignment of someone else's parcel moves nothing.
  if (parcel.merchantOrderId !== null && parcel.merchantOrderId !== found.number) return;
  await applyParcelStatus(services, found.id, parcel.consignmentId, parcel.status);
}

async function applyParcelStatus(
  services: Pick<AppServices, 'db' | 'clock'>,
  id: number,
  consignmentId: string,
  status: ParcelStatus,
): Promise<void> {
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    let order = (await loadOrder(tx, id, true)) as OrderRow;
    if (order.booking === 'unresolved') order = await settleBooking(tx, order, consignmentId, 'courier', now);
    if (order.booking !== 'booked') return;
    for (const step of courierSteps(order.state, status)) {
      // A step the courier may not take from here (handOver before the booking settles) ends the walk.
      if (!availableOrderTransitions(order.state, 'courier', contextOf(order)).includes(step)) return;
      order = await moveOrder(tx, order, step, 'courier', now, courierColumns(order, step, now));
      if (step !== 'handOver') await tellOrderStep(tx, order, step, ['buyer', 'seller']);
      if (step === 'cancel') await restock(tx, order);
    }
  });
}
