// The payments module's face: the only file of it that other code imports (docs/architecture.md).
export { balanceOf, creditBalance } from './balance.ts';
export { adOf, productOf, sellProducts } from './catalogue.ts';
export type { PricedItem, Product } from './catalogue.ts';
export { paymentRoutes } from './routes.ts';
export { AdSummary, CheckoutInputSchema, PaymentsPage, Poisha, RefundInputSchema } from './schemas.ts';
export {
  dailyRevenue,
  discardPayment,
  getPayment,
  latestPaymentForAd,
  listMyPayments,
  listPayments,
  priceItems,
  processorsOffered,
  reconcilePayments,
  recordListingFeePaidAtOffice,
  refundPayment,
  startCheckout,
} from './service.ts';
export type { CheckoutStarted, PaymentServices } from './service.ts';
