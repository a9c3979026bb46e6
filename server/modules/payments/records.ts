// Payments: the rows and state changes that checkout, settlement and refunds share. Every state change asks the
// payment state machine (core/payments/lifecycle.ts) and is written with `WHERE state = <the state read>` under a
// row lock; every callback, notification and state change is one row of the append-only payment_events table. The
// rules that keep money safe:
// - the amount is priced at checkout (checkout.ts) from the catalogue (catalogue.ts), never taken from the browser;
// - one payment per (buyer, idempotency key): a double click or a retried request answers the same payment;
// - one open checkout per thing bought (checkout_claims, decision 228): the same request with another key answers
//   the open checkout, any other request for the same thing is refused with CHECKOUT_OPEN; a voucher's use is held
//   when the checkout opens and given back when it fails, is cancelled, expires or is discarded;
// - a payment is approved only on what the provider answers when the server asks (confirm or query), with the
//   amount and currency checked; what was bought is activated in the transaction that records the approval;
// - a replayed or duplicate notice is stored once and settles nothing twice; reconciliation settles what a lost
//   callback or a crash left open;
// - a refund ends what it paid for, in the transaction that records it.
import { randomBytes } from 'node:crypto';
import type { Locale } from '../../../core/catalogue.ts';
import { AppError } from '../../../core/errors.ts';
import {
  isSettled,
  type PaymentActor,
  type PaymentContext,
  paymentResult,
  type PaymentState,
  paymentTransition,
  type PaymentTransition,
} from '../../../core/payments/lifecycle.ts';
import type { Queryable } from '../../adapters/database.ts';
import type { PaymentGateway, PaymentReference } from '../../adapters/payment-gateways/gateway.ts';
import type { AppServices } from '../../context.ts';
import { type PricedItem, productOf } from './catalogue.ts';
import { linesOf } from './lines.ts';
import type { PaymentView } from './views.ts';

export type PaymentServices = Pick<AppServices, 'db' | 'config' | 'email' | 'clock' | 'payments'>;

export interface PaymentRow {
  id: number;
  invoice_number: string;
  user_id: number;
  idempotency_key: string;
  context: PaymentContext;
  processor: string;
  state: PaymentState;
  amount_poisha: number;
  currency: string;
  items: PricedItem[];
  ad_id: number | null;
  locale: Locale;
  return_path: string;
  provider_reference: string | null;
  provider_transaction_id: string | null;
  redirect_url: string | null;
  failure_reason: string | null;
  refunded_poisha: number;
  created_at: Date;
  updated_at: Date;
  settled_at: Date | null;
}

/** Invoice numbers: HT + 16 characters of Crockford base 32 (80 random bits), also the pages' payment code. */
export function newInvoiceNumber(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return `HT${[...randomBytes(16)].map((byte) => alphabet[byte % 32]).join('')}`;
}

export const OPEN_STATES: readonly PaymentState[] = ['created', 'redirected'];

