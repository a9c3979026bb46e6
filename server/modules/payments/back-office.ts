// The back office's payments: refunds (through the provider's refund API), the payments list, revenue per day.
import { randomBytes } from 'node:crypto';
import { AppError } from '../../../core/errors.ts';
import { type PaymentState, paymentTransition } from '../../../core/payments/lifecycle.ts';
import type { Queryable } from '../../adapters/database.ts';
import { GatewayError } from '../../adapters/payment-gateways/gateway.ts';
import { recordAction, type Staff } from '../staff/index.ts';
import { productOf } from './catalogue.ts';
import {
  loadPayment,
  move,
  type PaymentRow,
  type PaymentServices,
  recordEvent,
  reference,
  SAME_KEY_WAIT_MS,
  viewOf,
} from './records.ts';
import type { PaymentView } from './views.ts';

/**
 * An admin refunds a paid payment in full through the provider's refund API; recorded as an event, and what it
 * bought ends in the same transaction (decision 228). A payment already refunded answers as it is, so that a
 * refund sent twice at once refunds once and answers both.
 */
export async function refundPayment(
  services: PaymentServices,
  staff: Staff,
  code: string,
  reason: string,
): Promise<PaymentView> {
  const [payment] = await services.db.query<PaymentRow>('SELECT * FROM payments WHERE invoice_number = $1', [code]);
  if (!payment) throw new AppError('NOT_FOUND');
  // Nobody refunds their own payment (decision 235).
  if (Number(payment.user_id) === staff.id) throw new AppError('SELF_GRANT');
  if (payment.state === 'refunded') return viewOf(services.db, payment);
  if (!paymentTransition(payment.state, 'refund', 'admin').ok || !payment.provider_transaction_id) {
    throw new AppError('INVALID_TRANSITION');
  }
  const gateway = services.payments.get(payment.processor);
  if (!gateway) throw new AppError('SERVICE_UNAVAILABLE');
  // One refund of a payment talks to the provider at a time (the providers refuse a second full refund rather than
  // answer the first): the others wait for its outcome.
  const [leased] = await services.db.query(
    `UPDATE payments SET refund_started_at = now()
     WHERE id = $1 AND state = $2 AND (refund_started_at IS NULL OR refund_started_at < now() - make_interval(secs => $3))
     RETURNING id`,
    [payment.id, payment.state, REFUND_LEASE_SECONDS],
  );
  if (!leased) return refundByAnother(services.db, payment);
  const refundKey = await refundKeyOf(services.db, payment, gateway.name, services.clock.now());
  let refund;
  try {
    refund = await gateway.refund(
      { ...reference(payment), providerTransactionId: payment.provider_transaction_id, refundKey },
      payment.amount_poisha,
      reason,
    );
  } catch (error) {
    await services.db.query('UPDATE payments SET refund_started_at = NULL WHERE id = $1', [payment.id]);
    if (error instanceof GatewayError) throw new AppError('SERVICE_UNAVAILABLE', undefined, error.message);
    throw error;
  }
  const now = services.clock.now();
  const refunded = await services.db.transaction(async (tx) => {
    const locked = (await loadPayment(tx, payment.id, true)) as PaymentRow;
    if (locked.state === 'refunded') return locked;
    await recordEvent(tx, payment.id, gateway.name, `refund:${refund.refundReference}`, 'refund', now, {
      reason,
      refund_reference: refund.refundReference,
      amount_poisha: payment.amount_poisha,
    });
    const moved = await move(tx, locked, 'refund', 'admin', now, { refunded_poisha: payment.amount_poisha });
    for (const item of locked.items) {
      await productOf(item.type).refund(tx, item, now, { id: locked.id, userId: locked.user_id });
    }
    await recordAction(tx, staff, {
      action: 'payment.refund',
      subject: { type: 'payment', id: code },
      before: { state: locked.state },
      after: { state: moved.state, refunded_poisha: payment.amount_poisha },
      reason,
    });
    return moved;
  });
  return viewOf(services.db, refunded);
}

/** How long a refund's call to the provider holds off others before a crashed one is taken over. */
const REFUND_LEASE_SECONDS = 60;

/**
 * A refund sent while another of the same payment is with the provider: the payment as that one leaves it, once
 * refunded; 409 when it failed or is still under way after SAME_KEY_WAIT_MS (the staff member tries again).
 */
