// A buyer's own payments, and the processors a checkout offers.
import { AppError } from '../../../core/errors.ts';
import type { Queryable } from '../../adapters/database.ts';
import { listPayments } from './back-office.ts';
import { type PaymentRow, type PaymentServices, viewOf } from './records.ts';
import type { PaymentView } from './views.ts';

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

/**
 * The buyer's payments, newest first (the payments history of /my/account): checkouts that expired or were
 * discarded moved no money and leave the list (decision 228); open ones are listed to be resumed or discarded.
 */
export const listMyPayments = (db: Queryable, userId: number, page: number) =>
  listPayments(db, { userId, paidOrOpen: true }, page);

/** How each processor is listed in checkout_params_v2.processors (spec section 3: key and type). */
const PROCESSOR_TYPES: Record<string, string> = { bkash: 'mobile_wallet', sslcommerz: 'card_and_bank' };

/** The processors this process offers, as a checkout's parameters list them (spec section 3). */
export function processorsOffered(services: Pick<PaymentServices, 'payments'>): { key: string; type: string }[] {
  return services.payments.list.map((g) => ({ key: g.name, type: PROCESSOR_TYPES[g.name] ?? 'gateway' }));
}
