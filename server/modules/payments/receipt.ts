// The receipt e-mail of a payment, in the buyer's language (the checkout's), BDT in Bengali digits in bn.
import type { Locale } from '../../../core/catalogue.ts';
import { formatDate, translator } from '../../../core/i18n.ts';
import { packageName } from '../../../core/memberships/membership-messages.ts';
import type { MembershipPackage } from '../../../core/memberships/packages.ts';
import { formatPoisha } from '../../../core/payments/money.ts';
import type { EmailMessage } from '../../adapters/email.ts';
import { receiptMessages } from './receipt-messages.ts';

/** What was paid for: an ad (its listing fee or promotions) or a membership package. */
export type ReceiptSubject = { title: string } | { membership: MembershipPackage };

const PROCESSOR_NAMES: Record<string, string> = { bkash: 'bKash', sslcommerz: 'SSLCommerz' };

export function receiptEmail(
  to: string,
  locale: Locale,
  payment: { invoice: string; amountPoisha: number; processor: string; transaction: string; paidAt: Date },
  subject: ReceiptSubject | null,
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
      what:
        subject && 'membership' in subject
          ? t('membership', { name: packageName(locale, subject.membership) })
          : t('listing_fee', { title: subject?.title ?? '' }),
      link: `${publicUrl}/${locale}/my/account`,
    }),
  };
}
