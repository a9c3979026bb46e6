// The schemas of the orders module's /data/* calls (routes.ts): what each takes and answers, and the summary and
// description the OpenAPI document shows (server/http/openapi.ts). The handlers read their inputs with these very
// schemas (readInput, decision 248).
import { z } from 'zod';
import { staffCall } from '../staff/index.ts';
import {
  BookingSettlementSchema,
  BookingsBody,
  CasesBody,
  ComplaintInputSchema,
  DecisionInputSchema,
  OrderBody,
  OrderInputSchema,
  OrdersBody,
  OrdersQuerySchema,
  PlacedBody,
  PlacesBody,
  PlacesQuerySchema,
  QuoteBody,
  QuoteInputSchema,
  RefundReasonSchema,
  RefundsBody,
} from './schemas.ts';

export const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const WebhookAnswerBody = z.object({ status: z.number().int(), message: z.string(), data: z.null() });

const SIGNED_IN = '`401 UNAUTHORIZED` without a session';
const BAD_ID = '`400 VALIDATION_FAILED` for an id that is not a positive integer (`params.id`)';
const NOT_THEIRS = '`404 NOT_FOUND` for an order the caller neither bought nor sold';
const NOT_NOW =
  '`409 INVALID_TRANSITION` when the order is not in a state that allows it (core/delivery/order-lifecycle.ts)';
const ORDER_ERRORS = `${SIGNED_IN}, ${BAD_ID}, ${NOT_THEIRS}`;
const PRICE_ERRORS =
  '`404 NOT_FOUND` for an ad that is not a published doorstep ad with a price, `400 VALIDATION_FAILED` for ' +
  "the caller's own ad (`own_ad`) or an unknown place (`unknown_place`), `409 OUT_OF_STOCK`, " +
  '`409 NOT_DELIVERED_HERE` for a place the seller does not deliver to, `409 DELIVERY_NOT_COVERED` when the ' +
  'price does not cover the delivery, `409 COD_NOT_AVAILABLE` when cash on delivery is not allowed, ' +
  '`503 SERVICE_UNAVAILABLE` when the courier does not answer';

