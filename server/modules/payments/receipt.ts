// The receipt e-mail of a payment, in the buyer's language (the checkout's), BDT in Bengali digits in bn.
import type { Locale } from '../../../core/catalogue.ts';
import { formatDate, translator } from '../../../core/i18n.ts';
import { formatPoisha } from '../../../core/payments/money.ts';
import type { EmailMessage } from '../../adapters/email.ts';
import { receiptMessages } from './receipt-messages.ts';

const PROCESSOR_NAMES: Record<string, string> = { bkash: 'bKash', sslcommerz: 'SSLCommerz' };

export function receiptEmail(
  to: string,
  locale: Locale,
  payment: { invoice: string; amountPoisha: number; processor: string; transaction: string; paidAt: Date },
  ad: { title: string } | null,
  publicUrl: string,
): EmailMessage {
  const t = translator(receiptMessages, locale);
  return {
    to,
    subject: t('subject', { invoice: payment.invoice }),
    text: t('body', {
      invoice: payment.invoice,
      amount: formatPoisha(locale, payment.amountPoisha),
      processor: PROCESSOR_NAMES[payment.processor] ?? payment.processor,
      transaction: payment.transaction,
      date: formatDate(locale, payment.paidAt),
      what: t('listing_fee', { title: ad?.title ?? '' }),
      link: `${publicUrl}/${locale}/my/account`,
    }),
  };
}
