// Opening a checkout (the buyer): pricing, claims, the provider's hosted page; and discarding an abandoned one.
import type { Locale } from '../../../core/catalogue.ts';
import { AppError } from '../../../core/errors.ts';
import type { PaymentContext } from '../../../core/payments/lifecycle.ts';
import type { Queryable } from '../../adapters/database.ts';
import { GatewayError, type VerifiedPayment } from '../../adapters/payment-gateways/gateway.ts';
import { type CheckoutItem, type PricedItem, productOf } from './catalogue.ts';
import type { CheckoutInput } from './schemas.ts';
import {
  findByKey,
  gatewayOf,
  loadPayment,
  move,
  newInvoiceNumber,
  OPEN_STATES,
  type PaymentRow,
  type PaymentServices,
  recordEvent,
  reference,
  releaseClaims,
  SAME_KEY_WAIT_MS,
  viewOf,
} from './records.ts';
import { settle } from './settlement.ts';
import type { CheckoutStarted, PaymentView } from './views.ts';

/**
 * A checkout as the buyer's call names it, or as another module opens one (a doorstep order names its order), and
 * where the gateway sends the buyer back (server/http/return-origin.ts; PUBLIC_URL when absent).
 */
export type CheckoutRequest = Omit<CheckoutInput, 'items'> & {
  readonly items: readonly CheckoutItem[];
  readonly returnOrigin?: string;
};

/** The page the buyer lands on once the checkout is over (spec section 2). */
function returnPath(locale: Locale, context: PaymentContext, items: readonly PricedItem[], invoice: string): string {
  // A doorstep order's buyer goes back to the order, which shows whether it was paid.
  if (context === 'doorstep') return `/${locale}/my/orders/${items[0]?.order_id ?? ''}`;
  const page = context === 'post_ad' && items.every((i) => i.type === 'listing_fee') ? 'post-ad/lst-fee' : 'payment';
  // A membership is for no ad: its transaction page is found by the payment's code alone.
  const id = items[0]?.ad_id;
  return `/${locale}/${page}/transaction?${id === undefined ? '' : `id=${id}&`}payment%5Bcode%5D=${invoice}`;
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
  const origin = services.config.PUBLIC_URL;
  try {
    const session = await gateway.start({
      invoiceNumber: invoice,
      amountPoisha: amount,
      description: items.map((i) => i.type).join(', '),
      customer: { name: buyer?.name ?? '', email: buyer?.email ?? null, phone: buyer?.phone ?? null },
      returnUrl: `${input.returnOrigin ?? origin}/data/payments/${gateway.name}/return`,
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
