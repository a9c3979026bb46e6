// The orders module's face: the only file of it that other code imports (docs/architecture.md).
export { markOrderPaid, priceOrder } from './payment.ts';
export { moneyColumns } from './records.ts';
export { orderRoutes } from './routes.ts';
export { releasePayouts } from './payouts.ts';
export {
  BookingSettlementSchema,
  ComplaintInputSchema,
  DecisionInputSchema,
  OrderInputSchema,
  RefundReasonSchema,
} from './schemas.ts';
export {
  acceptOrder,
  cashOnDeliveryFor,
  complainAboutOrder,
  deliveryPlaces,
  orderOffer,
  placeOrder,
  priceNewOrder,
} from './buyer.ts';
export { payOrder } from './online-payment.ts';
export { decideComplaint, listComplaintCases, listRefundsOwed, refundOwedOrder } from './complaints.ts';
export type { CashRefusal } from './buyer.ts';
export { cancelOrder, getOrder, listOrders } from './own-orders.ts';
export { bookParcel, confirmOrder } from './seller.ts';
export { listUnresolvedBookings, settleBookingByStaff } from './staff-bookings.ts';
