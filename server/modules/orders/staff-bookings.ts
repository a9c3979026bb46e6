// Staff: bookings left unresolved, settled from the courier's panel (decision 169).
import { bookingNeedsStaff } from '../../../core/delivery/order-lifecycle.ts';
import { AppError } from '../../../core/errors.ts';
import type { AppServices } from '../../context.ts';
import { recordAction, type Staff } from '../staff/index.ts';
import { loadOrder, moveBooking, moveOrder, type OrderRow, tellOrderStep } from './records.ts';
import { courierFailure, courierOf } from './internal.ts';

export interface UnresolvedBooking {
  id: number;
  number: string;
  ad: { id: number; title: string };
  seller: { id: number; name: string };
  sent_at: string;
}

/** Bookings still unresolved UNRESOLVED_BOOKING_STAFF_MINUTES after they were sent: staff settle them (decision 169). */
export async function listUnresolvedBookings(
  services: Pick<AppServices, 'db' | 'clock'>,
): Promise<UnresolvedBooking[]> {
  const rows = await services.db.query<{
    id: number;
    number: string;
    ad_id: number;
    title: string;
    seller_id: number;
    seller_name: string;
    booking_sent_at: Date;
  }>(
    `SELECT o.id, o.number, o.ad_id, a.title, o.seller_id, s.name AS seller_name, o.booking_sent_at
     FROM orders o JOIN ads a ON a.id = o.ad_id JOIN users s ON s.id = o.seller_id
     WHERE o.booking = 'unresolved' ORDER BY o.booking_sent_at, o.id`,
  );
  const now = services.clock.now();
  return rows
    .filter((r) => bookingNeedsStaff(r.booking_sent_at, now))
    .map((r) => ({
      id: Number(r.id),
      number: r.number,
      ad: { id: Number(r.ad_id), title: r.title },
      seller: { id: Number(r.seller_id), name: r.seller_name },
      sent_at: r.booking_sent_at.toISOString(),
    }));
}

/**
 * Staff settle an unresolved booking from the courier's panel (decision 169): the parcel they found (its consignment,
 * checked with the courier to name this order) books it and hands the order over; none found frees the booking, so
 * the seller may book again. Audited with the reason.
 */
export async function settleBookingByStaff(
  services: Pick<AppServices, 'db' | 'clock' | 'couriers'>,
  staff: Staff,
  id: number,
  consignmentId: string | null,
  reason: string,
): Promise<UnresolvedBooking[]> {
  const order = await loadOrder(services.db, id);
  if (!order) throw new AppError('NOT_FOUND');
  if (order.booking !== 'unresolved') throw new AppError('INVALID_TRANSITION');
  if (consignmentId !== null) {
    let parcel;
    try {
      parcel = await courierOf(services).parcelStatus(consignmentId);
    } catch (error) {
      return courierFailure(error, 'consignment_id');
    }
    if (parcel.merchantOrderId !== order.number) {
      throw new AppError('VALIDATION_FAILED', [{ path: 'consignment_id', message: 'another_order' }]);
    }
  }
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const locked = (await loadOrder(tx, id, true)) as OrderRow;
    if (locked.booking !== 'unresolved') throw new AppError('INVALID_TRANSITION');
    if (consignmentId === null) {
      await moveBooking(tx, locked, 'notMade', 'admin', now);
    } else {
      const booked = await moveBooking(tx, locked, 'created', 'admin', now, consignmentId);
      const handed = await moveOrder(tx, booked, 'handOver', 'admin', now);
      await tellOrderStep(tx, handed, 'handOver', ['buyer', 'seller']);
    }
    await recordAction(tx, staff, {
      action: consignmentId === null ? 'order.booking.not_made' : 'order.booking.created',
      subject: { type: 'order', id: locked.number },
      before: { booking: 'unresolved' },
      after: { booking: consignmentId === null ? 'none' : 'booked', consignment_id: consignmentId },
      reason,
    });
  });
  return listUnresolvedBookings(services);
}