export async function recordEvent(
  db: Queryable,
  paymentId: number | null,
  provider: string,
  providerEventId: string,
  kind: string,
  at: Date,
  data: Record<string, unknown> = {},
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO payment_events (payment_id, provider, provider_event_id, kind, data, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (provider, provider_event_id) DO NOTHING RETURNING id`,
    [paymentId, provider, providerEventId, kind, JSON.stringify(data), at],
  );
  return rows.length > 0;
}

/**
 * Takes transition `name` by `actor` on a payment read under lock, writing `set` columns with it; records it as an
 * event. Throws when the machine does not allow it (a programming error: callers check the state first).
 */
export async function move(
  db: Queryable,
  payment: PaymentRow,
  name: PaymentTransition,
  actor: PaymentActor,
  at: Date,
  set: Partial<Pick<PaymentRow, 'provider_transaction_id' | 'failure_reason' | 'refunded_poisha'>> = {},
): Promise<PaymentRow> {
  const result = paymentTransition(payment.state, name, actor);
  if (!result.ok) throw new Error(`payment ${payment.id}: ${name} by ${actor} from ${payment.state}: ${result.reason}`);
  const [row] = await db.query<PaymentRow>(
    `UPDATE payments SET state = $3, updated_at = $4,
       settled_at = CASE WHEN $5::boolean THEN COALESCE(settled_at, $4) ELSE settled_at END,
       provider_transaction_id = COALESCE($6, provider_transaction_id),
       failure_reason = COALESCE($7, failure_reason),
       refunded_poisha = COALESCE($8, refunded_poisha)
     WHERE id = $1 AND state = $2 RETURNING *`,
    [
      payment.id,
      payment.state,
      result.to,
      at,
      isSettled(result.to),
      set.provider_transaction_id ?? null,
      set.failure_reason ?? null,
      set.refunded_poisha ?? null,
    ],
  );
  if (!row) throw new AppError('INVALID_TRANSITION');
  await recordEvent(db, payment.id, 'haat', `${payment.id}:${name}`, name, at, { by: actor, ...set });
  // A checkout over holds nothing: what it paid for may be bought again (judged by its own state), and an unpaid
  // one gives back the voucher uses it held.
  if (isSettled(row.state)) await releaseClaims(db, row, { holds: !isPaid(row.state) });
  return row;
}

const isPaid = (state: PaymentState) => state === 'approved' || state === 'success' || state === 'refunded';

/** Frees what an open checkout claimed (checkout_claims) and, with `holds`, what its lines held (a voucher's use). */
export async function releaseClaims(db: Queryable, payment: PaymentRow, { holds }: { holds: boolean }): Promise<void> {
  await db.query('DELETE FROM checkout_claims WHERE payment_id = $1', [payment.id]);
  if (!holds) return;
  for (const item of payment.items)
    await productOf(item.type).release?.(db, { id: payment.id, userId: payment.user_id });
}

export const reference = (payment: PaymentRow): PaymentReference => ({
  invoiceNumber: payment.invoice_number,
  providerReference: payment.provider_reference ?? '',
  amountPoisha: payment.amount_poisha,
});

export function gatewayOf(services: PaymentServices, processor: string): PaymentGateway {
  const gateway = services.payments.get(processor);
  if (!gateway) throw new AppError('VALIDATION_FAILED', [{ path: 'processor', message: 'processor_unavailable' }]);
  return gateway;
}

export async function findByKey(db: Queryable, userId: number, key: string): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>('SELECT * FROM payments WHERE user_id = $1 AND idempotency_key = $2', [
    userId,
    key,
  ]);
  return row ?? null;
}

/** How long a second request with the same key waits for the first to hear back from the provider. */
export const SAME_KEY_WAIT_MS = 10_000;

export async function loadPayment(db: Queryable, id: number, lock = false): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>(`SELECT * FROM payments WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return row ?? null;
}

export async function viewOf(db: Queryable, payment: PaymentRow): Promise<PaymentView> {
  const [ad] = payment.ad_id
    ? await db.query<{ id: number; slug: string; title: string; status: string }>(
        'SELECT id, slug, title, status FROM ads WHERE id = $1',
        [payment.ad_id],
      )
    : [];
  const fee = payment.items.filter((i) => i.type === 'listing_fee').reduce((sum, i) => sum + i.amount_poisha, 0);
  const membership = payment.items.find((i) => i.type === 'membership_package');
  return {
    code: payment.invoice_number,
    state: payment.state,
    result: paymentResult(payment.state),
    context: payment.context,
    processor: payment.processor,
    amount_poisha: payment.amount_poisha,
    currency: payment.currency,
    products: {
      listing_fee: fee > 0 ? { amount_poisha: fee } : null,
      promotions: payment.items.flatMap((i) =>
        i.variant_id && i.type !== 'membership_package'
          ? [{ kind: i.type, variant: i.variant_id, schedule_at: i.schedule_at ?? null }]
          : [],
      ),
      membership: membership?.variant_id
        ? { variant: membership.variant_id, credit_poisha: membership.membership?.credit_poisha ?? 0 }
        : null,
    },
    lines: await linesOf(db, payment.items),
    ad: ad ?? null,
    provider_transaction_id: payment.provider_transaction_id,
    redirect_url: OPEN_STATES.includes(payment.state) ? payment.redirect_url : null,
    failure_reason: payment.failure_reason,
    refunded_poisha: payment.refunded_poisha,
    created_at: payment.created_at.toISOString(),
    settled_at: payment.settled_at?.toISOString() ?? null,
  };
}
