// The payments module's face: the only file of it that other code imports (docs/architecture.md).
export { creditBalance } from './balance.ts';
export { adOf, productOf, sellProducts } from './catalogue.ts';
export type { PricedItem, Product } from './catalogue.ts';
export { paymentRoutes } from './routes.ts';
export { AdSummary, PaymentsPage, Poisha } from './schemas.ts';
export { dailyRevenue, listPayments, refundPayment } from './back-office.ts';
export { priceItems, startCheckout } from './checkout.ts';
export { processorsOffered } from './buyer-reads.ts';
export { reconcilePayments, recordListingFeePaidAtOffice } from './settlement.ts';
export type { CheckoutStarted } from './views.ts';
export type { PaymentServices } from './records.ts';