export const getOrdersPlaces = {
  summary: 'List the delivery places',
  description:
    "The courier's places for the address form (spec section 7 doorstep delivery): its divisions, a division's " +
    "(`city_id`) districts, then a district's (`zone_id`) areas, named in `locale` or the language of " +
    'Accept-Language. Public. Errors: `400 VALIDATION_FAILED` for an id that is not a positive integer ' +
    '(`query.city_id`), `503 SERVICE_UNAVAILABLE` when the courier does not answer.',
  querystring: PlacesQuerySchema,
  response: { 200: PlacesBody },
};
export const postOrdersQuote = {
  summary: 'Price a doorstep order',
  description:
    'The price of buying a doorstep ad now, delivered to a place and paid online or in cash: the items, the ' +
    "courier's delivery and cash charge, what the buyer pays and what the courier collects, all in poisha. " +
    `Nothing is ordered. Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` naming each bad field ` +
    `(\`body.quantity\`), ${PRICE_ERRORS}.`,
  body: QuoteInputSchema,
  response: { 200: QuoteBody },
};
export const postOrders = {
  summary: 'Place a doorstep order',
  description:
    "Buy now: places the order with the stock taken, to one of the buyer's verified phone numbers; an online " +
    'order opens its checkout and the buyer goes on to `redirect_url`. The same idempotency_key answers the same ' +
    `order. Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` naming each bad field (\`body.address\`) or a phone ` +
    `that is not verified (\`not_verified\`), ${PRICE_ERRORS}, \`409 PRICE_CHANGED\` when expected_total_poisha ` +
    'is not the price.',
  body: OrderInputSchema,
  response: { 201: PlacedBody },
};
export const getMyOrders = {
  summary: "List the caller's orders",
  description:
    "The signed-in account's doorstep orders as buyer (the default) or as seller, newest first. Errors: " +
    `${SIGNED_IN}, \`400 VALIDATION_FAILED\` for a role other than buyer or seller (\`query.role\`).`,
  querystring: OrdersQuerySchema,
  response: { 200: OrdersBody },
};
export const getMyOrder = {
  summary: 'Get an order',
  description:
    "One of the caller's orders, as buyer or seller, with its history and the actions open to them now. " +
    `Errors: ${ORDER_ERRORS}.`,
  params: IdParams,
  response: { 200: OrderBody },
};
export const postConfirm = {
  summary: 'Confirm an order',
  description:
    'The seller confirms a placed order, and its parcel is booked with the courier at once. Errors: ' +
    `${ORDER_ERRORS}, ${NOT_NOW}, \`503 SERVICE_UNAVAILABLE\` when the courier does not answer.`,
  params: IdParams,
  response: { 200: OrderBody },
};
export const postBook = {
  summary: "Book an order's parcel",
  description:
    "The seller books a confirmed order's parcel with the courier again (decision 169), after a refused booking; " +
    'a booking whose outcome is unknown stays unresolved until settled. Errors: ' +
    `${ORDER_ERRORS}, ${NOT_NOW}, \`400 VALIDATION_FAILED\` (\`courier_refused\`) when the courier refuses the ` +
    'parcel, `503 SERVICE_UNAVAILABLE` when it does not answer.',
  params: IdParams,
  response: { 200: OrderBody },
};
export const postAccept = {
  summary: 'Accept a delivered order',
  description:
    "The buyer accepts a delivered order: the sale is done and the seller's payout is due. Errors: " +
    `${ORDER_ERRORS}, ${NOT_NOW} or for the seller.`,
  params: IdParams,
  response: { 200: OrderBody },
};
export const postCancel = {
  summary: 'Cancel an order',
  description:
    'The buyer or the seller cancels an order before the courier picks it up (placed, confirmed without a ' +
    `booking, or its pick-up cancelled); the stock comes back. Errors: ${ORDER_ERRORS}, ${NOT_NOW}.`,
  params: IdParams,
  response: { 200: OrderBody },
};
export const postPay = {
  summary: 'Pay an order online',
  description:
    'The buyer pays an online order still to pay: the open checkout, or a new attempt after a failed or ' +
    `abandoned one; the buyer goes on to \`redirect_url\`. Errors: ${ORDER_ERRORS}, ${NOT_NOW}, or after too ` +
    'many attempts (`too_many_attempts`).',
  params: IdParams,
  response: { 200: PlacedBody },
};
export const postComplaint = {
  summary: 'Complain about an order',
  description:
    'The prepaid buyer complains within 24 hours of delivery: the payout is held and a case opens for staff. ' +
    `Errors: ${ORDER_ERRORS}, \`400 VALIDATION_FAILED\` for a text under 10 or over 1000 characters ` +
    '(`body.text`), `409 INVALID_TRANSITION` when a complaint is not open to the caller (`complaint`).',
  params: IdParams,
  body: ComplaintInputSchema,
  response: { 200: OrderBody },
};
export const postCourierWebhook = {
  summary: "Receive the courier's webhook",
  description:
    "The courier's notice about a parcel (decision 170), unauthenticated but signed: a signal, never proof; the " +
    "parcel's status is asked of the courier before the order moves forward. The body is the courier's own. " +
    "Answers the courier's 202. Errors: `404 NOT_FOUND` when no courier is configured, `401 UNAUTHORIZED` for a " +
    'bad signature, `400 VALIDATION_FAILED` for a body the courier would not send.',
  response: { 202: WebhookAnswerBody },
};
export const getComplaints = {
  summary: 'List the open complaint cases',
  description: staffCall('orders.cases', "Doorstep orders' open complaint cases, oldest first (decision 193)."),
  response: { 200: CasesBody },
};
export const postDecision = {
  summary: 'Decide a complaint case',
  description: staffCall(
    'orders.cases',
    'Decides a complaint for the seller (release: the order is accepted, the payout due) or for the buyer ' +
      "(refund through the payment's processor first), recorded in the audit log with the reason; answers the " +
      `cases still open. Errors: ${BAD_ID}, \`400 VALIDATION_FAILED\` for a bad decision or a reason under 3 ` +
      'characters (`body.reason`), `404 NOT_FOUND` for an unknown order, `403 SELF_GRANT` for an order the staff ' +
      'member bought or sold, `409 INVALID_TRANSITION` for an order without an open complaint.',
  ),
  params: IdParams,
  body: DecisionInputSchema,
  response: { 200: CasesBody },
};
export const getBookings = {
  summary: 'List the unresolved bookings',
  description: staffCall(
    'orders.cases',
    'Parcel bookings whose outcome is still unknown some minutes after they were sent (decision 169), for staff ' +
      "to settle from the courier's panel.",
  ),
  response: { 200: BookingsBody },
};
export const postBooking = {
  summary: 'Settle an unresolved booking',
  description: staffCall(
    'orders.cases',
    "Settles an unresolved booking from the courier's panel: the consignment found books it and hands the " +
      'order over, null (none found) frees the booking so the seller may book again; audited with the reason. ' +
      `Errors: ${BAD_ID}, \`400 VALIDATION_FAILED\` for a bad consignment id or reason, or a consignment of ` +
      'another order (`another_order`), `404 NOT_FOUND` for an unknown order, `409 INVALID_TRANSITION` for a ' +
      'booking that is not unresolved, `503 SERVICE_UNAVAILABLE` when the courier does not answer.',
  ),
  params: IdParams,
  body: BookingSettlementSchema,
  response: { 200: BookingsBody },
};
export const getRefunds = {
  summary: 'List the refunds owed',
  description: staffCall(
    'money.view',
    'Orders paid online that ended without the sale (cancelled after paying): their buyers are owed a refund.',
  ),
  response: { 200: RefundsBody },
};
export const postRefund = {
  summary: "Refund an ended order's buyer",
  description: staffCall(
    'money.refund',
    "Refunds what an ended order owes its buyer through the payment's processor, and tells the buyer; answers " +
      `the refunds still owed. Errors: ${BAD_ID}, \`400 VALIDATION_FAILED\` for a reason under 3 or over 255 ` +
      'characters, `404 NOT_FOUND` for an unknown order, `403 SELF_GRANT` for an order the staff member bought or ' +
      'sold, `409 INVALID_TRANSITION` when nothing is owed.',
  ),
  params: IdParams,
  body: RefundReasonSchema,
  response: { 200: RefundsBody },
};
