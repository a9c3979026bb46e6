// The payments module's face: the only file of it that other code imports (docs/architecture.md).
export { balanceOf, creditBalance } from './balance.ts';
export { adOf, productOf, sellProducts } from './catalogue.ts';
export type { PricedItem, Product } from './catalogue.ts';
export { paymentRoutes } from './routes.ts';
export { dailyRevenue, listPayments, refundPayment } from './back-office.ts';
export { getPayment, latestPaymentForAd, listMyPayments, processorsOffered } from './buyer-reads.ts';
export { discardPayment, priceItems, startCheckout } from './checkout.ts';
export { AdSummary, CheckoutInputSchema, PaymentsPage, Poisha, RefundInputSchema } from './schemas.ts';
export { reconcilePayments, recordListingFeePaidAtOffice } from './settlement.ts';
export type { PaymentServices } from './records.ts';
export type { CheckoutStarted } from './views.ts';
export type { PaymentView } from './views.ts';
