// Staff: complaint cases decided for the seller or the buyer, and refunds ended orders owe (decisions 193, 235, 237).
import type { OrderState } from '../../../core/delivery/order-lifecycle.ts';
import type { ComplaintDecision } from '../../../core/delivery/payout.ts';
import { AppError } from '../../../core/errors.ts';
import type { Queryable } from '../../adapters/database.ts';
import { recordAction, type Staff } from '../staff/index.ts';
import { refundPayment } from '../payments/index.ts';
import {
  contextOf,
  findOrders,
  loadOrder,
  moveOrder,
  type OrderRow,
  recordOrderEvent,
  tellOrderStep,
} from './records.ts';
import { acceptedColumns, type OrderServices, refundedColumns } from './internal.ts';

export interface ComplaintCase {
  id: number;
  number: string;
  ad: { id: number; title: string };
  buyer: { id: number; name: string };
  seller: { id: number; name: string };
  complaint: string;
  opened_at: string;
  online_poisha: number;
}

/** Open complaint cases, oldest first. */
export async function listComplaintCases(db: Queryable): Promise<ComplaintCase[]> {
  const rows = await db.query<{
    id: number;
    number: string;
    ad_id: number;
    title: string;
    buyer_id: number;
    buyer_name: string;
    seller_id: number;
    seller_name: string;
    complaint: string;
    complaint_opened_at: Date;
    online_poisha: number;
  }>(
    `SELECT o.id, o.number, o.ad_id, a.title, o.buyer_id, b.name AS buyer_name, o.seller_id, s.name AS seller_name,
       o.complaint, o.complaint_opened_at, o.online_poisha
     FROM orders o JOIN ads a ON a.id = o.ad_id JOIN users b ON b.id = o.buyer_id JOIN users s ON s.id = o.seller_id
     WHERE o.state = 'delivered' AND o.complaint_opened_at IS NOT NULL AND o.complaint_decision IS NULL
     ORDER BY o.complaint_opened_at, o.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    number: r.number,
    ad: { id: Number(r.ad_id), title: r.title },
    buyer: { id: Number(r.buyer_id), name: r.buyer_name },
    seller: { id: Number(r.seller_id), name: r.seller_name },
    complaint: r.complaint,
    opened_at: r.complaint_opened_at.toISOString(),
    online_poisha: Number(r.online_poisha),
  }));
}

/** Staff decide and refund no order they bought or sold: the money would be their own (decision 235). */
function refuseOwnOrder(staff: Staff, order: OrderRow): void {
  if (order.buyer_id === staff.id || order.seller_id === staff.id) throw new AppError('SELF_GRANT');
}

/**
 * An admin decides a complaint (decision 193): for the seller (release: the order is accepted, the payout due) or for
 * the buyer (refund: the payment is refunded through its provider first, then the order is refunded and settled as
 * a refusal, decision 237). Audited with the reason.
 */
export async function decideComplaint(
  services: OrderServices,
  staff: Staff,
  id: number,
  decision: ComplaintDecision,
  reason: string,
): Promise<ComplaintCase[]> {
  const order = await loadOrder(services.db, id);
  if (!order) throw new AppError('NOT_FOUND');
  refuseOwnOrder(staff, order);
  if (!contextOf(order).complaintOpen || order.state !== 'delivered') throw new AppError('INVALID_TRANSITION');
  const refunded = decision === 'refund' && (await refundOrderPayment(services, staff, order, reason));
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const locked = (await loadOrder(tx, id, true)) as OrderRow;
    const decided = { complaint_decision: decision, complaint_decided_at: now };
    const moved =
      decision === 'release'
        ? await moveOrder(tx, locked, 'accept', 'admin', now, { ...acceptedColumns(locked, now), ...decided })
        : await moveOrder(tx, locked, 'refund', 'admin', now, {
            ...refundedColumns(locked),
            ...decided,
            ...(refunded ? { buyer_refunded_at: now } : {}),
          });
    await tellOrderStep(tx, moved, moved.state === 'accepted' ? 'accept' : 'refund', ['buyer', 'seller']);
    await recordAction(tx, staff, {
      action: `order.complaint.${decision}`,
      subject: { type: 'order', id: locked.number },
      before: { state: locked.state },
      after: { state: moved.state },
      reason,
    });
  });
  return listComplaintCases(services.db);
}

/**
 * Refunds an order's online payment in full through its provider (the payments module's refund, audited there);
 * whether there was a payment to refund.
 */
async function refundOrderPayment(
  services: OrderServices,
  staff: Staff,
  order: OrderRow,
  reason: string,
): Promise<boolean> {
  if (!order.paid || order.payment_id === null) return false;
  const [payment] = await services.db.query<{ invoice_number: string; state: string }>(
    'SELECT invoice_number, state FROM payments WHERE id = $1',
    [order.payment_id],
  );
  if (!payment) return false;
  if (payment.state !== 'refunded') await refundPayment(services, staff, payment.invoice_number, reason);
  return true;
}

export interface RefundOwed {
  id: number;
  number: string;
  state: OrderState;
  buyer_refund_poisha: number;
  updated_at: string;
}

/** Paid online orders that ended without the sale (cancelled after paying): the buyer's refund is owed. */
export async function listRefundsOwed(db: Queryable): Promise<RefundOwed[]> {
  const rows = await findOrders(
    db,
    `paid AND buyer_refund_poisha > 0 AND buyer_refunded_at IS NULL AND state IN ('cancelled', 'returned', 'refunded')
     ORDER BY updated_at, id`,
    [],
  );
  return rows.map((o) => ({
    id: o.id,
    number: o.number,
    state: o.state,
    buyer_refund_poisha: o.buyer_refund_poisha ?? 0,
    updated_at: o.updated_at.toISOString(),
  }));
}

/** Staff refund what an ended order owes its buyer, through the payment's provider; the buyer is told. */
export async function refundOwedOrder(
  services: OrderServices,
  staff: Staff,
  id: number,
  reason: string,
): Promise<RefundOwed[]> {
  const order = await loadOrder(services.db, id);
  if (!order) throw new AppError('NOT_FOUND');
  refuseOwnOrder(staff, order);
  const owed = (await listRefundsOwed(services.db)).some((o) => o.id === id);
  if (!owed || !(await refundOrderPayment(services, staff, order, reason))) throw new AppError('INVALID_TRANSITION');
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    await tx.query('UPDATE orders SET buyer_refunded_at = $2, updated_at = $2 WHERE id = $1', [id, now]);
    await recordOrderEvent(tx, order, 'refunded', 'admin', now);
    await tellOrderStep(tx, order, 'refunded', ['buyer']);
  });
  return listRefundsOwed(services.db);
}
