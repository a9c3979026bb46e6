// The receipt e-mail of a payment, in bn and en (server/modules/payments/receipt.ts); the products' names and the
// transaction id's label are core/payments/invoice-lines.ts's, shared with the invoice page (decision 236).
import { defineMessages } from '../../../core/i18n.ts';

export const receiptMessages = defineMessages({
  en: {
    subject: 'Haat receipt {invoice}',
    body: 'Thank you for your payment.\n\nInvoice: {invoice}\n\n{bought}:\n{lines}\n\nTotal paid: {amount} by {processor}\n{transactionLabel}: {transaction}\nPaid on: {date}\n\nSee your payments at {link}',
    line: '- {text}: {amount}',
  },
  bn: {
    subject: 'হাট রসিদ {invoice}',
    body: 'আপনার পেমেন্টের জন্য ধন্যবাদ।\n\nইনভয়েস: {invoice}\n\n{bought}:\n{lines}\n\nমোট পরিশোধ: {amount}, {processor} দিয়ে\n{transactionLabel}: {transaction}\nপরিশোধের সময়: {date}\n\nআপনার পেমেন্টগুলো দেখুন: {link}',
    line: '- {text}: {amount}',
  },
});
