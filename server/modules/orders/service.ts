// The orders service as routes.ts and the pages read it: re-exports of the files split by audience (buyer.ts,
// seller.ts, own-orders.ts, courier-signals.ts, complaints.ts, staff-bookings.ts, payouts.ts; decision 197) and of
// the buyer's answer types (views.ts).
export {
  acceptOrder,
  complainAboutOrder,
  deliveryPlaces,
  type OfferRow,
  orderOffer,
  payOrder,
  placeOrder,
  type PricedOrder,
  priceNewOrder,
} from './buyer.ts';
export {
  type ComplaintCase,
  decideComplaint,
  listComplaintCases,
  listRefundsOwed,
  type RefundOwed,
  refundOwedOrder,
} from './complaints.ts';
export { receiveCourierSignal } from './courier-signals.ts';
export type { OrderServices } from './internal.ts';
export {
  cancelOrder,
  getOrder,
  listOrders,
  type OrderAction,
  type OrderRole,
  ORDERS_PER_PAGE,
  type OrderView,
} from './own-orders.ts';
export { releasePayouts } from './payouts.ts';
export type { DeliveryPlace, PlacedOrder } from './views.ts';
export { bookParcel, confirmOrder } from './seller.ts';
export { listUnresolvedBookings, settleBookingByStaff, type UnresolvedBooking } from './staff-bookings.ts';
