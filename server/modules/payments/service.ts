// Payments: checkouts, their settlement and reconciliation. Every state change asks the payment state
// machine (core/payments/lifecycle.ts) and is written with `WHERE state = <the state read>` under a row lock; every
// callback, notification and state change is one row of the append-only payment_events table. The rules that
// keep money safe:
// - the amount is priced here from the catalogue (catalogue.ts), never taken from the browser;
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
import type { PaymentLine } from '../../../core/payments/invoice-lines.ts';
import {
  EXPIRE_AFTER_MINUTES,
  isSettled,
  type PaymentActor,
  type PaymentContext,
  paymentResult,
  type PaymentResult,
  type PaymentState,
  paymentTransition,
  type PaymentTransition,
} from '../../../core/payments/lifecycle.ts';
import type { Queryable } from '../../adapters/database.ts';
import {
  GatewayError,
  type InboundNotice,
  type PaymentGateway,
  type PaymentReference,
  type VerifiedPayment,
} from '../../adapters/payment-gateways/gateway.ts';
import type { AppServices } from '../../context.ts';
import { recordAction, type Staff } from '../staff/index.ts';
import { type CheckoutItem, type PricedItem, productOf } from './catalogue.ts';
import { linesOf } from './lines.ts';
import { receiptEmail } from './receipt.ts';
import type { CheckoutInput } from './schemas.ts';

export type PaymentServices = Pick<AppServices, 'db' | 'config' | 'email' | 'clock' | 'payments'>;

