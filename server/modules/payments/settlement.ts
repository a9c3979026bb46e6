// Settling a payment on what the provider answers: callbacks and notifications, activation, the receipt,
// reconciliation.
import { AppError } from '../../../core/errors.ts';
import { EXPIRE_AFTER_MINUTES, isSettled, type PaymentState } from '../../../core/payments/lifecycle.ts';
import type { Queryable } from '../../adapters/database.ts';
import { GatewayError, type InboundNotice, type VerifiedPayment } from '../../adapters/payment-gateways/gateway.ts';
import { notify } from '../notifications/index.ts';
import { productOf } from './catalogue.ts';
import { linesOf } from './lines.ts';
import { receiptEmail } from './receipt.ts';
import {
  loadPayment,
  move,
  OPEN_STATES,
  type PaymentRow,
  type PaymentServices,
  recordEvent,
  reference,
} from './records.ts';

/**
 * Activates what an approved payment bought, then marks it success and tells the buyer (decision 262), in the
 * caller's transaction. The notice is named by the payment, so it is written once however often this runs.
 */
async function activate(db: Queryable, payment: PaymentRow, at: Date): Promise<PaymentRow> {
  for (const item of payment.items) {
    await productOf(item.type).activate(db, item, at, { id: payment.id, userId: payment.user_id });
  }
  const done = await move(db, payment, 'activate', 'system', at);
  await notify(db, payment.user_id, {
    kind: 'payment',
    payload: { invoice: payment.invoice_number, amount_poisha: payment.amount_poisha, context: payment.context },
    link: payment.return_path,
    once: `payment:${payment.id}:paid`,
  });
  return done;
}

/**
 * Settles a payment on what the provider answered: approval (amount and currency checked) and activation in one
 * transaction, or failure, cancellation, expiry. A payment already settled is left alone, so a second answer about
 * it changes nothing. Answers whether this call approved it (a receipt is due).
 */
export async function settle(
  services: PaymentServices,
  paymentId: number,
  verified: VerifiedPayment,
): Promise<boolean> {
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
      services.config.PUBLIC_URL,
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
