// The receipt e-mail of a payment, in the buyer's language (the checkout's), BDT in Bengali digits in bn: every line
// bought with what it gives, its ad and amount, the gateway's transaction id and the time of day (decision 236).
import type { Locale } from '../../../core/catalogue.ts';
import { formatDateTime, translator } from '../../../core/i18n.ts';
import { lineText, paidAtText, type PaymentLine, transactionLabel } from '../../../core/payments/invoice-lines.ts';
import { productMessages } from '../../../core/payments/product-messages.ts';
import { formatPoisha } from '../../../core/payments/money.ts';
import type { EmailMessage } from '../../adapters/email.ts';
import { receiptMessages } from './receipt-messages.ts';

const PROCESSOR_NAMES: Record<string, string> = { bkash: 'bKash', sslcommerz: 'SSLCommerz' };

export interface ReceiptPayment {
  readonly invoice: string;
  readonly amountPoisha: number;
  readonly processor: string;
  /** The gateway's transaction id (bKash TrxID, SSLCommerz bank_tran_id). */
  readonly transaction: string;
  readonly paidAt: Date;
  readonly lines: readonly PaymentLine[];
}

export function receiptEmail(to: string, locale: Locale, payment: ReceiptPayment, publicUrl: string): EmailMessage {
  const t = translator(receiptMessages, locale);
  const p = translator(productMessages, locale);
  const lines = payment.lines.flatMap((line) => [
    t('line', { text: lineText(locale, line), amount: formatPoisha(locale, line.amount_poisha) }),
    ...(line.schedule_at ? [`  ${p('startsAt', { date: formatDateTime(locale, new Date(line.schedule_at)) })}`] : []),
  ]);
  return {
    to,
    subject: t('subject', { invoice: payment.invoice }),
    text: t('body', {
      invoice: payment.invoice,
      bought: p('bought'),
      lines: lines.join('\n'),
      amount: formatPoisha(locale, payment.amountPoisha),
      processor: PROCESSOR_NAMES[payment.processor] ?? payment.processor,
      transactionLabel: transactionLabel(locale, payment.processor),
      transaction: payment.transaction,
      date: paidAtText(locale, payment.paidAt),
      link: `${publicUrl}/${locale}/my/account`,
    }),
  };
}