async function refundByAnother(db: Queryable, payment: PaymentRow): Promise<PaymentView> {
  const until = Date.now() + SAME_KEY_WAIT_MS;
  // Wall time, not services.clock: this waits for another request's network call, not for a business deadline.
  while (Date.now() < until) {
    const [current] = await db.query<PaymentRow & { refund_started_at: Date | null }>(
      'SELECT * FROM payments WHERE id = $1',
      [payment.id],
    );
    if (current?.state === 'refunded') return viewOf(db, current);
    if (!current?.refund_started_at) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new AppError('INVALID_TRANSITION', [{ path: 'payment', message: 'refund_in_progress' }]);
}

/**
 * The key of a payment's refund, written (as a refund_requested event) before the provider is asked: a refund
 * retried after a timeout or a crash sends the same key, so the provider answers the first refund and pays once.
 */
async function refundKeyOf(db: Queryable, payment: PaymentRow, provider: string, now: Date): Promise<string> {
  const eventId = `refund-request:${payment.invoice_number}`;
  await recordEvent(db, payment.id, provider, eventId, 'refund_requested', now, {
    refund_key: `RF${randomBytes(14).toString('hex')}`,
  });
  const [event] = await db.query<{ refund_key: string }>(
    `SELECT data->>'refund_key' AS refund_key FROM payment_events WHERE provider = $1 AND provider_event_id = $2`,
    [provider, eventId],
  );
  if (!event) throw new Error(`refund key of payment ${payment.id} not recorded`);
  return event.refund_key;
}

export const PAYMENTS_PER_PAGE = 20;

/** Payments, newest first: one buyer's, or (back office) everyone's, optionally in one state or by invoice number. */
export async function listPayments(
  db: Queryable,
  filter: { userId?: number; state?: PaymentState; code?: string; paidOrOpen?: boolean },
  page: number,
): Promise<{ payments: PaymentView[]; page: number; pages: number }> {
  const where = `($1::bigint IS NULL OR user_id = $1) AND ($2::text IS NULL OR state = $2)
    AND ($3::text IS NULL OR invoice_number = $3) AND (NOT $4::boolean OR state <> 'expired')`;
  const params = [filter.userId ?? null, filter.state ?? null, filter.code ?? null, filter.paidOrOpen ?? false];
  const [count] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM payments WHERE ${where}`,
    params,
  );
  const rows = await db.query<PaymentRow>(
    `SELECT * FROM payments WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [...params, PAYMENTS_PER_PAGE, (page - 1) * PAYMENTS_PER_PAGE],
  );
  const payments: PaymentView[] = [];
  for (const row of rows) payments.push(await viewOf(db, row));
  return { payments, page, pages: Math.max(1, Math.ceil((count?.count ?? 0) / PAYMENTS_PER_PAGE)) };
}

/**
 * Revenue per Dhaka day and product (the items of settled payments, by the day they settled), in poisha; refunded
 * payments are not revenue, nor doorstep orders (money held for sellers, decision 196). `from` and `to` are YYYY-MM-DD, both included.
 */
export async function dailyRevenue(
  db: Queryable,
  from: string,
  to: string,
): Promise<Map<string, Record<string, number>>> {
  const rows = await db.query<{ day: string; product: string; poisha: number }>(
    `SELECT to_char(p.settled_at AT TIME ZONE 'Asia/Dhaka', 'YYYY-MM-DD') AS day, i.item->>'type' AS product,
       sum((i.item->>'amount_poisha')::bigint) AS poisha
     FROM payments p CROSS JOIN LATERAL jsonb_array_elements(p.items) AS i(item)
     WHERE p.state IN ('approved', 'success') AND i.item->>'type' <> 'doorstep_order'
       AND p.settled_at >= $1::date::timestamp AT TIME ZONE 'Asia/Dhaka'
       AND p.settled_at < ($2::date + 1)::timestamp AT TIME ZONE 'Asia/Dhaka'
     GROUP BY 1, 2`,
    [from, to],
  );
  const days = new Map<string, Record<string, number>>();
  for (const r of rows) days.set(r.day, { ...days.get(r.day), [r.product]: Number(r.poisha) });
  return days;
}