interface PaymentRow {
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

/** A payment as its buyer sees it (spec section 3 "Payment": state, processor, products). */
export interface PaymentView {
  code: string;
  state: PaymentState;
  /** Spec section 4 result: approved, failed, cancelled or success; null while the checkout is open. */
  result: PaymentResult | null;
  context: PaymentContext;
  processor: string;
  amount_poisha: number;
  currency: string;
  products: {
    listing_fee: { amount_poisha: number } | null;
    promotions: { kind: string; variant: string; schedule_at: string | null }[];
    /** A membership package (context omp): its variant and the credit of the term it replaced. */
    membership: { variant: string; credit_poisha: number } | null;
  };
  /** Every item bought, as the receipt and the invoice list them (decision 236). */
  lines: PaymentLine[];
  ad: { id: number; slug: string; title: string; status: string } | null;
  /** The gateway's transaction id (bKash TrxID, SSLCommerz bank_tran_id), once it answered. */
  provider_transaction_id: string | null;
  redirect_url: string | null;
  failure_reason: string | null;
  refunded_poisha: number;
  created_at: string;
  settled_at: string | null;
}

/** Invoice numbers: HT + 16 characters of Crockford base 32 (80 random bits), also the pages' payment code. */
function newInvoiceNumber(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return `HT${[...randomBytes(16)].map((byte) => alphabet[byte % 32]).join('')}`;
}

/** A checkout as the buyer's call names it, or as another module opens one (a doorstep order names its order). */
export type CheckoutRequest = Omit<CheckoutInput, 'items'> & { readonly items: readonly CheckoutItem[] };

const OPEN_STATES: readonly PaymentState[] = ['created', 'redirected'];

async function recordEvent(
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
async function move(
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
async function releaseClaims(db: Queryable, payment: PaymentRow, { holds }: { holds: boolean }): Promise<void> {
  await db.query('DELETE FROM checkout_claims WHERE payment_id = $1', [payment.id]);
  if (!holds) return;
  for (const item of payment.items)
    await productOf(item.type).release?.(db, { id: payment.id, userId: payment.user_id });
}

const reference = (payment: PaymentRow): PaymentReference => ({
  invoiceNumber: payment.invoice_number,
  providerReference: payment.provider_reference ?? '',
  amountPoisha: payment.amount_poisha,
});

function gatewayOf(services: PaymentServices, processor: string): PaymentGateway {
  const gateway = services.payments.get(processor);
  if (!gateway) throw new AppError('VALIDATION_FAILED', [{ path: 'processor', message: 'processor_unavailable' }]);
  return gateway;
}

async function findByKey(db: Queryable, userId: number, key: string): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>('SELECT * FROM payments WHERE user_id = $1 AND idempotency_key = $2', [
    userId,
    key,
  ]);
  return row ?? null;
}

/** The page the buyer lands on once the checkout is over (spec section 2). */
function returnPath(locale: Locale, context: PaymentContext, items: readonly PricedItem[], invoice: string): string {
  // A doorstep order's buyer goes back to the order, which shows whether it was paid.
  if (context === 'doorstep') return `/${locale}/my/orders/${items[0]?.order_id ?? ''}`;
  const page = context === 'post_ad' && items.every((i) => i.type === 'listing_fee') ? 'post-ad/lst-fee' : 'payment';
  // A membership is for no ad: its transaction page is found by the payment's code alone.
  const id = items[0]?.ad_id;
  return `/${locale}/${page}/transaction?${id === undefined ? '' : `id=${id}&`}payment%5Bcode%5D=${invoice}`;
}

export interface CheckoutStarted {
  payment: PaymentView;
  /** The provider's hosted page to send the buyer to (null when the checkout is already over). */
  redirect_url: string | null;
}

/**
 * Prices the lines of a checkout for a buyer from the catalogue (the promote page's total before paying, and the
 * checkout itself). A voucher's discount depends on what it is taken off: vouchers are priced last.
 */
export async function priceItems(
  db: Queryable,
  userId: number,
  lines: readonly CheckoutItem[],
  now: Date,
): Promise<{ items: PricedItem[]; amount: number }> {
  const items: PricedItem[] = [];
  const ordered = [...lines].sort((a, b) => Number(a.type === 'voucher_v2') - Number(b.type === 'voucher_v2'));
  for (const item of ordered) items.push(await productOf(item.type).price(db, userId, item, { now, priced: items }));
  return { items, amount: items.reduce((sum, item) => sum + item.amount_poisha, 0) };
}

/** How long a second request with the same key waits for the first to hear back from the provider. */
const SAME_KEY_WAIT_MS = 10_000;

/** The open checkout that already claims something a new checkout asks for (decision 228). */
class ClaimTaken extends Error {
  constructor(readonly holder: PaymentRow | undefined) {
    super('claimed by an open checkout');
  }
}

/** What identifies a checkout line, requested or priced: the same thing bought the same way. */
const lineKey = (item: CheckoutItem | PricedItem) =>
  [
    item.type,
    item.ad_id ?? '',
    item.variant_id ?? '',
    item.schedule_at ? new Date(item.schedule_at).toISOString() : '',
    (item.code ?? '').trim().toUpperCase(),
    item.order_id ?? '',
  ].join('|');
const linesKey = (items: readonly (CheckoutItem | PricedItem)[]) => items.map(lineKey).sort().join('\n');

/**
 * Records a new checkout in one transaction: its claims (each thing bought in at most one open checkout: another
 * holding one throws ClaimTaken), its price, its row and what its lines hold (a voucher's use). The claims are looked
 * up before pricing, so that a checkout settled meanwhile is priced as it left things (a paid fee is not due again),
 * and written after, where their primary key decides between two checkouts opened at once. Null when a concurrent
 * request with the same key wrote first.
 */
async function openPayment(
  tx: Queryable,
  processor: string,
  userId: number,
  input: CheckoutRequest,
  now: Date,
): Promise<PaymentRow | null> {
  const claims = [
    ...new Set(input.items.flatMap((item) => productOf(item.type).claims(item, { id: 0, userId }))),
  ].sort();
  const [held] = await tx.query<PaymentRow>(
    `SELECT p.* FROM checkout_claims c JOIN payments p ON p.id = c.payment_id WHERE c.claim = ANY($1::text[])
     ORDER BY p.id LIMIT 1`,
    [claims],
  );
  // Another buyer's open checkout is no business of this one: pricing answers first (another's ad is NOT_FOUND).
  if (held?.user_id === userId) throw new ClaimTaken(held);
  const { items, amount } = await priceItems(tx, userId, input.items, now);
  if (held) throw new ClaimTaken(held);
  // The total the buyer was shown, when the page or app sends it: a different price is never charged silently.
  if (input.expected_amount_poisha !== undefined && input.expected_amount_poisha !== amount) {
    throw new AppError('PRICE_CHANGED');
  }
  const invoice = newInvoiceNumber();
  const [created] = await tx.query<PaymentRow>(
    `INSERT INTO payments (invoice_number, user_id, idempotency_key, context, processor, amount_poisha, items, ad_id,
       locale, return_path, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
     ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING *`,
    [
      invoice,
      userId,
      input.idempotency_key,
      input.context,
      processor,
      amount,
      JSON.stringify(items),
      items[0]?.ad_id ?? null,
      input.locale,
      returnPath(input.locale, input.context, items, invoice),
      now,
    ],
  );
  if (!created) return null;
  for (const claim of claims) {
    const [taken] = await tx.query(
      'INSERT INTO checkout_claims (claim, payment_id) VALUES ($1, $2) ON CONFLICT (claim) DO NOTHING RETURNING claim',
      [claim, created.id],
    );
    if (!taken) {
      const [holder] = await tx.query<PaymentRow>(
        'SELECT p.* FROM checkout_claims c JOIN payments p ON p.id = c.payment_id WHERE c.claim = $1',
        [claim],
      );
      throw new ClaimTaken(holder);
    }
  }
  for (const item of items) await productOf(item.type).hold?.(tx, item, { id: created.id, userId }, now);
  await recordEvent(tx, created.id, 'haat', `${created.id}:created`, 'created', now, { items });
  return created;
}

/** Times a checkout is opened again when the open checkout it met settled in between (it then claims nothing). */
const CLAIM_ATTEMPTS = 3;

/**
 * Opens a checkout: prices the items, records the payment, asks the provider for its hosted page. The same
 * idempotency key answers the same payment (the second of two concurrent requests waits for the first's answer);
 * so does the same request under another key while its checkout is open (same items, same processor). A request
 * for something another open checkout is paying for is refused with CHECKOUT_OPEN, naming that checkout: the buyer
 * resumes or discards it.
 */
export async function startCheckout(
  services: PaymentServices,
  userId: number,
  input: CheckoutRequest,
): Promise<CheckoutStarted> {
  const { db, clock } = services;
  const existing = await findByKey(db, userId, input.idempotency_key);
  if (existing) return sameCheckout(services, existing);
  const gateway = gatewayOf(services, input.processor);
  const now = clock.now();
  let created: PaymentRow | null = null;
  for (let attempt = 1; ; attempt += 1) {
    try {
      created = await db.transaction((tx) => openPayment(tx, gateway.name, userId, input, now));
      break;
    } catch (error) {
      if (!(error instanceof ClaimTaken)) throw error;
      const { holder } = error;
      if (!holder || !OPEN_STATES.includes(holder.state)) {
        if (attempt < CLAIM_ATTEMPTS) continue;
        throw new AppError('CHECKOUT_OPEN');
      }
      const same =
        holder.user_id === userId &&
        holder.processor === gateway.name &&
        linesKey(holder.items) === linesKey(input.items);
      if (same) return sameCheckout(services, holder);
      throw new AppError(
        'CHECKOUT_OPEN',
        holder.user_id === userId ? [{ path: 'payment.code', message: holder.invoice_number }] : undefined,
      );
    }
  }
  // A concurrent request with the same key inserted first: answer its payment.
  if (!created) return sameCheckout(services, (await findByKey(db, userId, input.idempotency_key)) as PaymentRow);
  const { invoice_number: invoice, amount_poisha: amount, items } = created;
  const [buyer] = await db.query<{ name: string; email: string | null; phone: string | null }>(
    `SELECT u.name, u.email, (SELECT p.number FROM phone_numbers p WHERE p.user_id = u.id ORDER BY p.id LIMIT 1) AS phone
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  const origin = services.config.PUBLIC_URL.replace(/\/$/, '');
  try {
    const session = await gateway.start({
      invoiceNumber: invoice,
      amountPoisha: amount,
      description: items.map((i) => i.type).join(', '),
      customer: { name: buyer?.name ?? '', email: buyer?.email ?? null, phone: buyer?.phone ?? null },
      returnUrl: `${origin}/data/payments/${gateway.name}/return`,
      notifyUrl: `${origin}/data/payments/${gateway.name}/notify`,
    });
    const opened = await db.transaction(async (tx) => {
      await tx.query('UPDATE payments SET provider_reference = $2, redirect_url = $3 WHERE id = $1', [
        created.id,
        session.providerReference,
        session.redirectUrl,
      ]);
      return move(tx, { ...created, provider_reference: session.providerReference }, 'redirect', 'system', now);
    });
    return { payment: await viewOf(db, opened), redirect_url: session.redirectUrl };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // The provider could not open the checkout: no money can move on it. A refusal fails now; a retryable failure
    // stays open for reconciliation (the provider may have opened it after all), but the buyer never saw its page,
    // so it holds nothing: trying again opens a new checkout.
    await db.transaction(async (tx) => {
      if (error.retryable) await releaseClaims(tx, created, { holds: true });
      else await move(tx, created, 'fail', 'system', now, { failure_reason: 'provider_refused' });
    });
    throw new AppError('SERVICE_UNAVAILABLE', undefined, error.message);
  }
}

async function sameCheckout(services: PaymentServices, payment: PaymentRow): Promise<CheckoutStarted> {
  let current = payment;
  const until = Date.now() + SAME_KEY_WAIT_MS;
  // Wall time, not services.clock: this waits for another request's network call, not for a business deadline.
  while (current.state === 'created' && !current.redirect_url && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    current = (await loadPayment(services.db, current.id)) ?? current;
  }
  const open = current.state === 'redirected' && current.redirect_url !== null;
  return { payment: await viewOf(services.db, current), redirect_url: open ? current.redirect_url : null };
}

async function loadPayment(db: Queryable, id: number, lock = false): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>(`SELECT * FROM payments WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return row ?? null;
}

/** Activates what an approved payment bought, then marks it success (in the caller's transaction). */
async function activate(db: Queryable, payment: PaymentRow, at: Date): Promise<PaymentRow> {
  for (const item of payment.items) {
    await productOf(item.type).activate(db, item, at, { id: payment.id, userId: payment.user_id });
  }
  return move(db, payment, 'activate', 'system', at);
}

/**
 * Settles a payment on what the provider answered: approval (amount and currency checked) and activation in one
 * transaction, or failure, cancellation, expiry. A payment already settled is left alone, so a second answer about
 * it changes nothing. Answers whether this call approved it (a receipt is due).
 */
async function settle(services: PaymentServices, paymentId: number, verified: VerifiedPayment): Promise<boolean> {
  const now = services.clock.now();
  const approvedNow = await services.db.transaction(async (tx) => {
    const payment = await loadPayment(tx, paymentId, true);
    if (!payment) return false;
    // Approved by a process that died before activating (cannot happen in one transaction, but a row may come
    // from an older process or a manual fix): activate it now.
    if (payment.state === 'approved') {
      await activate(tx, payment, now);
      return false;
    }
    // A closed checkout changes only when the provider says it was paid after all (late, after our expiry).
    const paidLate = payment.state === 'expired' && verified.status === 'approved';
    if (!OPEN_STATES.includes(payment.state) && !paidLate) return false;
    switch (verified.status) {
      case 'pending':
        return false;
      case 'approved': {
        if (verified.amountPoisha !== payment.amount_poisha || verified.currency !== payment.currency) {
          // Money moved, but not the amount asked for: nothing is activated; an admin refunds it.
          await recordEvent(tx, payment.id, 'haat', `${payment.id}:amount_mismatch`, 'amount_mismatch', now, {
            expected: { amount_poisha: payment.amount_poisha, currency: payment.currency },
            reported: { amount_poisha: verified.amountPoisha, currency: verified.currency },
            provider_transaction_id: verified.providerTransactionId,
          });
          await move(tx, payment, 'fail', 'provider', now, {
            failure_reason: 'amount_mismatch',
            provider_transaction_id: verified.providerTransactionId,
          });
          return false;
        }
        const approved = await move(tx, payment, 'approve', 'provider', now, {
          provider_transaction_id: verified.providerTransactionId,
        });
        await activate(tx, approved, now);
        return true;
      }
      case 'failed':
        await move(tx, payment, 'fail', 'provider', now, { failure_reason: verified.reason.slice(0, 200) });
        return false;
      case 'cancelled':
        await move(tx, payment, payment.state === 'redirected' ? 'cancel' : 'fail', 'provider', now, {
          failure_reason: 'cancelled',
        });
        return false;
      case 'expired':
        await move(tx, payment, 'expire', 'system', now);
        return false;
    }
  });
  if (approvedNow) await sendReceipt(services, paymentId);
  return approvedNow;
}

async function sendReceipt(services: PaymentServices, paymentId: number): Promise<void> {
  const [row] = await services.db.query<PaymentRow & { email: string | null }>(
    'SELECT p.*, u.email FROM payments p JOIN users u ON u.id = p.user_id WHERE p.id = $1',
    [paymentId],
  );
  if (!row?.email) return;
  await services.email.send(
    receiptEmail(
      row.email,
      row.locale,
      {
        invoice: row.invoice_number,
        amountPoisha: row.amount_poisha,
        processor: row.processor,
        transaction: row.provider_transaction_id ?? '',
        paidAt: row.settled_at ?? services.clock.now(),
        lines: await linesOf(services.db, row.items),
      },
      services.config.PUBLIC_URL.replace(/\/$/, ''),
    ),
  );
}

/**
 * A browser return or a provider notification (raw, unauthenticated): stored once per (provider, event id), then
 * settled only on what the provider answers when asked. Answers the payment's return path, for the browser.
 * Unknown or malformed notices are refused (and forged ones recorded) without touching any payment.
 */
export async function receiveNotice(
  services: PaymentServices,
  processor: string,
  notice: InboundNotice,
): Promise<{ returnPath: string; state: PaymentState }> {
  const gateway = services.payments.get(processor);
  if (!gateway) throw new AppError('NOT_FOUND');
  const now = services.clock.now();
  let parsed;
  try {
    parsed = gateway.parseNotice(notice);
  } catch (error) {
    if (error instanceof GatewayError)
      throw new AppError('VALIDATION_FAILED', [{ path: 'query', message: 'bad_notice' }]);
    throw error;
  }
  const [payment] = await services.db.query<PaymentRow>(
    `SELECT * FROM payments WHERE processor = $1 AND (provider_reference = $2 OR invoice_number = $3)
     ORDER BY id LIMIT 1`,
    [gateway.name, parsed.providerReference, parsed.invoiceNumber],
  );
  await recordEvent(services.db, payment?.id ?? null, gateway.name, parsed.providerEventId, notice.kind, now, {
    fields: notice.fields,
  });
  if (!payment) throw new AppError('NOT_FOUND');
  const askProvider =
    payment.state === 'approved' ||
    (payment.provider_reference !== null &&
      (OPEN_STATES.includes(payment.state) || (payment.state === 'expired' && parsed.claimed === 'success')));
  if (askProvider) {
    try {
      await settle(services, payment.id, await gateway.confirm(reference(payment), parsed));
    } catch (error) {
      // The provider did not answer: the payment stays open and reconciliation asks again.
      if (!(error instanceof GatewayError && error.retryable)) throw error;
    }
  }
  const after = (await loadPayment(services.db, payment.id)) as PaymentRow;
  return { returnPath: after.return_path, state: after.state };
}

/**
 * Records in the payment-event log that an admin marked an ad's listing fee paid outside the processors (decision
 * 35's stopgap, kept for payments made at the office), in the caller's transaction (server/flows/checkout.ts).
 */
export async function recordListingFeePaidAtOffice(tx: Queryable, adId: number, adminId: number, at: Date) {
  await recordEvent(tx, null, 'haat', `ad:${adId}:listing_fee_paid_by_admin`, 'listing_fee_paid_by_admin', at, {
    ad_id: adId,
    admin_id: adminId,
  });
}

export interface ReconcileReport {
  settled: number;
  stillOpen: number;
}

/**
 * Reconciliation (for the job runner): open checkouts older than a few minutes are asked about at the provider and
 * settled; those still unfinished after EXPIRE_AFTER_MINUTES are closed as expired; an approved payment not yet
 * activated (left by a crash) is activated. Nothing is activated twice: settle() moves only open payments.
 */
export async function reconcilePayments(services: PaymentServices, signal?: AbortSignal): Promise<ReconcileReport> {
  const now = services.clock.now();
  const due = new Date(now.getTime() - services.config.PAYMENT_RECONCILE_AFTER_SECONDS * 1000);
  const expiry = new Date(now.getTime() - EXPIRE_AFTER_MINUTES * 60_000);
  const rows = await services.db.query<PaymentRow>(
    `SELECT * FROM payments WHERE state IN ('created', 'redirected', 'approved') AND created_at <= $1
     ORDER BY created_at LIMIT 100`,
    [due],
  );
  const report: ReconcileReport = { settled: 0, stillOpen: 0 };
  for (const payment of rows) {
    if (signal?.aborted) break;
    const gateway = services.payments.get(payment.processor);
    let verified: VerifiedPayment = { status: 'pending' };
    if (payment.state !== 'approved' && gateway && payment.provider_reference) {
      try {
        verified = await gateway.query(reference(payment), signal);
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
      }
    }
    // Our own window decides when an unfinished checkout closes: SSLCommerz calls an unpaid session expired at once,
    // yet its buyer may still be paying on its page.
    if (verified.status === 'expired' && payment.created_at > expiry) verified = { status: 'pending' };
    if (verified.status === 'pending' && payment.created_at <= expiry) verified = { status: 'expired' };
    await settle(services, payment.id, verified);
    const after = await loadPayment(services.db, payment.id);
    if (after && isSettled(after.state)) report.settled += 1;
    else report.stillOpen += 1;
  }
  return report;
}

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

/**
 * The buyer discards an abandoned checkout (decision 228): the provider is asked first, so that a checkout paid
 * meanwhile is settled as paid rather than thrown away; otherwise it closes as expired (money the provider takes on
 * its page later is still honoured) and gives back what it held, so the same thing can be bought again. A checkout
 * already over answers as it is; NOT_FOUND for anyone else's.
 */
export async function discardPayment(services: PaymentServices, userId: number, code: string): Promise<PaymentView> {
  const { db } = services;
  const [payment] = await db.query<PaymentRow>('SELECT * FROM payments WHERE invoice_number = $1 AND user_id = $2', [
    code,
    userId,
  ]);
  if (!payment) throw new AppError('NOT_FOUND');
  if (!OPEN_STATES.includes(payment.state)) return viewOf(db, payment);
  const gateway = services.payments.get(payment.processor);
  let verified: VerifiedPayment = { status: 'pending' };
  if (gateway && payment.provider_reference) {
    try {
      verified = await gateway.query(reference(payment));
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
    }
  }
  if (verified.status !== 'pending' && verified.status !== 'expired') {
    await settle(services, payment.id, verified);
  } else {
    const now = services.clock.now();
    await db.transaction(async (tx) => {
      const locked = (await loadPayment(tx, payment.id, true)) as PaymentRow;
      if (OPEN_STATES.includes(locked.state)) {
        await move(tx, locked, 'discard', 'buyer', now, { failure_reason: 'discarded' });
      }
    });
  }
  return viewOf(db, (await loadPayment(db, payment.id)) as PaymentRow);
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

async function viewOf(db: Queryable, payment: PaymentRow): Promise<PaymentView> {
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

/** A payment for its buyer; NOT_FOUND for anyone else and for an unknown code. */
export async function getPayment(db: Queryable, userId: number, code: string): Promise<PaymentView> {
  const [payment] = await db.query<PaymentRow>('SELECT * FROM payments WHERE invoice_number = $1 AND user_id = $2', [
    code,
    userId,
  ]);
  if (!payment) throw new AppError('NOT_FOUND');
  return viewOf(db, payment);
}

/** The latest payment of the buyer for an ad (the transaction page without payment[code]); NOT_FOUND if none. */
export async function latestPaymentForAd(db: Queryable, userId: number, adId: number): Promise<PaymentView> {
  const [payment] = await db.query<PaymentRow>(
    'SELECT * FROM payments WHERE ad_id = $1 AND user_id = $2 ORDER BY id DESC LIMIT 1',
    [adId, userId],
  );
  if (!payment) throw new AppError('NOT_FOUND');
  return viewOf(db, payment);
}

export const PAYMENTS_PER_PAGE = 20;

/**
 * The buyer's payments, newest first (the payments history of /my/account): checkouts that expired or were
 * discarded moved no money and leave the list (decision 228); open ones are listed to be resumed or discarded.
 */
export const listMyPayments = (db: Queryable, userId: number, page: number) =>
  listPayments(db, { userId, paidOrOpen: true }, page);

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

/** How each processor is listed in checkout_params_v2.processors (spec section 3: key and type). */
const PROCESSOR_TYPES: Record<string, string> = { bkash: 'mobile_wallet', sslcommerz: 'card_and_bank' };

/** The processors this process offers, as a checkout's parameters list them (spec section 3). */
export function processorsOffered(services: Pick<PaymentServices, 'payments'>): { key: string; type: string }[] {
  return services.payments.list.map((g) => ({ key: g.name, type: PROCESSOR_TYPES[g.name] ?? 'gateway' }));
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
