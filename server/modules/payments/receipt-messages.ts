// The receipt e-mail of a payment, in bn and en (server/modules/payments/receipt.ts).
import { defineMessages } from '../../../core/i18n.ts';

export const receiptMessages = defineMessages({
  en: {
    subject: 'Haat receipt {invoice}',
    body: 'Thank you for your payment.\n\nInvoice: {invoice}\nPaid: {amount} by {processor}\nTransaction: {transaction}\nDate: {date}\nFor: {what}\n\nSee your payments at {link}',
    listing_fee: 'listing fee of your ad "{title}"',
    membership: 'membership {name}',
  },
  bn: {
    subject: 'হাট রসিদ {invoice}',
    body: 'আপনার পেমেন্টের জন্য ধন্যবাদ।\n\nইনভয়েস: {invoice}\nপরিশোধ: {amount}, {processor} দিয়ে\nলেনদেন: {transaction}\nতারিখ: {date}\nযার জন্য: {what}\n\nআপনার পেমেন্টগুলো দেখুন: {link}',
    listing_fee: 'আপনার বিজ্ঞাপন "{title}"-এর লিস্টিং ফি',
    membership: 'মেম্বারশিপ {name}',
  },
});
