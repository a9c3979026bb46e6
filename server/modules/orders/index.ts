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
  bookParcel,
  cancelOrder,
  complainAboutOrder,
  confirmOrder,
  decideComplaint,
  deliveryPlaces,
  getOrder,
  listComplaintCases,
  listOrders,
  listRefundsOwed,
  listUnresolvedBookings,
  orderOffer,
  payOrder,
  placeOrder,
  priceNewOrder,
  refundOwedOrder,
  settleBookingByStaff,
} from './service.ts';
