// The receipt e-mail of a payment, in the buyer's language (the checkout's), BDT in Bengali digits in bn.
import type { Locale } from '../../../core/catalogue.ts';
import { defineMessages, formatDate, translator } from '../../../core/i18n.ts';
import { formatPoisha } from '../../../core/payments/money.ts';
import type { EmailMessage } from '../../adapters/email.ts';

const messages = defineMessages({
  en: {
    subject: 'Haat receipt {invoice}',
    body: 'Thank you for your payment.\n\nInvoice: {invoice}\nPaid: {amount} by {processor}\nTransaction: {transaction}\nDate: {date}\nFor: {what}\n\nSee your payments at {link}',
    listing_fee: 'listing fee of your ad "{title}"',
  },
  bn: {
    subject: 'হাট রসিদ {invoice}',
    body: 'আপনার পেমেন্টের জন্য ধন্যবাদ।\n\nইনভয়েস: {invoice}\nপরিশোধ: {amount}, {processor} দিয়ে\nলেনদেন: {transaction}\nতারিখ: {date}\nযার জন্য: {what}\n\nআপনার পেমেন্টগুলো দেখুন: {link}',
    listing_fee: 'আপনার বিজ্ঞাপন "{title}"-এর লিস্টিং ফি',
  },
});

const PROCESSOR_NAMES: Record<string, string> = { bkash: 'bKash', sslcommerz: 'SSLCommerz' };

export function receiptEmail(
  to: string,
  locale: Locale,
  payment: { invoice: string; amountPoisha: number; processor: string; transaction: string; paidAt: Date },
  ad: { title: string } | null,
  publicUrl: string,
): EmailMessage {
  const t = translator(messages, locale);
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
